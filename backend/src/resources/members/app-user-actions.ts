/**
 * What staff do to a member from the App Users page (docs/members.md, "Documents and photos" and
 * "App Users"). Each runs inside the engine's transaction with its audit entry, after the declared
 * `when` was checked on the row as read; each still changes rows only where they are as it expects,
 * so of two staff acting at once one succeeds and the other is told (409).
 */
import { MESSAGES } from "@/lib/messages";
import { and, eq, inArray, notExists, sql } from "drizzle-orm";
import { z } from "zod";
import { adminOf } from "../../auth/guard";
import type { Db } from "../../db/client";
import { blockRequests, media, memberDocuments, memberNotifications, memberPhotos, members } from "../../db/schema";
import type { ActionContext, ActionDone, UndoContext } from "../../engine/hooks";
import { HttpError } from "../../http/envelope";
import { photoReviewIsOn } from "./app-user-rows";
import { settleDocumentStatus } from "./document-status";


/** What the member reads in the app when their photo is rejected. */
export const PHOTO_REJECTED_NOTICE = {
  title: "Your profile photo was not approved",
  body: "Our team could not approve your profile photo, so it has been removed from your profile. Please upload a clear, recent photo of yourself.",
};

/** What the member reads in the app when their documents waiting for verification are rejected. */
export const DOCUMENTS_REJECTED_NOTICE = {
  title: "Your documents were not accepted",
  body: "Our team could not verify the documents you uploaded, so they have been removed. Please upload clear, valid documents.",
};

/** The notice with the reason staff gave, when they gave one (docs/review.md). */
const withReason = (notice: { title: string; body: string }, body: Record<string, unknown>) => {
  const reason = typeof body.reason === "string" ? body.reason : undefined;
  return reason ? { title: notice.title, body: `${notice.body} Reason: ${reason}` } : notice;
};

const now = sql`now()`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** Approve and Reject apply only while the Setting's switch puts photos under review. */
async function requirePhotoReview(db: Db) {
  if (!(await photoReviewIsOn(db))) throw new HttpError(409, MESSAGES.photoReviewOff);
}

/** Its audit entry names the documents it verified: the member's row does not, and its undo reverses exactly those. */
export async function verifyDocuments({ db, request, row }: ActionContext): Promise<ActionDone> {
  const memberId = row.id;
  const verified = await db
    .update(memberDocuments)
    .set({ isVerified: true, verifiedBy: adminOf(request).row.id, verifiedAt: now })
    .where(and(eq(memberDocuments.memberId, memberId), eq(memberDocuments.isVerified, false)))
    .returning({ id: memberDocuments.id });
  if (!verified.length) throw new HttpError(409, MESSAGES.noDocumentsWaiting);
  await settleDocumentStatus(db, memberId);
  return {
    message: MESSAGES.documentsVerified(verified.length, String(row.name)),
    details: { documents: verified.map((document) => document.id).sort((a, b) => a - b) },
  };
}

/** The documents *Verify documents* names in its audit entry. */
const verifiedDocuments = z.object({ documents: z.array(z.number().int().positive()).min(1) });

/**
 * Undo of *Verify documents* from its toast (docs/undo.md): the documents it verified wait for
 * verification again, all or none: each must still be verified by that change (by its administrator,
 * at its moment), not verified again since by another change.
 */
export async function unverifyDocuments({ db, request, row, change }: UndoContext): Promise<string> {
  const named = verifiedDocuments.safeParse(change.details);
  // An entry of the action from before it named its documents: which ones it verified is not known.
  if (!named.success) throw new HttpError(409, MESSAGES.undoChangedSince);
  const ids = named.data.documents;
  const back = await db
    .update(memberDocuments)
    .set({ isVerified: false, verifiedBy: null, verifiedAt: null })
    .where(
      and(
        eq(memberDocuments.memberId, row.id),
        inArray(memberDocuments.id, ids),
        eq(memberDocuments.isVerified, true),
        eq(memberDocuments.verifiedBy, adminOf(request).row.id),
        sql`${memberDocuments.verifiedAt} = ${change.at}::timestamptz`,
      ),
    )
    .returning({ id: memberDocuments.id });
  // One gone or verified since: the whole undo is refused, and the transaction takes the others back.
  if (back.length !== new Set(ids).size) throw new HttpError(409, MESSAGES.undoChangedSince);
  await settleDocumentStatus(db, row.id);
  return MESSAGES.undone(`${plural(back.length, "document")} of ${String(row.name)} ${back.length === 1 ? "waits" : "wait"} for verification again.`);
}

/**
 * The documents waiting go (verified ones stay), with their files when the member uploaded them and
 * nothing else uses them, as a rejected photo's; the member is told, with the reason when given.
 */
