/**
 * The claimed items in full, as a decision needs them (docs/review.md, "One item at a time"): each
 * member's essentials, a member's documents, a block request's reason and both members' last lines of
 * history. Read after the claim committed, in a few statements for all the items together, each part
 * by the member's primary key or a member_id index.
 */
import { signalsOf } from "../resources/members/signals";
import { asc, eq, inArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { HISTORY_LINES, type ReviewDocument, type ReviewHistoryLine, type ReviewItem, type ReviewKind, type ReviewMember, reviewKey } from "@/lib/review";
import type { Db } from "../db/client";
import { personName, personNameOrNull } from "../db/person-name";
import { serviceDayOf } from "../db/service-day";
import { adminUsers, auditLog, blockRequests, memberAddresses, memberDocuments, memberPhotos, members } from "../db/schema";
import { qualified } from "../engine/tables";
import { DELETED_ADMIN } from "../resources/members/history";
import { actionLabel } from "../resources/members/history-text";
import { named, nameText } from "../resources/members/master-names";
import { documentsOfMembers } from "../resources/members/member-document";
import { ageOn } from "../resources/members/profile-read";
import { momentOf } from "../resources/members/tab-source";
import type { Claimed } from "./claims";

const ofMember = sql`${qualified(members.id)}`;
const addressCity = named("city", "review_city");
/** Where the member lives now (their current address), else their permanent address's city. */
const cityOf = (db: Db) =>
  db
    .select({ name: addressCity.name })
    .from(memberAddresses)
    .innerJoin(addressCity.table, eq(addressCity.table.id, memberAddresses.cityId))
    .where(sql`${qualified(memberAddresses.memberId)} = ${ofMember}`)
    .orderBy(sql`case when ${qualified(memberAddresses.kind)} = 'current' then 0 else 1 end`)
    .limit(1);

const counted = (from: SQLWrapper, where: SQL) => sql<number>`(select count(*)::int from ${from} where ${where})`;

/** The essentials of these members, by id: one statement, each count by its own index. */
async function readMembers(db: Db, ids: readonly number[]): Promise<Map<number, ReviewMember>> {
  if (!ids.length) return new Map();
  const ownDocuments = sql`${qualified(memberDocuments.memberId)} = ${ofMember}`;
  const rows = await db
    .select({
      id: members.id,
      name: personName(members),
      memberCode: members.memberCode,
      gender: members.gender,
      birthDate: members.birthDate,
      city: sql<unknown>`(${cityOf(db)})`,
      registered: serviceDayOf<string>(members.registeredAt),
      photoFileId: memberPhotos.mediaId,
      photoStatus: members.photoStatus,
      isBlocked: members.isBlocked,
      documents: counted(memberDocuments, ownDocuments),
      verified: counted(memberDocuments, sql`${ownDocuments} and ${qualified(memberDocuments.isVerified)}`),
      against: counted(blockRequests, sql`${qualified(blockRequests.reportedId)} = ${ofMember}`),
      againstPending: counted(blockRequests, sql`${qualified(blockRequests.reportedId)} = ${ofMember} and ${qualified(blockRequests.status)} = 'pending'`),
      made: counted(blockRequests, sql`${qualified(blockRequests.reporterId)} = ${ofMember}`),
    })
    .from(members)
    .leftJoin(memberPhotos, eq(memberPhotos.id, members.photoId))
    .where(inArray(members.id, [...ids]));
  const signals = await Promise.all(rows.map((row) => signalsOf(db, row.id)));
  return new Map(
    rows.map((row, n) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        memberCode: row.memberCode,
        gender: row.gender,
        age: row.birthDate ? ageOn(row.birthDate) : null,
        city: nameText(row.city, addressCity.unit),
        registered: row.registered,
        photoFileId: row.photoFileId,
        photoApproved: row.photoStatus === "approved",
        documents: { verified: Number(row.verified), total: Number(row.documents) },
        reportsAgainst: { total: Number(row.against), pending: Number(row.againstPending) },
        reportsMade: Number(row.made),
        isBlocked: row.isBlocked,
        signals: signals[n],
      },
    ]),
  );
}

