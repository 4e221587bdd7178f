import type { FieldBase, FieldKindModule } from "./base";

/** Several rows of another resource (a package's facilities), kept in a join table. */
export interface RefListField extends FieldBase {
  kind: "refList";
  resource: string;
}

export const refList = (label: string, resource: string, extra: Partial<RefListField> = {}): RefListField => ({ kind: "refList", label, resource, required: true, ...extra });

export const refListKind: FieldKindModule<RefListField> = {
  column: false,
  text: (_field, value) => ((value as { name: string }[] | undefined) ?? []).map((item) => item.name).join(", "),
};
