/** How a value of a resource reads in its list and in its CSV export: one formatter for both. */
import type { ResourceDef } from "./define";

type Row = Record<string, unknown>;

export const formatAmount = (value: number) =>
  value.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "3 months", "1 month", "152 cm". */
export const withUnit = (value: unknown, unit?: string) =>
  unit ? `${value} ${Number(value) === 1 && unit.endsWith("s") ? unit.slice(0, -1) : unit}` : String(value);

/** The text of one column of one row. */
export function cellText(resource: ResourceDef, column: string, row: Row, unitOf: (resourceKey: string) => string | undefined): string {
  const computed = resource.computed?.[column];
  if (computed) return computed.value(row);
  const field = resource.fields[column];
  const value = row[column];
  if (!field) return value === null || value === undefined ? "" : String(value);
  switch (field.kind) {
    case "boolean":
      return value ? "Yes" : "No";
    case "number":
      if (value === null || value === undefined) return "";
      return field.money ? formatAmount(Number(value)) : withUnit(value, field.unit);
    case "ref": {
      const name = row[`${column}Name`];
      return name === null || name === undefined ? "" : withUnit(name, unitOf(field.resource));
    }
    case "refList":
      return ((value as { name: string }[] | undefined) ?? []).map((item) => item.name).join(", ");
    case "rows":
      return ((value as Row[] | undefined) ?? [])
        .map((item) => `${withUnit(item[`${field.ref.key}Name`], unitOf(field.ref.resource))} (${withUnit(item[field.value.key], field.value.unit)})`)
        .join(", ");
    case "secret":
      return ((value as string[] | undefined) ?? []).length ? `${(value as string[]).length} set` : "None";
    case "image":
      return value ? "Yes" : "";
    default:
      return value === null || value === undefined ? "" : String(value);
  }
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