/** Every document of these members, by member. */
async function readDocuments(db: Db, memberIds: readonly number[]): Promise<Map<number, ReviewDocument[]>> {
  const documents = new Map<number, ReviewDocument[]>();
  for (const row of await documentsOfMembers(db, memberIds)) {
    const memberId = Number(row.memberId);
    const document: ReviewDocument = {
      id: Number(row.id),
      type: String(row.documentTypeIdName),
      fileId: String(row.mediaId),
      fileKind: row.fileKind as ReviewDocument["fileKind"],
      uploaded: String(row.uploadedAt),
      isVerified: Boolean(row.isVerified),
    };
    documents.set(memberId, [...(documents.get(memberId) ?? []), document]);
  }
  return documents;
}

/**
 * The last HISTORY_LINES audit entries filed under each of these members, newest first: one statement,
 * each member's own read from audit_log_member_idx and stopped at the limit.
 */
async function readHistory(db: Db, memberIds: readonly number[]): Promise<Map<number, ReviewHistoryLine[]>> {
  const history = new Map<number, ReviewHistoryLine[]>();
  if (!memberIds.length) return history;
  const ids = sql.join(
    memberIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const { rows } = await db.execute(sql`
    select m.id as "memberId", h.action, h.details, h.at, h.admin_id as "adminId", h.admin
    from unnest(array[${ids}]::int[]) as m(id)
    cross join lateral (
      select ${auditLog.action} as action, ${auditLog.details} as details, ${auditLog.createdAt} as at, ${auditLog.adminId} as admin_id, ${personNameOrNull(adminUsers)} as admin, ${auditLog.id} as id
      from ${auditLog} left join ${adminUsers} on ${adminUsers.id} = ${auditLog.adminId}
      where ${auditLog.memberId} = m.id
      order by ${auditLog.createdAt} desc, ${auditLog.id} desc
      limit ${HISTORY_LINES}
    ) as h
    order by m.id, h.at desc, h.id desc`);
  for (const row of rows as { memberId: number; action: string; details: unknown; at: Date | string; adminId: number | null; admin: string | null }[]) {
    const memberId = Number(row.memberId);
    const line: ReviewHistoryLine = { at: momentOf(row.at)!, action: actionLabel(row.action, row.details), admin: row.adminId === null ? DELETED_ADMIN : row.admin };
    history.set(memberId, [...(history.get(memberId) ?? []), line]);
  }
  return history;
}

/** The claimed items in full, in the order claimed; an item whose rows went meanwhile (a member deleted) is left out. */
export async function readItems(db: Db, claimed: readonly Claimed[]): Promise<ReviewItem[]> {
  const idsOf = (kind: ReviewKind) => claimed.filter((item) => item.kind === kind).map((item) => item.id);
  const [documentMembers, photoMembers, requestIds] = [idsOf("documents"), idsOf("photos"), idsOf("blockRequests")];
  const requests = requestIds.length
    ? await db
        .select({ id: blockRequests.id, reason: blockRequests.reason, reporterId: blockRequests.reporterId, reportedId: blockRequests.reportedId })
        .from(blockRequests)
        .where(inArray(blockRequests.id, requestIds))
        .orderBy(asc(blockRequests.id))
    : [];
  const requestMembers = requests.flatMap((request) => [request.reporterId, request.reportedId]);
  const [essentials, documents, history] = await Promise.all([
    readMembers(db, [...new Set([...documentMembers, ...photoMembers, ...requestMembers])]),
    readDocuments(db, documentMembers),
    readHistory(db, [...new Set(requestMembers)]),
  ]);
  const requestById = new Map(requests.map((request) => [request.id, request]));
  const withHistory = (id: number) => {
    const member = essentials.get(id);
    return member && { ...member, history: history.get(id) ?? [] };
  };

  return claimed.flatMap((item): ReviewItem[] => {
    const base = { key: reviewKey(item.kind, item.id), id: item.id, waitingSince: item.since.toISOString() };
    if (item.kind === "blockRequests") {
      const request = requestById.get(item.id);
      const [reporter, reported] = request ? [withHistory(request.reporterId), withHistory(request.reportedId)] : [];
      return request && reporter && reported ? [{ ...base, kind: "blockRequests", reason: request.reason, reporter, reported }] : [];
    }
    const member = essentials.get(item.id);
    if (!member) return [];
    if (item.kind === "documents") return [{ ...base, kind: "documents", member, documents: documents.get(item.id) ?? [] }];
    return member.photoFileId ? [{ ...base, kind: "photos", member, photoFileId: member.photoFileId }] : [];
  });
}