export async function rejectDocuments({ db, row, body }: ActionContext): Promise<string> {
  const memberId = row.id;
  const removed = await db
    .delete(memberDocuments)
    .where(and(eq(memberDocuments.memberId, memberId), eq(memberDocuments.isVerified, false)))
    .returning({ mediaId: memberDocuments.mediaId });
  if (!removed.length) throw new HttpError(409, MESSAGES.noDocumentsWaiting);
  await deleteOwnFiles(db, memberId, removed.map((document) => document.mediaId));
  await settleDocumentStatus(db, memberId);
  await db.insert(memberNotifications).values({ memberId, ...withReason(DOCUMENTS_REJECTED_NOTICE, body) });
  return `${plural(removed.length, "document")} of ${String(row.name)} rejected and removed; the member is told.`;
}

/**
 * Files of a member's removed photo or documents that the member uploaded (owner `member:<id>`) and
 * that no photo or document uses any more: generated demo pictures, shared by many members, stay.
 */
async function deleteOwnFiles(db: Db, memberId: number, mediaIds: string[]) {
  if (!mediaIds.length) return;
  await db
    .delete(media)
    .where(
      and(
        inArray(media.id, [...new Set(mediaIds)]),
        eq(media.owner, `member:${memberId}`),
        notExists(db.select({ id: memberPhotos.id }).from(memberPhotos).where(eq(memberPhotos.mediaId, media.id))),
        notExists(db.select({ id: memberDocuments.id }).from(memberDocuments).where(eq(memberDocuments.mediaId, media.id))),
      ),
    );
}

/** The profile photo from one state of review to another, only where it still is in the first: whether it moved. */
async function movePhoto(db: Db, memberId: number, from: "pending" | "approved", to: "pending" | "approved"): Promise<boolean> {
  await requirePhotoReview(db);
  const moved = await db
    .update(members)
    .set({ photoStatus: to, updatedAt: now })
    .where(and(eq(members.id, memberId), eq(members.photoStatus, from)))
    .returning({ id: members.id });
  return moved.length > 0;
}

export async function approvePhoto({ db, row }: ActionContext): Promise<string> {
  if (!(await movePhoto(db, row.id, "pending", "approved"))) throw new HttpError(409, MESSAGES.noPhotoWaiting);
  return `The profile photo of ${String(row.name)} is approved.`;
}

/** Undo of Approve from its toast (docs/undo.md): the photo waits for approval again. */
export async function unapprovePhoto({ db, row }: ActionContext): Promise<string> {
  if (!(await movePhoto(db, row.id, "approved", "pending"))) throw new HttpError(409, MESSAGES.undoChangedSince);
  return MESSAGES.undone(`the profile photo of ${String(row.name)} waits for approval again.`);
}

/**
 * The profile photo goes: its photo row, and its file when the member uploaded it (generated demo
 * pictures are shared by many members and stay). The member is told in the app.
 */
export async function rejectPhoto({ db, row, body }: ActionContext): Promise<string> {
  await requirePhotoReview(db);
  const memberId = row.id;
  // Locked while it is decided: a second reviewer waits, then finds no photo waiting.
  const [waiting] = await db
    .select({ photoId: members.photoId })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.photoStatus, "pending")))
    .for("update");
  if (!waiting) throw new HttpError(409, MESSAGES.noPhotoWaiting);
  await db.update(members).set({ photoId: null, photoStatus: "none", updatedAt: now }).where(eq(members.id, memberId));
  if (waiting.photoId !== null) {
    const [photo] = await db
      .delete(memberPhotos)
      .where(and(eq(memberPhotos.id, waiting.photoId), eq(memberPhotos.memberId, memberId)))
      .returning({ mediaId: memberPhotos.mediaId });
    if (photo) await deleteOwnFiles(db, memberId, [photo.mediaId]);
  }
  await db.insert(memberNotifications).values({ memberId, ...withReason(PHOTO_REJECTED_NOTICE, body) });
  return `The profile photo of ${String(row.name)} is rejected and removed; the member is told.`;
}

/**
 * Lifts a block by the service: the member may sign in again, and every request to block them still
 * pending or approved is settled as rejected, by this administrator, now (as the original did).
 */
export async function unblock({ db, request, row }: ActionContext): Promise<string> {
  const memberId = row.id;
  const lifted = await db
    .update(members)
    .set({ isBlocked: false, blockedAt: null, updatedAt: now })
    .where(and(eq(members.id, memberId), eq(members.isBlocked, true)))
    .returning({ id: members.id });
  if (!lifted.length) throw new HttpError(409, MESSAGES.notBlocked);
  const settled = await db
    .update(blockRequests)
    .set({ status: "rejected", decidedBy: adminOf(request).row.id, decidedAt: now })
    .where(and(eq(blockRequests.reportedId, memberId), inArray(blockRequests.status, ["pending", "approved"])))
    .returning({ id: blockRequests.id });
  const name = String(row.name);
  return settled.length ? `${name} is unblocked; ${plural(settled.length, "block request")} against them settled.` : `${name} is unblocked.`;
}
