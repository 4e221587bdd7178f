/** How a value of a resource reads in its list and in its CSV export: one formatter for both. */
import type { ResourceDef } from "./define";
import { kindOf } from "./fields";

export { formatAmount, withUnit } from "./fields";

type Row = Record<string, unknown>;

/** The text of one column of one row. */
export function cellText(resource: ResourceDef, column: string, row: Row, unitOf: (resourceKey: string) => string | undefined): string {
  const computed = resource.computed?.[column];
  if (computed) return computed.value(row);
  const field = resource.fields[column];
  const value = row[column];
  if (!field) return value === null || value === undefined ? "" : String(value);
  return kindOf(field).text(field, value, { row, column, unitOf });
}

/** The unit after a resource's display value: "3" months, "152" cm. */
export function displayUnit(resource: ResourceDef): string | undefined {
  const field = resource.fields[resource.display];
  return field?.kind === "number" ? field.unit : undefined;
}

/** A column's header: its own, else its field's label, else the computed value's. */
export function columnHeader(resource: ResourceDef, column: string, header?: string): string {
  return header ?? resource.fields[column]?.label ?? resource.computed?.[column]?.header ?? column;
}

/** A resource's name inside a sentence: "Add religion", "Add FAQ category" (an acronym keeps its capitals). */
export const inSentence = (name: string) => name.replace(/^\S+/, (word) => (/^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase()));
