/**
 * What the member moderation tests compare: a fingerprint of every member table (a refused request
 * must leave it as it was), the audit entries of a member, a CSV body read back into cells.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../src/db/client";
import { auditLog } from "../src/db/schema";

const MEMBER_TABLES = ["members", "member_names", "member_documents", "member_photos", "member_notifications", "block_requests", "media", "member_tallies", "member_tally_changes", "member_tally_rollups"] as const;

/**
 * One text per member table, each row's every column in id order (media by id and owner: its bytes never
 * change), and how many audit entries exist: equal before and after means nothing changed.
 */
export async function memberTablesFingerprint(db: Db): Promise<Record<string, string>> {
  const prints: Record<string, string> = {};
  for (const table of MEMBER_TABLES) {
    const name = sql.identifier(table);
    const row = table === "media" ? sql`(t.id, t.owner, t.content_type)::text` : sql`t::text`;
    const { rows } = await db.execute(sql`select md5(coalesce(string_agg(${row}, ',' order by ${row}), '')) as print from ${name} t`);
    prints[table] = (rows[0] as { print: string }).print;
  }
  const { rows } = await db.execute(sql`select count(*)::int as n from audit_log`);
  prints.audit_log = String((rows[0] as { n: number }).n);
  return prints;
}

export async function auditOf(db: Db, memberId: number) {
  return db.select().from(auditLog).where(eq(auditLog.memberId, memberId)).orderBy(auditLog.id);
}

/** A CSV answer as lines of cells; the tests' values hold no quote, comma or line break. */
export function csvCells(body: string): string[][] {
  return body
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter(Boolean)
    .map((line) => line.split(","));
}
