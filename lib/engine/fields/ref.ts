import { withUnit, isBlank, type FieldBase, type FieldKindModule } from "./base";

/** A reference to a row of another resource, chosen from its active rows. */
export interface RefField extends FieldBase {
  kind: "ref";
  resource: string;
  /** Narrows the choices by another field of the same form (community by religion). */
  dependsOn?: { field: string; filter: string };
}

export const ref = (label: string, resource: string, extra: Partial<RefField> = {}): RefField => ({ kind: "ref", label, resource, required: true, ...extra });

export const refKind: FieldKindModule<RefField> = {
  column: true,
  // The list carries the referred row's display value beside the id, as `<field>Name`.
  text(field, _value, { row, column, unitOf }) {
    const name = row[`${column}Name`];
    return isBlank(name) ? "" : withUnit(name, unitOf(field.resource));
  },
};
