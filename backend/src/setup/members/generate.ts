/**
 * `npm run db:seed -- --members N`: N members (the scenario members first) with everything they made,
 * loaded through COPY in one transaction, then analysed. The rules are in docs/members.md,
 * "Generated members".
 */
import { sql } from "drizzle-orm";
import type { BulkSession, Database } from "../../db/client";
import { makeChoices } from "./choices";
import { makeFacts, planRegistrations, type Context } from "./context";
import { storeGeneratedImages } from "./images";
import { LOAD_PLAN, MEMBER_TABLES } from "./plan";
import { loadReference } from "./reference";
import { planRequests } from "./relations";
import { SCENARIO_MEMBERS } from "./scenarios";
import { pauseSchema, restoreSchema } from "./schema-pause";
import { startOfDay } from "./time";

export const DEFAULT_SEED = 1;
/** What a fresh embedded start (and SEED_DEMO) adds: enough to page and filter, quick to load. */
export const DEMO_MEMBERS = 3_000;
export const MAX_MEMBERS = 5_000_000;
export const MIN_MEMBERS = SCENARIO_MEMBERS.length;

export interface GenerateOptions {
  members: number;
  seed?: number;
  /** Empty the member tables first; without it a database that has members is refused. */
  replace?: boolean;
  /** The run's day (default today, UTC): every generated time is before its midnight. */
  asOf?: Date;
  log?: (line: string) => void;
}

export interface GenerateResult {
  rows: Record<string, number>;
  /** Load (one transaction) and the whole run (with VACUUM ANALYZE after it), ms. */
  loadMs: number;
  totalMs: number;
}

export class MembersExistError extends Error {}

const number = (n: number) => n.toLocaleString("en-US");
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function checkMemberCount(members: number) {
  if (!Number.isInteger(members) || members < MIN_MEMBERS || members > MAX_MEMBERS) {
    throw new Error(`--members must be a whole number from ${MIN_MEMBERS} (the scenario members) to ${number(MAX_MEMBERS)}.`);
  }
}

export async function hasMembers(database: Database): Promise<boolean> {
  const result = (await database.db.execute(sql`select exists (select 1 from members) as found`)) as unknown as { rows: { found: boolean }[] };
  return result.rows[0].found;
}

export async function generateMembers(database: Database, options: GenerateOptions): Promise<GenerateResult> {
  checkMemberCount(options.members);
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  const elapsed = () => seconds(performance.now() - started);
  const reference = await loadReference(database.db);
  const context: Context = {
    seed: options.seed ?? DEFAULT_SEED,
    total: options.members,
    firstGenerated: SCENARIO_MEMBERS.length + 1,
    asOf: startOfDay(options.asOf ?? new Date()),
    reference,
    choices: makeChoices(reference),
    images: { male: [], female: [], documents: [] },
    facts: makeFacts(options.members),
    requests: [],
    blockedAt: new Map(),
  };
  planRegistrations(context);
  planRequests(context);
  log(`Generating ${number(context.total)} members (seed ${context.seed}, as of ${new Date(context.asOf).toISOString().slice(0, 10)}) on ${database.kind}…`);

  const rows: Record<string, number> = {};
  await database.bulkLoad(async (session) => {
    await emptyMemberTables(session, options.replace ?? false);
    const paused = await pauseSchema(session.db, MEMBER_TABLES);
    context.images = await storeGeneratedImages(session.db);
    for (const table of LOAD_PLAN) {
      const tableStarted = performance.now();
      let reported = tableStarted;
      rows[table.name] = await session.copyRows(table.name, table.columns, table.rows(context), {
        // Tables emptied in this transaction take their rows frozen: no later pass rewrites every page.
        freeze: true,
        onProgress: (sent) => {
          const now = performance.now();
          if (now - reported < 10_000) return;
          reported = now;
          log(`  ${table.name}: ${number(sent)} rows so far, elapsed ${elapsed()}`);
        },
      });
      const ms = performance.now() - tableStarted;
      log(`  ${table.name}: ${number(rows[table.name])} rows in ${seconds(ms)} (${number(Math.round(rows[table.name] / Math.max(ms / 1000, 0.001)))} rows/s), elapsed ${elapsed()}`);
    }
    const restoreStarted = performance.now();
    const spent = { key: 0, index: 0, "foreign key": 0 };
    await restoreSchema(session.db, paused, (kind, { name, table }, ms) => {
      spent[kind] += ms;
      if (ms > 2000) log(`    ${kind} ${name} on ${table}: ${seconds(ms)}`);
    });
    log(
      `  ${paused.keys.length} keys (${seconds(spent.key)}), ${paused.indexes.length} indexes (${seconds(spent.index)}) and ${paused.foreignKeys.length} foreign keys (${seconds(spent["foreign key"])}) back in ${seconds(performance.now() - restoreStarted)}, elapsed ${elapsed()}`,
    );
    await advanceSequences(session);
  });
  const loadMs = performance.now() - started;
  log(`  committed, elapsed ${elapsed()}`);

  const analyzeStarted = performance.now();
  // After the commit: VACUUM cannot run inside a transaction. It sets the visibility map (index-only
  // scans) and ANALYZE gives the planner the new tables' statistics.
  for (const table of MEMBER_TABLES) await database.db.execute(sql`vacuum (analyze) ${sql.identifier(table)}`);
  log(`  vacuum analyze in ${seconds(performance.now() - analyzeStarted)}`);
  const totalMs = performance.now() - started;
  log(`Generated ${number(context.total)} members in ${seconds(totalMs)} (load ${seconds(loadMs)}).`);
  return { rows, loadMs, totalMs };
}

/** Refuses a database with members unless asked to replace them; either way starts from empty tables (ids from 1). */
async function emptyMemberTables(session: BulkSession, replace: boolean) {
  await session.db.execute(sql`lock table members in access exclusive mode`);
  const [{ count }] = ((await session.db.execute(sql`select count(*)::int as count from members`)) as unknown as { rows: { count: number }[] }).rows;
  if (count > 0 && !replace) {
    throw new MembersExistError(`The database already has ${number(count)} members. Run again with --replace to delete them, and everything they made, first.`);
  }
  await session.db.execute(sql`truncate table ${sql.join(MEMBER_TABLES.map((table) => sql.identifier(table)), sql`, `)} restart identity`);
}

/** Ids were written explicitly: each serial moves past the largest, so the app's next insert gets a new id. */
async function advanceSequences(session: BulkSession) {
  for (const table of LOAD_PLAN.filter((t) => t.serialId)) {
    await session.db.execute(sql`select setval(pg_get_serial_sequence(${table.name}, 'id'), coalesce(max(id), 0) + 1, false) from ${sql.identifier(table.name)}`);
  }
}
