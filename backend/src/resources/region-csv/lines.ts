/**
 * One line of a Region CSV, checked on its own: each value against its field's rule in the
 * declarations (the same words as the forms), and the levels in order (a city needs its district…).
 * What needs the database (a new country's codes, India's pincodes) is checked in apply.ts.
 */
import type { z } from "zod";
import type { ResourceDef } from "@/lib/engine/define";
import { fieldRule } from "@/lib/engine/schema";
import { REGION_CSV_HEADER, type RegionCsvColumn } from "@/lib/resources/region-csv";
import { city, country, district, state } from "@/lib/resources/region";

export interface CountryValues {
  name: string;
  isoCode?: string;
  isoCode3?: string;
  dialCode?: string;
}

export interface ParsedLine {
  line: number;
  country: CountryValues;
  state?: { name: string; code?: string };
  district?: { name: string };
  city?: { name: string; pincode: string; isActive?: boolean };
}

export type LineResult = { ok: true; value: ParsedLine } | { ok: false; line: number; reason: string };

const rule = (resource: ResourceDef, key: string) => fieldRule(resource.fields[key]);
const RULES: Partial<Record<RegionCsvColumn, z.ZodType>> = {
  countryName: rule(country, "name"),
  isoCode: rule(country, "isoCode"),
  isoCode3: rule(country, "isoCode3"),
  dialCode: rule(country, "dialCode"),
  stateName: rule(state, "name"),
  stateCode: rule(state, "code"),
  districtName: rule(district, "name"),
  cityName: rule(city, "name"),
  pincode: rule(city, "pincode"),
};

const ACTIVE: Record<string, boolean> = { true: true, yes: true, "1": true, active: true, false: false, no: false, "0": false, inactive: false };

/** Our own download defuses cells a spreadsheet would run as formulas ('+91): read them back as written. */
export const undefused = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** Is this the header line (names as written, in order, whatever their case)? */
export const isHeader = (cells: string[]) =>
  cells.length === REGION_CSV_HEADER.length && cells.every((cell, i) => cell.trim().toLowerCase() === REGION_CSV_HEADER[i].toLowerCase());

type Checked = { ok: true; value: string } | { ok: false; message: string };

/**
 * A line checker for one file. Most cells repeat (a country, a state on thousands of lines): each
 * distinct value of a column is checked once.
 */
export function lineParser(): (line: number, cells: string[]) => LineResult {
  const seen = new Map<string, Checked>();
  const check = (column: RegionCsvColumn, rule: z.ZodType, raw: string): Checked => {
    const key = `${column}\u0000${raw}`;
    let checked = seen.get(key);
    if (!checked) {
      const parsed = rule.safeParse(raw);
      checked = parsed.success ? { ok: true, value: parsed.data as string } : { ok: false, message: parsed.error.issues[0].message };
      seen.set(key, checked);
    }
    return checked;
  };
  return (line, cells) => parseLine(line, cells, check);
}

function parseLine(line: number, cells: string[], check: (column: RegionCsvColumn, rule: z.ZodType, raw: string) => Checked): LineResult {
  const refuse = (reason: string): LineResult => ({ ok: false, line, reason });
  if (cells.length !== REGION_CSV_HEADER.length) return refuse(`The line has ${cells.length} columns; the header has ${REGION_CSV_HEADER.length}.`);
  const raw = Object.fromEntries(REGION_CSV_HEADER.map((column, i) => [column, undefused(cells[i]).trim()])) as Record<RegionCsvColumn, string>;
  const value: Partial<Record<RegionCsvColumn, string>> = {};
  for (const [column, rule] of Object.entries(RULES) as [RegionCsvColumn, z.ZodType][]) {
    if (raw[column] === "") continue;
    const checked = check(column, rule, raw[column]);
    if (!checked.ok) return refuse(`${column}: ${checked.message}.`);
    value[column] = checked.value;
  }
  if (!value.countryName) return refuse("countryName is required.");
  // Each level needs the one above it.
  const order: RegionCsvColumn[] = ["stateName", "districtName", "cityName"];
  for (let i = 1; i < order.length; i++) {
    if (value[order[i]] && !value[order[i - 1]]) return refuse(`${order[i]} is given without a ${order[i - 1]}.`);
  }
  if (value.stateCode && !value.stateName) return refuse("stateCode is given without a stateName.");
  if (value.cityName && !value.pincode) return refuse("pincode is required for a city.");
  if (!value.cityName && (value.pincode || raw.isActive)) return refuse("pincode and isActive belong to a city: give a cityName or leave them empty.");
  let isActive: boolean | undefined;
  if (raw.isActive) {
    isActive = ACTIVE[raw.isActive.toLowerCase()];
    if (isActive === undefined) return refuse(`isActive must be true or false, not "${raw.isActive}".`);
  }
  return {
    ok: true,
    value: {
      line,
      country: { name: value.countryName, isoCode: value.isoCode, isoCode3: value.isoCode3, dialCode: value.dialCode },
      ...(value.stateName ? { state: { name: value.stateName, code: value.stateCode } } : {}),
      ...(value.districtName ? { district: { name: value.districtName } } : {}),
      ...(value.cityName ? { city: { name: value.cityName, pincode: value.pincode!, isActive } } : {}),
    },
  };
}
