/**
 * npm run bench:console: one table of the console's budgets (docs/performance.md), each figure beside
 * its budget. Needs `npm run build`; starts the production console and api on a fresh embedded
 * database with the demo data (ports from BENCH_PORT, default 3300). Exits 1 when a figure missed.
 */
import { withConsole } from "../scripts/weight/console";
import type { BenchPart } from "./context";
import { forwarderPart } from "./forwarder";
import { measureNavigation } from "./navigation";
import { measurePages } from "./pages";
import { measureReviewQueue } from "./review-queue";
import { printSections, type BenchSection } from "./table";

/** The parts of the table, in order: each is given the running console (bench/context.ts). */
const PARTS: BenchPart[] = [
  measurePages,
  (context) => measureNavigation(context, { verbose: false }),
  measureReviewQueue,
  forwarderPart,
];

async function main(): Promise<number> {
  const sections: BenchSection[] = [];
  await withConsole(async (context) => {
    for (const part of PARTS) sections.push(...[await part(context)].flat());
  });
  return printSections(sections) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
