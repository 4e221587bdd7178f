/**
 * The databases the api suite runs against. PGlite (in memory) always; a throwaway PostgreSQL
 * database as well when DATABASE_URL names a server, because production runs on PostgreSQL and
 * the two differ in the places that matter (locking, advisory locks, the driver's type parsing).
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database, type Db } from "../src/db/client";
import { seedDemo, syncPages } from "../src/setup/seed";

export type DatabaseLabel = "PGlite" | "PostgreSQL";

export interface DatabaseTarget {
  label: DatabaseLabel;
  /** Opens a fresh, migrated and demo-seeded database; `dispose` removes every trace of it. */
  open(): Promise<{ database: Database; dispose(): Promise<void> }>;
}

const pglite: DatabaseTarget = {
  label: "PGlite",
  async open() {
    const database = await openDatabase({ memory: true });
    return { database, dispose: () => database.close() };
  },
};

/** A database of its own on the server of `serverUrl`, so parallel Jest workers never share rows. */
function postgres(serverUrl: string): DatabaseTarget {
  return {
    label: "PostgreSQL",
    async open() {
      const name = `api_test_${randomBytes(6).toString("hex")}`;
      await onServer(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      let database: Database;
      try {
        database = await openDatabase({ url: url.toString() });
      } catch (error) {
        await dropDatabase(serverUrl, name);
        throw error;
      }
      return {
        database,
        async dispose() {
          await database.close().catch(() => undefined);
          await dropDatabase(serverUrl, name);
        },
      };
    },
  };
}

/** One short connection to a PostgreSQL server, for what a pool cannot do (CREATE and DROP DATABASE). */
export async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// FORCE: a connection a failed test left open must not keep the database alive.
const dropDatabase = (serverUrl: string, name: string) =>
  onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

export function databaseTargets(env: NodeJS.ProcessEnv = process.env): DatabaseTarget[] {
  return env.DATABASE_URL ? [pglite, postgres(env.DATABASE_URL)] : [pglite];
}

/** What a test block reads once its database is open. Reading it before `beforeAll` ran is a bug in the test. */
export interface TestDatabase {
  readonly label: DatabaseLabel;
  readonly database: Database;
  readonly db: Db;
}

/** The same steps as prepareDatabase on a first embedded start: migrate, write the pages, seed the demo admins. */
async function prepare(database: Database) {
  await database.migrate();
  await syncPages(database.db);
  await seedDemo(database.db);
}

/**
 * Opens one database for the whole block (hashing the seed passwords costs too much to repeat per
 * test) and registers its disposal. Call it at the top of a describe callback.
 */
export function useDatabase(target: DatabaseTarget): TestDatabase {
  let opened: { database: Database; dispose(): Promise<void> } | undefined;
  // Opening, migrating and seeding a database is the slow part of a suite (PGlite is WebAssembly);
  // on a busy machine it may take longer than a test's 30 s, which says nothing about the code.
  beforeAll(async () => {
    opened = await target.open();
    await prepare(opened.database);
  }, 120_000);
  afterAll(async () => {
    await opened?.dispose();
    opened = undefined;
  });
  const current = () => {
    if (!opened) throw new Error(`The ${target.label} test database is not open: use it inside a test or a hook.`);
    return opened.database;
  };
  return {
    label: target.label,
    get database() {
      return current();
    },
    get db() {
      return current().db;
    },
  };
}

/**
 * `describe.each` over the targets, named "<name> on PGlite" and "<name> on PostgreSQL", each with its
 * own database. Without DATABASE_URL the PostgreSQL block is reported as skipped rather than left
 * out, so a run that silently lost half its coverage says so in its summary.
 */
export function describeEachDatabase(name: string, fn: (database: TestDatabase) => void) {
  const targets = databaseTargets();
  describe.each(targets.map((target) => [target.label, target] as const))(`${name} on %s`, (_label, target) => {
    fn(useDatabase(target));
  });
  if (!targets.some((target) => target.label === "PostgreSQL")) {
    describe.skip(`${name} on PostgreSQL (set DATABASE_URL to run)`, () => {
      it("runs when DATABASE_URL names a PostgreSQL server", () => undefined);
    });
  }
}
