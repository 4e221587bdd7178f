/**
 * The Region page's bulk CSV, as the console and the api both know it: its columns, its limits and
 * its routes (under the city resource, so who may call them follows from the Region page). The rules
 * of each column are in docs/region-csv.md.
 */
export const REGION_CSV_HEADER = [
  "countryName",
  "isoCode",
  "isoCode3",
  "dialCode",
  "stateName",
  "stateCode",
  "districtName",
  "cityName",
  "pincode",
  "isActive",
] as const;

export type RegionCsvColumn = (typeof REGION_CSV_HEADER)[number];

export const REGION_CSV_MAX_ROWS = 100_000;
export const REGION_CSV_MAX_BYTES = 20 * 1024 * 1024;
/** Reasons of refused lines sent back; the counts cover every line. */
export const REGION_CSV_MAX_REASONS = 1_000;

export const REGION_CSV_PATHS = {
  sample: "city/csv/sample",
  download: "city/csv/tree",
  upload: "city/csv/upload",
} as const;

export interface RegionUploadResult {
  inserted: number;
  updated: number;
  unchanged: number;
  refused: number;
  refusals: { line: number; reason: string }[];
}
