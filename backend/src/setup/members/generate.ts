/**
 * `npm run db:seed -- --members N`: N members (the scenario members first) with everything they made,
 * loaded through COPY in one transaction, then analysed. The rules are in docs/members.md,
 * "Generated members".
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { makeChoices } from "./choices";
import { makeFacts, planRegistrations, type Context } from "./context";
import { storeGeneratedImages } from "./images";
import { advanceSequences, copyTables, emptyMemberTables, MembersExistError, number, restore, seconds, skipTriggers } from "./load";
import { DERIVED_TABLES, MEMBER_TABLES, SIGNAL_TABLES } from "./plan";
import { loadReference } from "./reference";
import { planRequests } from "./relations";
import { planSignals, rebuildSignals, switchSignalTriggers } from "./signals";
import { SCENARIO_MEMBERS } from "./scenarios";
import { pauseSchema } from "./schema-pause";
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
  /**
   * Skip the foreign keys' per-row checks during the load (session_replication_role = replica): the
   * rows are valid by construction. Done when the database user may (a superuser; PGlite) unless this
   * is false; otherwise the foreign keys are dropped for the load and added back, each checked once.
   */
  skipForeignKeyChecks?: boolean;
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

export { MembersExistError };

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
    images: { male: [], female: [], documents: [], pairs: [], hashes: new Map() },
    facts: makeFacts(options.members),
    requests: [],
    planted: { phone: new Map(), email: new Map(), photo: new Map(), photoPairs: 0 },
    blockedAt: new Map(),
  };
  planRegistrations(context);
  planRequests(context);
  context.planted = planSignals(context);
  log(`Generating ${number(context.total)} members (seed ${context.seed}, as of ${new Date(context.asOf).toISOString().slice(0, 10)}) on ${database.kind}…`);

  let rows: Record<string, number> = {};
  await database.bulkLoad(async (session) => {
    // Before emptying the tables: a savepoint after it would keep COPY from freezing their rows.
    const skipChecks = options.skipForeignKeyChecks !== false && (await skipTriggers(session));
    await emptyMemberTables(session, options.replace ?? false);
    // Keys and indexes off for the load, back after it: faster at any size measured (3,000 members on
    // PGlite: 2.6 s against 3.5 s), so there is one way. Their sorts in memory, for this transaction only.
    await session.db.execute(sql`set local maintenance_work_mem = '256MB'`);
    const paused = await pauseSchema(session.db, [...MEMBER_TABLES, ...DERIVED_TABLES], { keepForeignKeys: skipChecks });
    context.images = await storeGeneratedImages(session.db, context.planted.photoPairs);
    // The signals' triggers would look up each row's neighbours in tables without their indexes: they
    // are off for the load (in this transaction), and the signals are rebuilt in one pass after it.
    await switchSignalTriggers(session.db, false);
    rows = await copyTables(session, context, log, elapsed);
    await restore(session, paused, log, elapsed);
    await switchSignalTriggers(session.db, true);
    await rebuildSignals(session.db, log, elapsed);
    await advanceSequences(session);
  });
  const loadMs = performance.now() - started;
  log(`  committed, elapsed ${elapsed()}`);

  const analyzeStarted = performance.now();
  // After the commit: VACUUM cannot run inside a transaction. It sets the visibility map (index-only
  // scans) and ANALYZE gives the planner the new tables' statistics.
  for (const table of [...MEMBER_TABLES, ...DERIVED_TABLES, ...SIGNAL_TABLES]) await database.db.execute(sql`vacuum (analyze) ${sql.identifier(table)}`);
  log(`  vacuum analyze in ${seconds(performance.now() - analyzeStarted)}`);
  const totalMs = performance.now() - started;
  log(`Generated ${number(context.total)} members in ${seconds(totalMs)} (load ${seconds(loadMs)}).`);
  return { rows, loadMs, totalMs };
}
