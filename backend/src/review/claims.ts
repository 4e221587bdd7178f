/**
 * The review queue's claims (docs/review.md, "Two staff never hold the same item"): in one transaction,
 * give up what the page skipped, renew what it still holds, and claim the next items oldest first among
 * those no other administrator holds. Each kind's candidates are read by an index of its own, a few rows
 * at a time, with their rows locked `FOR UPDATE SKIP LOCKED`: two claims at the same moment pass each
 * other instead of waiting or reading the same rows. The claim itself is an insert that takes a row over
 * only when its claim has run out or is the caller's own, so even candidates read before another
 * claim committed are never held by two administrators at once.
 */
import { and, asc, eq, gt, inArray, ne, not, notExists, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { alias } from "drizzle-orm/pg-core";
import { CLAIM_AHEAD, CLAIM_SECONDS, parseReviewKey, REVIEW_KINDS, type ReviewKind } from "@/lib/review";
import type { Db } from "../db/client";
import { blockRequests, memberDocuments, memberPhotos, members, reviewClaims } from "../db/schema";
import { databaseErrorCode } from "../db/errors";
import { inTransaction } from "../db/transaction";
import { qualified } from "../engine/tables";

/** An item claimed: its kind, its id, and since when it waits (the queue's order). */
export interface Claimed {
  kind: ReviewKind;
  id: number;
  since: Date;
}

export interface ClaimRequest {
  adminId: number;
  /** The kinds to claim from: those the caller may decide, or the one asked for. */
  kinds: readonly ReviewKind[];
  exclude: readonly string[];
  release: readonly string[];
  renew: readonly string[];
  take?: number;
}

/**
 * Candidates read beyond what is taken: a candidate may be lost to a claim that committed after it was
 * read (its insert then returns nothing), and the next one takes its place without another read.
 */
const SLACK = 3;

const UNTIL = sql`now() + ${CLAIM_SECONDS}::int * interval '1 second'`;

type KeyedItems = Map<ReviewKind, number[]>;

/** Keys ("documents:42") by kind; the schema has already refused a malformed one. */
function byKind(keys: readonly string[]): KeyedItems {
  const items: KeyedItems = new Map();
  for (const key of keys) {
    const parsed = parseReviewKey(key);
    if (parsed) items.set(parsed.kind, [...(items.get(parsed.kind) ?? []), parsed.id]);
  }
  return items;
}

/** The claim rows of these items. */
const claimsOf = (items: KeyedItems): SQL | undefined =>
  or(...[...items].map(([kind, ids]) => and(eq(reviewClaims.kind, kind), inArray(reviewClaims.itemId, ids))));

/** No other administrator holds the item now (an expired claim holds nothing). */
const freeFor = (db: Db, kind: ReviewKind, item: AnyPgColumn, adminId: number) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(reviewClaims)
      .where(and(eq(reviewClaims.kind, kind), eq(reviewClaims.itemId, item), gt(reviewClaims.expiresAt, sql`now()`), ne(reviewClaims.adminId, adminId))),
  );

/** Whether a claim's item still waits for a decision: a decided item leaves the queue, and its claim with it. */
const stillWaiting = sql`case ${qualified(reviewClaims.kind)}
  when 'documents' then exists (select 1 from ${memberDocuments} where ${qualified(memberDocuments.memberId)} = ${qualified(reviewClaims.itemId)} and not ${qualified(memberDocuments.isVerified)})
  when 'photos' then exists (select 1 from ${members} where ${qualified(members.id)} = ${qualified(reviewClaims.itemId)} and ${qualified(members.photoStatus)} = 'pending')
  else exists (select 1 from ${blockRequests} where ${qualified(blockRequests.id)} = ${qualified(reviewClaims.itemId)} and ${qualified(blockRequests.status)} = 'pending') end`;

const olderDocument = alias(memberDocuments, "older_document");

/**
 * The next candidates of one kind, oldest first, none of `skip` and none another administrator holds,
 * each row locked (rows another claim or a decision has locked are passed over).
 */
const CANDIDATES: Record<ReviewKind, (db: Db, adminId: number, skip: number[], limit: number) => Promise<{ id: number; since: Date }[]>> = {
  // A member whose documents wait, since their oldest waiting upload: member_documents_waiting_idx walked
  // oldest first, each member met at their oldest waiting document only.
  documents: (db, adminId, skip, limit) => {
    const d = memberDocuments;
    return db
      .select({ id: d.memberId, since: d.uploadedAt })
      .from(d)
      .innerJoin(members, eq(members.id, d.memberId))
      .where(
        and(
          not(d.isVerified),
          notInArray(d.memberId, skip),
          notExists(
            db
              .select({ one: sql`1` })
              .from(olderDocument)
              .where(
                and(
                  eq(olderDocument.memberId, d.memberId),
                  not(olderDocument.isVerified),
                  sql`(${olderDocument.uploadedAt}, ${olderDocument.id}) < (${d.uploadedAt}, ${d.id})`,
                ),
              ),
          ),
          freeFor(db, "documents", d.memberId, adminId),
        ),
      )
      .orderBy(asc(d.uploadedAt), asc(d.id))
      .limit(limit)
      .for("update", { of: members, skipLocked: true });
  },
  // A member whose profile photo waits, since its upload (kept by a trigger): members_photo_waiting_idx.
  photos: (db, adminId, skip, limit) =>
    db
      .select({ id: members.id, since: sql<Date>`${members.photoWaitingSince}`.mapWith(members.photoWaitingSince) })
      .from(members)
      // A photo to show: a member waiting without one is never claimed (nothing could be decided on it).
      .innerJoin(memberPhotos, eq(memberPhotos.id, members.photoId))
      .where(and(sql`${members.photoStatus} = 'pending'`, notInArray(members.id, skip), freeFor(db, "photos", members.id, adminId)))
      .orderBy(asc(members.photoWaitingSince), asc(members.id))
      .limit(limit)
      .for("update", { of: members, skipLocked: true }),
  // A pending request, since it was made: block_requests_status_created_idx.
  blockRequests: (db, adminId, skip, limit) =>
    db
      .select({ id: blockRequests.id, since: blockRequests.createdAt })
      .from(blockRequests)
      .where(and(eq(blockRequests.status, "pending"), notInArray(blockRequests.id, skip), freeFor(db, "blockRequests", blockRequests.id, adminId)))
      .orderBy(asc(blockRequests.createdAt), asc(blockRequests.id))
      .limit(limit)
      .for("update", { of: blockRequests, skipLocked: true }),
};

