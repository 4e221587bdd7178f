/**
 * npm run size: first-load JavaScript per route of the production build, gzip bytes, against the
 * budgets of size-budgets.json (docs/performance.md). Exits 1 when a route is over its budget, so CI
 * fails the build; bytes are deterministic for a given build.
 *   --record   write today's bytes into size-budgets.json as the figures the "change" column compares to
 *
 * First load is what Next.js lists for the route in .next/diagnostics/route-bundle-stats.json: the
 * scripts its HTML names before anything renders. Code a page loads on use (dialogs, date pickers,
 * rich text) or as a view of its own is not in it: `npm run bench:weight` measures a page's whole
 * download in Chromium.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { z } from "zod";

const root = path.resolve(__dirname, "..");
const statsFile = path.join(root, ".next", "diagnostics", "route-bundle-stats.json");
const budgetsFile = path.join(root, "size-budgets.json");

const Stats = z.array(z.object({ route: z.string(), firstLoadChunkPaths: z.array(z.string()) }));
const Budgets = z.object({
  /** Longest matching prefix wins; "*" ends a prefix. */
  budgets: z.array(z.object({ route: z.string(), kB: z.number().positive() })),
  recorded: z.record(z.string(), z.number().int().nonnegative()),
});

const KB = 1000;

if (!existsSync(statsFile)) {
  console.error("No production build: run `npm run build` first (it writes .next/diagnostics/route-bundle-stats.json).");
  process.exit(1);
}

const stats = Stats.parse(JSON.parse(readFileSync(statsFile, "utf8")));
const config = Budgets.parse(JSON.parse(readFileSync(budgetsFile, "utf8")));

const gzipped = new Map<string, number>();
function gzipBytes(chunk: string): number {
  let bytes = gzipped.get(chunk);
  if (bytes === undefined) {
    // The level next start serves with (zlib's default).
    bytes = gzipSync(readFileSync(path.join(root, chunk))).length;
    gzipped.set(chunk, bytes);
  }
  return bytes;
}

function budgetFor(route: string): number | undefined {
  const matches = config.budgets.filter(({ route: pattern }) =>
    pattern.endsWith("*") ? route.startsWith(pattern.slice(0, -1)) : route === pattern,
  );
  matches.sort((a, b) => b.route.length - a.route.length);
  return matches[0] ? matches[0].kB * KB : undefined;
}

const kB = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;
const signed = (bytes: number) => (bytes === 0 ? "±0" : `${bytes > 0 ? "+" : "−"}${(Math.abs(bytes) / KB).toFixed(1)} kB`);

const rows = stats
  .filter(({ route }) => !route.startsWith("/api/"))
  .map(({ route, firstLoadChunkPaths }) => {
    const bytes = firstLoadChunkPaths.reduce((sum, chunk) => sum + gzipBytes(chunk), 0);
    const budget = budgetFor(route);
    const recorded = config.recorded[route];
    return { route, bytes, budget, change: recorded === undefined ? undefined : bytes - recorded };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

const table = rows.map((row) => ({
  route: row.route,
  "first load (gzip)": kB(row.bytes),
  budget: row.budget === undefined ? "none" : kB(row.budget),
  change: row.change === undefined ? "new" : signed(row.change),
  "": row.budget !== undefined && row.bytes > row.budget ? "OVER" : "ok",
}));
console.table(table);

const unbudgeted = rows.filter((row) => row.budget === undefined);
const over = rows.filter((row) => row.budget !== undefined && row.bytes > row.budget);

if (process.argv.includes("--record")) {
  const recorded = Object.fromEntries(rows.map((row) => [row.route, row.bytes]));
  writeFileSync(budgetsFile, `${JSON.stringify({ ...config, recorded }, null, 2)}\n`);
  console.log(`Recorded today's figures in ${path.relative(root, budgetsFile)}.`);
}

if (unbudgeted.length) console.error(`No budget for: ${unbudgeted.map((row) => row.route).join(", ")} (add one to size-budgets.json).`);
if (over.length) console.error(`Over budget: ${over.map((row) => `${row.route} ${kB(row.bytes)} > ${kB(row.budget!)}`).join("; ")}`);
process.exit(unbudgeted.length || over.length ? 1 : 0);
