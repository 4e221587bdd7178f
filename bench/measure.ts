/**
 * What the benchmarks share: timed GETs through the api's inject() (the api's own work, without a
 * network in between), percentiles, and a table that says how busy the machine was.
 */
import { cpus, loadavg } from "node:os";
import type { FastifyInstance } from "fastify";

export const BUDGET_MS = 50;
/** The api's p95 budget of a report or the dashboard at a million members (docs/reports.md, "Speed"; docs/dashboard.md). */
export const REPORT_BUDGET_MS = 200;
/** Find anything, from the keystroke's request to its answer (docs/find.md). */
export const FIND_BUDGET_MS = 100;
/** The review queue's claim of the next items and its count of what is left (docs/review.md, "Speed"). */
export const REVIEW_BUDGET_MS = 50;
const WARM_UP = 5;

export interface Timing {
  label: string;
  url: string;
  rows: number;
  totalRecords: number;
  p50: number;
  p95: number;
  max: number;
  budget: number;
}

/**
 * A call other than a GET (the review queue's claim): its body made afresh for each run, and what the
 * next run keeps of this one's answer (the items it claimed, to give back).
 */
export interface BenchCall {
  method: "POST";
  path: string;
  body: () => Record<string, unknown>;
  answered?: (record: unknown) => void;
}

/** A case: its label, its path under /api/admin/ (a GET) or its call, and its p95 budget when not a list's (BUDGET_MS). */
export type BenchCase = [label: string, path: string | BenchCall, budgetMs?: number];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value: number) => value.toFixed(1).padStart(7);

/** Each case `runs` times after a few warm-up runs, one after the other; a case that does not answer 200 stops the bench. */
export async function timeCases(app: FastifyInstance, headers: Record<string, string>, cases: BenchCase[], runs: number): Promise<Timing[]> {
  const results: Timing[] = [];
  for (const [label, target, budget = BUDGET_MS] of cases) {
    const call: BenchCall | { method: "GET"; path: string; body?: undefined; answered?: undefined } = typeof target === "string" ? { method: "GET", path: target } : target;
    const path = call.path;
    const url = `/api/admin/${path}`;
    const times: number[] = [];
    let body: { recordList: unknown[]; totalRecords?: number } | undefined;
    for (let run = 0; run < WARM_UP + runs; run++) {
      const payload = call.body?.();
      const start = process.hrtime.bigint();
      const response = await app.inject({ method: call.method, url, headers, ...(payload ? { payload } : {}) });
      const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
      if (response.statusCode !== 200) throw new Error(`${call.method} ${url} answered ${response.statusCode}: ${response.body}`);
      body = response.json();
      call.answered?.(body!.recordList[0]);
      if (run >= WARM_UP) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    results.push({ label, url: path, rows: body!.recordList.length, totalRecords: body!.totalRecords ?? 0, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)!, budget });
  }
  return results;
}

/** The figures as a table, with the machine's load; answers how many cases went over the budget. */
export function printTimings(title: string, results: Timing[], runs: number): number {
  console.log(`\n${title}, ${runs} runs per case after ${WARM_UP} warm-up runs (ms)`);
  // Other work on the machine shows in the figures: say how busy it was.
  console.log(`${cpus().length} CPUs, load average ${loadavg().map((l) => l.toFixed(2)).join(" ")}\n`);
  const width = Math.max(...results.map((r) => r.label.length));
  console.log(`${"case".padEnd(width)}  ${"p50".padStart(7)}  ${"p95".padStart(7)}  ${"max".padStart(7)}  rows  totalRecords`);
  for (const r of results) {
    const flag = r.p95 > r.budget ? `  > ${r.budget} ms` : "";
    console.log(`${r.label.padEnd(width)}  ${ms(r.p50)}  ${ms(r.p95)}  ${ms(r.max)}  ${String(r.rows).padStart(4)}  ${String(r.totalRecords).padStart(12)}${flag}`);
  }
  const slow = results.filter((r) => r.p95 > r.budget);
  const budgets = [...new Set(results.map((r) => r.budget))].map((budget) => `${budget} ms`).join(" or ");
  console.log(slow.length ? `\n${slow.length} case(s) over their p95 budget.` : `\nEvery case within its p95 budget (${budgets}).`);
  return slow.length;
}
