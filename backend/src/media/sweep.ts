import type { FastifyInstance } from "fastify";
import { and, inArray, is, lt, ne, sql, type SQL } from "drizzle-orm";
import { getTableConfig, PgTable, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { runPeriodically } from "../periodic";
import * as schema from "../db/schema";
import { adminUsers, media, systemFlags } from "../db/schema";
import { SETTING_FORM } from "../../../lib/settings/setting";
import { ALL_RESOURCE_TABLES } from "../engine/tables";

/** How long an upload waits for a record to name it before it is removed (docs/uploads.md). */
export const UNUSED_UPLOAD_TTL = "1 day";
/** How often each api process sweeps; a sweep by several processes at once deletes each file once. */
const SWEEP_EVERY_MS = 60 * 60_000;
/** The generator's demo pictures are data of the seed, kept by it (backend/src/setup/members/images.ts). */
const SEED_OWNER = "generator";

/**
 * Every column that names an upload: each foreign key to media in the schema (member photos and
 * documents, the engine's image fields), found from the tables themselves so a new one is not
 * forgotten, and the administrators' picture, which names its file without a foreign key.
 */
function referencingColumns(): AnyPgColumn[] {
  const columns: AnyPgColumn[] = [adminUsers.image];
  const tables = new Set([...Object.values(schema), ...Object.values(ALL_RESOURCE_TABLES)]);
  for (const table of tables) {
    if (!is(table, PgTable)) continue;
    for (const key of getTableConfig(table).foreignKeys) {
      const reference = key.reference();
      if (reference.foreignTable === media) columns.push(...reference.columns);
    }
  }
  return columns;
}

const notNamedBy = (column: AnyPgColumn): SQL => {
  const table = column.table as PgTable;
  // admin_users.image is text: compared as text so a malformed value never breaks the sweep.
  const names = column === adminUsers.image ? sql`${column} = ${media.id}::text` : sql`${column} = ${media.id}`;
  return sql`not exists (select 1 from ${table} where ${names})`;
};

/** A picture a Setting flag names (a watermark): kept while the flag holds its id (lib/settings/setting.ts). */
const IMAGE_FLAGS = Object.entries(SETTING_FORM.fields).flatMap(([flag, field]) => (field.kind === "image" ? [flag] : []));
const notAFlagsPicture = sql`not exists (select 1 from ${systemFlags} where ${inArray(systemFlags.name, IMAGE_FLAGS)} and ${systemFlags.value} = ${media.id}::text)`;

/** Removes uploads older than a day that no saved record names; answers how many went. */
export async function sweepUnusedUploads(db: Db): Promise<number> {
  const removed = await db
    .delete(media)
    .where(and(lt(media.createdAt, sql`now() - ${UNUSED_UPLOAD_TTL}::interval`), ne(media.owner, SEED_OWNER), notAFlagsPicture, ...referencingColumns().map(notNamedBy)))
    .returning({ id: media.id });
  return removed.length;
}

/** Sweeps once the api is ready, then every hour, until it closes. */
export async function uploadSweep(app: FastifyInstance, { db }: { db: Db }) {
  runPeriodically(app, "unused uploads removed", SWEEP_EVERY_MS, () => sweepUnusedUploads(db));
}
