/**
 * npm run size: what a visit of each page downloads until it is usable, and what clicking its Add
 * button downloads, in gzip bytes as sent, against size-budgets.json (docs/performance.md). Needs
 * `npm run build`; starts the production console on a fresh embedded database with the demo data
 * (ports from BENCH_PORT, default 3300). Exits 1 when any figure is over its budget or a page could not
 * be weighed, so `npm test` (and CI) fails.
 *   --scripts            also list each page's scripts with their bytes (what to look at when a page grew)
 *   --only <text>        weighs only the pages whose name holds <text> (a quick look; never what npm test runs)
 *   SIZE_CONCURRENCY=n   visits at once (default 2); the bytes do not depend on it.
 */
import { readBudgets, kB } from "./weight/budgets";
import { withConsole } from "./weight/console";
import { measureTargets, type Measured } from "./weight/measure";
import { consoleTargets } from "./weight/targets";

function row(result: Measured) {
  const { target, weight, error } = result;
  return {
    page: target.name,
    kind: target.kind.label,
    "until usable": weight ? kB(weight.untilUsable) : "—",
    budget: kB(result.budget),
    "on use": weight?.onUse != null ? kB(weight.onUse) : "—",
    "on use budget": result.onUseBudget !== null ? kB(result.onUseBudget) : "—",
    "": error ? "FAILED" : result.over ? "OVER" : "ok",
  };
}

async function main(): Promise<number> {
  const budgets = readBudgets();
  const started = Date.now();
  const onlyArgument = process.argv.indexOf("--only");
  const only = onlyArgument > 0 ? process.argv[onlyArgument + 1].toLowerCase() : undefined;
  const results = await withConsole(({ base, browser, sessions, memberId }) =>
    measureTargets(browser, consoleTargets(memberId).filter((target) => !only || target.name.toLowerCase().includes(only)), { base, sessions, budgets, concurrency: Number(process.env.SIZE_CONCURRENCY ?? 2) }),
  );
  if (process.argv.includes("--scripts")) {
    for (const { target, weight } of results) {
      console.log(`\n${target.name} (${target.path})`);
      for (const [url, bytes] of weight?.scripts ?? []) console.log(`  ${kB(bytes).padStart(9)}  ${new URL(url).pathname}`);
    }
  }
  console.table(results.map(row));
  for (const failed of results.filter((result) => result.error)) console.error(`${failed.target.name} (${failed.target.path}) could not be weighed: ${failed.error}`);
  const over = results.filter((result) => result.over && !result.error);
  if (over.length) console.error(`Over budget: ${over.map((result) => result.target.name).join(", ")}.`);
  console.log(`${results.length} pages weighed in ${Math.round((Date.now() - started) / 1000)} s.`);
  return results.some((result) => result.over) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
