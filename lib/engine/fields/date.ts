import { writeDay } from "../../day-format";
import { isBlank, type FieldBase, type FieldKindModule } from "./base";

/** A calendar day, without a time or a zone: sent and stored as "YYYY-MM-DD" (SQL date). */
export interface DateField extends FieldBase {
  kind: "date";
  /** Another date field of the same form this one may not come before (valid till ≥ valid from). */
  notBefore?: string;
}

export const date = (label: string, extra: Partial<Omit<DateField, "kind" | "label">> = {}): DateField => ({ kind: "date", label, required: true, ...extra });

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether "YYYY-MM-DD" names a day that exists (not 2025-02-30), from year 1 to 9999. */
export function isRealDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}

/** "2025-01-05" as lists and exports show days: in the Setting's date format ("05 Jan 2025" until one is chosen). */
export const formatDay = (value: string): string => writeDay(value);

export const dateKind: FieldKindModule<DateField> = {
  column: true,
  text: (_field, value) => (isBlank(value) ? "" : formatDay(String(value))),
  checks(key, field, fields) {
    const other = field.notBefore;
    if (!other) return [];
    return [
      (values) => {
        const [from, till] = [values[other], values[key]];
        // "YYYY-MM-DD" strings compare as the days they name.
        if (typeof from === "string" && typeof till === "string" && till < from) {
          return { field: key, message: `${field.label} must be on or after ${fields[other]?.label ?? other}` };
        }
        return undefined;
      },
    ];
  },
};
