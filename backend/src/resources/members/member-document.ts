/**
 * A member's documents (resource `memberdocument`): the list of the App Users "Verify Doc" dialog and
 * of the member view's Documents tab, each document verified on its own (docs/members.md,
 * "Documents and photos").
 */
import { MESSAGES } from "@/lib/messages";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { ListQuery } from "../../../../lib/engine/list-query";
import { adminOf } from "../../auth/guard";
import type { Db } from "../../db/client";
import { serviceDayOf } from "../../db/service-day";
import { adminUsers, media, memberDocuments, members } from "../../db/schema";
import { defineHooks, type ListSource, type Row } from "../../engine/hooks";
import { memberDocument } from "../../../../lib/resources/members/member-tabs";
import { tablesOf } from "../../engine/tables";
import { HttpError } from "../../http/envelope";
import { memberFileHeaders } from "./member-files";
import { settleDocumentStatus } from "./document-status";
import { personName, personNameOrNull } from "../../db/person-name";

const EXPORT_BATCH = 2000;

const d = memberDocuments;
const day = (column: AnyPgColumn) => serviceDayOf<string | null>(column);

function selectDocuments(db: Db) {
  const type = tablesOf("document-type").main;
  return db
    .select({
      id: d.id,
      memberId: d.memberId,
      memberIdName: personName(members),
      documentTypeId: d.documentTypeId,
      documentTypeIdName: type.name,
      mediaId: d.mediaId,
      contentType: media.contentType,
      isVerified: d.isVerified,
      verifiedBy: personNameOrNull(adminUsers),
      verifiedAt: day(d.verifiedAt),
      uploadedAt: day(d.uploadedAt),
      // The keyset of the CSV: exact to the microsecond.
      uploadedKey: sql<string>`${d.uploadedAt}::text`,
    })
    .from(d)
    .innerJoin(members, eq(members.id, d.memberId))
    .innerJoin(type, eq(type.id, d.documentTypeId))
    .innerJoin(media, eq(media.id, d.mediaId))
    .leftJoin(adminUsers, eq(adminUsers.id, d.verifiedBy))
    .$dynamic();
}

type DocumentRecord = Awaited<ReturnType<typeof selectDocuments>>[number];

/** A document as the list shows it: its file's name and kind, whether it waits. */
function shaped({ uploadedKey: _key, contentType, ...row }: DocumentRecord): Row {
  const headers = memberFileHeaders(contentType, "document", row.mediaId);
  const fileName = /filename="([^"]+)"/.exec(headers["content-disposition"])?.[1] ?? "";
  const fileKind = headers["content-type"].startsWith("image/") ? "image" : headers["content-type"] === "application/pdf" ? "pdf" : "file";
  return { ...row, fileName, fileKind, awaitingVerification: !row.isVerified };
}

/** Every document of these members (each member's oldest upload first), as the list shows each: the review queue's. */
export async function documentsOfMembers(db: Db, memberIds: readonly number[]): Promise<Row[]> {
  if (!memberIds.length) return [];
  const rows = await selectDocuments(db)
    .where(inArray(d.memberId, [...memberIds]))
    .orderBy(asc(d.memberId), asc(d.uploadedAt), asc(d.id));
  return rows.map(shaped);
}

const conditions = (query: ListQuery) => (query.memberId === undefined ? undefined : eq(d.memberId, query.memberId as number));
// The declaration sorts by the upload (its default) or the id; both are walked by an index.
const ordering = (query: ListQuery) => {
  const direction = query.order === "asc" ? asc : desc;
  return query.sort === "id" ? [direction(d.id)] : [direction(d.uploadedAt), direction(d.id)];
};

export const memberDocumentSource: ListSource = {
  async list(db, query) {
    const where = conditions(query);
    const [rows, [{ total }]] = await Promise.all([
      selectDocuments(db)
        .where(where)
        .orderBy(...ordering(query))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db.select({ total: sql<number>`count(*)::int` }).from(d).where(where),
    ]);
    return { rows: rows.map(shaped), total };
  },
  async one(db, id) {
    const [row] = await selectDocuments(db).where(eq(d.id, id));
    return row && shaped(row);
  },
  async *stream(db, query) {
    let after: { key: string; id: number } | undefined;
    for (;;) {
      const sortById = query.sort === "id";
      const keyset =
        after &&
        (sortById
          ? query.order === "asc" ? sql`${d.id} > ${after.id}` : sql`${d.id} < ${after.id}`
          : query.order === "asc"
            ? sql`(${d.uploadedAt}, ${d.id}) > (${after.key}::timestamptz, ${after.id})`
            : sql`(${d.uploadedAt}, ${d.id}) < (${after.key}::timestamptz, ${after.id})`);
      const rows = await selectDocuments(db).where(and(conditions(query), keyset)).orderBy(...ordering(query)).limit(EXPORT_BATCH);
      if (rows.length) yield rows.map(shaped);
      if (rows.length < EXPORT_BATCH) return;
      const last = rows[rows.length - 1];
      after = { key: last.uploadedKey, id: last.id };
    }
  },
};

export const memberDocumentHooks = defineHooks(memberDocument, {
  source: memberDocumentSource,
  memberOf: (row) => row.memberId ?? undefined,
  actions: {
    async verify({ db, request, row }) {
      const [verified] = await db
        .update(d)
        .set({ isVerified: true, verifiedBy: adminOf(request).row.id, verifiedAt: sql`now()` })
        .where(and(eq(d.id, row.id), eq(d.isVerified, false)))
        .returning({ memberId: d.memberId });
      if (!verified) throw new HttpError(409, MESSAGES.documentAlreadyVerified);
      await settleDocumentStatus(db, verified.memberId);
      return `${String(row.documentTypeIdName)} of ${String(row.memberIdName)} verified.`;
    },
  },
  undo: {
    /** Undo of Verify from its toast (docs/undo.md): the document waits for verification again. */
    async verify({ db, row }) {
      const [back] = await db
        .update(d)
        .set({ isVerified: false, verifiedBy: null, verifiedAt: null })
        .where(and(eq(d.id, row.id), eq(d.isVerified, true)))
        .returning({ memberId: d.memberId });
      if (!back) throw new HttpError(409, MESSAGES.undoChangedSince);
      await settleDocumentStatus(db, back.memberId);
      return MESSAGES.undone(`${String(row.documentTypeIdName)} of ${String(row.memberIdName)} waits for verification again.`);
    },
  },
});