/** Oldest first across kinds; a tie in the kinds' order, then by id, so every claim tries rows in the same order. */
const byWaiting = (a: Claimed, b: Claimed) =>
  a.since.getTime() - b.since.getTime() || REVIEW_KINDS.indexOf(a.kind) - REVIEW_KINDS.indexOf(b.kind) || a.id - b.id;

/**
 * Runs one claim: answers the items newly claimed (oldest first) and until when the caller holds them
 * and those renewed. Items the page already holds are renewed, never answered again.
 */
export async function claim(db: Db, request: ClaimRequest): Promise<ClaimResult> {
  // Two claims can wait on each other's rows (a renewal against a takeover of an expired claim): the
  // one PostgreSQL stops is run once more, on the rows as the other left them.
  try {
    return await claimOnce(db, request);
  } catch (error) {
    if (!RETRIED.has(databaseErrorCode(error) ?? "")) throw error;
    return claimOnce(db, request);
  }
}

/** A deadlock, or a serialization failure. */
const RETRIED = new Set(["40P01", "40001"]);

export interface ClaimResult {
  claimed: Claimed[];
  /** The items of `renew` the caller still holds: any other was taken over after its claim ran out, or decided. */
  renewed: string[];
  until: Date;
}

async function claimOnce(db: Db, request: ClaimRequest): Promise<ClaimResult> {
  const { adminId, kinds } = request;
  const mine = eq(reviewClaims.adminId, adminId);
  const allowed = (items: KeyedItems): KeyedItems => new Map([...items].filter(([kind]) => kinds.includes(kind)));
  return inTransaction(db, async (tx) => {
    // now() is the transaction's start: every claim and renewal of this one runs out at the same moment.
    const { rows } = await tx.execute(sql`select ${UNTIL} as until`);
    const until = new Date((rows[0] as { until: Date | string }).until);

    // Skipped items are free for others at once.
    const released = claimsOf(byKind(request.release));
    if (released) await tx.delete(reviewClaims).where(and(mine, released));

    // What the page still holds stays its own, if it still is (a claim another took over after it ran out is theirs).
    const toRenew = allowed(byKind(request.renew));
    const renewing = claimsOf(toRenew);
    const renewed = renewing
      ? await tx.update(reviewClaims).set({ expiresAt: until }).where(and(mine, renewing)).returning({ kind: reviewClaims.kind, itemId: reviewClaims.itemId })
      : [];

    // The caller's claims that ran out, or whose item was decided meanwhile, go: a few rows of the caller's own.
    const gone = await tx
      .delete(reviewClaims)
      .where(and(mine, or(sql`${reviewClaims.expiresAt} <= now()`, sql`not (${stillWaiting})`)))
      .returning({ kind: reviewClaims.kind, itemId: reviewClaims.itemId });
    const goneKeys = new Set(gone.map((row) => `${row.kind}:${row.itemId}`));
    const kept = renewed.map((row) => `${row.kind}:${row.itemId}`).filter((key) => !goneKeys.has(key));

    const take = request.take ?? Math.max(0, CLAIM_AHEAD - kept.length);
    if (take === 0) return { claimed: [], renewed: kept, until };

    const skipped = byKind([...request.exclude, ...request.renew]);
    const candidates: Claimed[] = [];
    // One kind after another on the transaction's one connection; each reads a few rows by its index.
    for (const kind of kinds) {
      for (const row of await CANDIDATES[kind](tx, adminId, skipped.get(kind) ?? [], take + SLACK)) candidates.push({ kind, id: row.id, since: row.since });
    }
    candidates.sort(byWaiting);

    const claimed: Claimed[] = [];
    let next = 0;
    while (claimed.length < take && next < candidates.length) {
      const batch = candidates.slice(next, next + take - claimed.length);
      next += batch.length;
      const won = await tx
        .insert(reviewClaims)
        .values(batch.map((item) => ({ kind: item.kind, itemId: item.id, adminId, expiresAt: until })))
        .onConflictDoUpdate({
          target: [reviewClaims.kind, reviewClaims.itemId],
          set: { adminId: sql`excluded.admin_id`, expiresAt: sql`excluded.expires_at` },
          // Taken over only when its claim ran out, or it is the caller's own already.
          setWhere: sql`${reviewClaims.expiresAt} <= now() or ${reviewClaims.adminId} = excluded.admin_id`,
        })
        .returning({ kind: reviewClaims.kind, itemId: reviewClaims.itemId });
      const wonKeys = new Set(won.map((row) => `${row.kind}:${row.itemId}`));
      claimed.push(...batch.filter((item) => wonKeys.has(`${item.kind}:${item.id}`)));
    }
    return { claimed, renewed: kept, until };
  });
}
