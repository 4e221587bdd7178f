import { once } from "node:events";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { sql } from "drizzle-orm";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { COPY_HEADER, COPY_TRAILER, copyChunks, copyStatement, type CopyColumn, type CopyOptions, type CopyRows } from "./copy";
import * as schema from "./schema";

/** Both drivers speak the same PostgreSQL; the rest of the api sees one type. */
export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs `work` in one transaction on one connection (committed when it returns, rolled back when it
   * throws) with COPY at hand: how bulk loads stay all-or-nothing on either driver.
   */
  bulkLoad<T>(work: (session: BulkSession) => Promise<T>): Promise<T>;
}

export interface BulkSession {
  /** Queries on the load's connection, inside its transaction. */
  db: Db;
  /** Streams rows into `table` through COPY (binary, each column with its type), a chunk at a time; answers how many rows went in. */
  copyRows(table: string, columns: readonly CopyColumn[], rows: CopyRows, options?: CopyOptions): Promise<number>;
}

/** About a megabyte of COPY data per write: large enough to keep PostgreSQL busy, small enough to never matter. */
const COPY_CHUNK = 1 << 20;

const MIGRATIONS = path.resolve(__dirname, "../../drizzle");
// Any fixed number: every api process takes this lock so two never migrate at once.
const MIGRATION_LOCK = 727_274_001;

export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ("url" in target) return openPostgres(target.url);
  return openPglite("dataDir" in target ? target.dataDir : undefined);
}

/**
 * Whether the database holds every migration of the folder already. Drizzle's migrator starts with
 * CREATE SCHEMA, which a deployment's api role may not run (it owns no table: deploy/api-role.sql,
 * docs/audit-log.md); a database migrated by its owner is then left as it is.
 */
async function migratedFully(client: pg.PoolClient): Promise<boolean> {
  const [{ table }] = (await client.query<{ table: string | null }>("select to_regclass('drizzle.__drizzle_migrations')::text as table")).rows;
  if (!table) return false;
  const [{ newest }] = (await client.query<{ newest: string | null }>("select max(created_at)::text as newest from drizzle.__drizzle_migrations")).rows;
  const folder = readMigrationFiles({ migrationsFolder: MIGRATIONS });
  return newest !== null && folder.every((migration) => migration.folderMillis <= Number(newest));
}

function openPostgres(url: string): Database {
  // A server that does not answer a connection within 5 s is taken as down (a 503, docs/operations.md)
  // rather than left to hold the request until the console gives up on it.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle connection the server ends (a restart, a failover) is replaced on next use; unhandled,
  // its error would stop the process.
  pool.on("error", (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: "postgres",
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
        if (!(await migratedFully(client))) await migratePg(db, { migrationsFolder: MIGRATIONS });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
    async bulkLoad(work) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query("begin");
        const session: BulkSession = { db: drizzlePg(client, { schema }), copyRows: (...args) => copyIntoPostgres(client, ...args) };
        const result = await work(session);
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch((rollbackError: Error) => (broken = rollbackError));
        throw error;
      } finally {
        // A connection whose rollback failed (a COPY cut short) is closed rather than reused.
        client.release(broken);
      }
    },
  };
}

async function copyIntoPostgres(client: pg.PoolClient, table: string, columns: readonly CopyColumn[], rows: CopyRows, options?: CopyOptions) {
  const stream = client.query(copyFrom(copyStatement(table, columns, "STDIN", options)));
  let refused = false;
  stream.on("error", () => (refused = true));
  const finished = once(stream, "finish");
  // Seen at the final await; until then a server error would count as unhandled.
  finished.catch(() => undefined);
  let count = 0;
  try {
    stream.write(COPY_HEADER);
    for await (const chunk of copyChunks(rows, columns, COPY_CHUNK)) {
      count += chunk.rows;
      options?.onProgress?.(count);
      // `once` rejects on the stream's error event, so a refused row ends the wait instead of hanging it.
      if (!stream.write(chunk.data)) await once(stream, "drain");
    }
    stream.end(COPY_TRAILER);
  } catch (error) {
    // Our own failure (making a row) cancels the COPY; a refusal from the server has already ended it.
    if (!refused) stream.destroy(error as Error);
    throw error;
  }
  await finished;
  return count;
}

async function openPglite(dataDir?: string): Promise<Database> {
  const dir = dataDir ? path.join(dataDir, "pglite") : undefined;
  const releaseLock = dir ? lockDataDir(dir) : () => undefined;
  try {
    // pg_trgm: the trigram indexes that make a search inside names fast.
    // One options object: `new PGlite(undefined, options)` (in memory) silently drops the options, extensions included.
    const client = new PGlite({ dataDir: dir, extensions: { pg_trgm } });
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: "pglite",
      migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS }),
      // One connection in the process: the load owns it from begin to commit (the CLI, or the api's
      // first start before it listens), so every statement in between is in the transaction.
      async bulkLoad(work) {
        await client.exec("begin");
        try {
          const result = await work({ db, copyRows: (...args) => copyIntoPglite(client, ...args) });
          await client.exec("commit");
          return result;
        } catch (error) {
          await client.exec("rollback").catch(() => undefined);
          throw error;
        }
      },
      async close() {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** PGlite reads COPY data from the virtual file /dev/blob, filled from the query's `blob` option. */
async function copyIntoPglite(client: PGlite, table: string, columns: readonly CopyColumn[], rows: CopyRows, options?: CopyOptions) {
  const statement = copyStatement(table, columns, "'/dev/blob'", options);
  let count = 0;
  // Each chunk is a COPY of its own, so each has the format's header and trailer.
  for await (const chunk of copyChunks(rows, columns, COPY_CHUNK)) {
    await client.query(statement, [], { blob: new Blob([COPY_HEADER, chunk.data, COPY_TRAILER]) });
    count += chunk.rows;
    options?.onProgress?.(count);
  }
  return count;
}

/**
 * PGlite is one process's database: a second process opening the same directory would corrupt it.
 * A pid file refuses the second opener with a message that says what to do.
 */
function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockFile = path.join(path.dirname(dir), "pglite.pid");
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, "utf8"));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `The embedded database in ${dir} is in use by process ${pid} (the running api). Stop it first, or set DATABASE_URL to use a PostgreSQL server.`,
      );
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
