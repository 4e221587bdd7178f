import { z } from "zod";
import { id, required, type FieldBase, type FieldKindModule } from "./base";

/** Several rows of another resource (a package's facilities), kept in a join table. */
export interface RefListField extends FieldBase {
  kind: "refList";
  resource: string;
}

export const refList = (label: string, resource: string, extra: Partial<RefListField> = {}): RefListField => ({ kind: "refList", label, resource, required: true, ...extra });

export const refListKind: FieldKindModule<RefListField> = {
  column: false,
  rule: (field) =>
    z
      .array(id(`Choose a ${field.label.toLowerCase()}`), { error: required(field.label) })
      .min(field.required ? 1 : 0, `Choose at least one of the ${field.label.toLowerCase()}`)
      .transform((ids) => [...new Set(ids)]),
  text: (_field, value) => ((value as { name: string }[] | undefined) ?? []).map((item) => item.name).join(", "),
};
