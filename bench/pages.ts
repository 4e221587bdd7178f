/**
 * The pages' part of npm run bench:console: each page's weight until usable and on use (the measuring
 * of npm run size, scripts/weight) and the Largest Contentful Paint of each admin page, the median of
 * its weighed visit and four more fresh ones, beside their budgets (size-budgets.json,
 * docs/performance.md).
 */
import { kB, readBudgets } from "../scripts/weight/budgets";
import { measureTargets } from "../scripts/weight/measure";
import { consoleTargets, type Target } from "../scripts/weight/targets";
import { weighVisit } from "../scripts/weight/visit";
import type { BenchContext } from "./context";
import type { BenchSection } from "./table";
import { median } from "./median";

/**
 * Each admin page asked for once before anything is measured, as a console in use has served them:
 * the console's and the api's first answer for a page loads its code and prepares its queries, which
 * no visit after it pays again. Only the servers are warmed: every visit measured is still a fresh
 * browser with nothing cached.
 */
async function warmServers({ base, browser, storageState }: BenchContext, targets: { path: string; as?: string }[]) {
  const context = await browser.newContext({ storageState });
  for (const target of targets.filter((one) => one.as)) await context.request.get(`${base}${target.path}`);
  await context.close();
}

/** Visits each page besides its weighed one, fresh each time, for its largest paint: one visit alone says little. */
const PAINT_VISITS = 5;

/** The largest paint of `PAINT_VISITS - 1` more fresh visits of each page, one visit at a time, by path. */
async function morePaints({ base, browser, sessions }: BenchContext, targets: Target[]): Promise<Map<string, (number | null)[]>> {
  const paints = new Map<string, (number | null)[]>();
  for (let round = 1; round < PAINT_VISITS; round++) {
    for (const target of targets) {
      const context = await browser.newContext(target.as ? { storageState: sessions[target.as] } : {});
      try {
        const { largestPaintMs } = await weighVisit(context, `${base}${target.path}`);
        paints.set(target.path, [...(paints.get(target.path) ?? []), largestPaintMs]);
      } finally {
        await context.close();
      }
    }
  }
  return paints;
}

export async function measurePages(bench: BenchContext): Promise<BenchSection[]> {
  const { base, browser, sessions, memberId } = bench;
  const budgets = readBudgets();
  await warmServers(bench, consoleTargets(memberId));
  // One visit at a time: the bytes would not change with more, the paint timings would.
  const results = await measureTargets(browser, consoleTargets(memberId), { base, sessions, budgets, concurrency: 1 });
  const paints = await morePaints(bench, results.filter((result) => result.target.paintBudgeted && result.weight).map((result) => result.target));
  const weight: BenchSection = { title: "weight until usable", rows: [] };
  const onUse: BenchSection = { title: "on use (Add)", rows: [] };
  const paint: BenchSection = { title: "largest paint", rows: [] };
  for (const { target, weight: visit, error, budget, onUseBudget } of results) {
    const what = `${target.name} (${target.kind.label})`;
    if (!visit) {
      weight.rows.push({ what, figure: `not weighed: ${error}`, budget: `≤ ${kB(budget)}`, met: false });
      continue;
    }
    weight.rows.push({ what, figure: kB(visit.untilUsable), budget: `≤ ${kB(budget)}`, met: visit.untilUsable <= budget });
    if (onUseBudget !== null) onUse.rows.push({ what, figure: kB(visit.onUse ?? 0), budget: `≤ ${kB(onUseBudget)}`, met: (visit.onUse ?? 0) <= onUseBudget });
    if (target.paintBudgeted) {
      const visits = [visit.largestPaintMs, ...(paints.get(target.path) ?? [])];
      const ms = visits.includes(null) ? null : median(visits as number[]);
      const each = visits.map((one) => (one === null ? "none" : Math.round(one))).join(", ");
      paint.rows.push({ what: `${target.name} (median of ${visits.length} visits: ${each})`, figure: ms === null ? "none reported" : `${Math.round(ms)} ms`, budget: `< ${budgets.largestPaintMs} ms`, met: ms !== null && ms < budgets.largestPaintMs });
    }
  }
  return [weight, onUse, paint];
}
