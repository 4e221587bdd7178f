/**
 * The Region page's bulk CSV, as the console and the api both know it: its columns, its limits and
 * its routes (under the city resource, so who may call them follows from the Region page). The rules
 * of each column are in docs/region-csv.md.
 */
import type { ResourceEndpoint } from "../engine/define";

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

/**
 * Its routes, declared by the city resource (lib/resources/region.ts): the upload both adds and edits
 * rows, takes up to 20 MB, and saves 100,000 lines in one transaction, well under a minute but more
 * than the console's usual 15 s.
 */
export const REGION_CSV_ENDPOINTS = {
  sample: { path: "csv/sample", method: "GET" },
  download: { path: "csv/tree", method: "GET" },
  upload: { path: "csv/upload", method: "POST", rights: ["add", "edit"], maxBytes: REGION_CSV_MAX_BYTES, timeoutMs: 120_000 },
} as const satisfies Record<string, ResourceEndpoint>;

/** The resource whose routes they are: who may call them follows from the Region page, which owns it. */
export const REGION_CSV_RESOURCE = "city";
/** The same routes as api paths under /api/admin/. */
export const REGION_CSV_PATHS = {
  sample: `${REGION_CSV_RESOURCE}/${REGION_CSV_ENDPOINTS.sample.path}`,
  download: `${REGION_CSV_RESOURCE}/${REGION_CSV_ENDPOINTS.download.path}`,
  upload: `${REGION_CSV_RESOURCE}/${REGION_CSV_ENDPOINTS.upload.path}`,
} as const;

export interface RegionUploadResult {
  inserted: number;
  updated: number;
  unchanged: number;
  refused: number;
  refusals: { line: number; reason: string }[];
}
