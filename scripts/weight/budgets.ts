import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const KB = 1000;

const Budgets = z.object({
  /** gzip kB a visit may download until the page is usable, by budget class (scripts/weight/kinds.ts). */
  untilUsableKB: z.object({ signedOut: z.number().positive(), views: z.number().positive(), record: z.number().positive(), charts: z.number().positive() }),
  /** gzip kB one interaction (clicking Add) may download. */
  onUseKB: z.number().positive(),
  /** Largest Contentful Paint of an admin page on the embedded database, ms (npm run bench:console). */
  largestPaintMs: z.number().positive(),
});
export type Budgets = z.infer<typeof Budgets>;

export const BUDGETS_FILE = path.resolve(__dirname, "../../size-budgets.json");

export function readBudgets(file = BUDGETS_FILE): Budgets {
  return Budgets.parse(JSON.parse(readFileSync(file, "utf8")));
}

export const bytesOf = (kB: number) => kB * KB;
export const kB = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;
