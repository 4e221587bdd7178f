/**
 * What staff do to members from App Users (docs/members.md): each action changes exactly what it
 * should, in one transaction with one audit entry; bad input answers 400, a missing member 404, an
 * action that no longer applies 409; two staff at once never both succeed; the demo administrator and
 * staff without App Users are refused everything that changes, and every refusal changes nothing.
 */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { and, eq } from "drizzle-orm";
import { MESSAGES } from "@/lib/messages";
import { ACCOUNTS, buildTestApp, signIn } from "../../../test/app";
import { describeEachDatabase } from "../../../test/databases";
import { auditOf, memberTablesFingerprint } from "../../../test/member-checks";
import { insertBlockRequest, insertDocument, insertMedia, insertMember, insertProfilePhoto, refId } from "../../../test/members";
import { resourceClient, type ResourceClient } from "../../../test/resources";
import { blockRequests, media, memberDocuments, memberNotifications, memberPhotos, members, systemFlags } from "../../db/schema";
import { seedReferenceData } from "../../engine/seed";
import { REASON_MAX_LENGTH } from "@/lib/review";
import { DOCUMENTS_REJECTED_NOTICE, PHOTO_REJECTED_NOTICE } from "./app-user-actions";
import { PHOTO_REVIEW_FLAG } from "./app-user-rows";

const MISSING = 2_000_000_000;

describeEachDatabase("App Users actions", (t) => {
  let app: FastifyInstance;
  let staff: ResourceClient;
  let admin: ResourceClient;
  let staffId: number;
  let aadhaar: number;
  let pan: number;

  beforeAll(async () => {
    await seedReferenceData(t.db);
    app = await buildTestApp(t.db);
    const signedIn = await signIn(app, ACCOUNTS.staff);
    staffId = signedIn.id;
    staff = resourceClient(app, signedIn.SessionToken);
    admin = resourceClient(app, (await signIn(app, ACCOUNTS.admin)).SessionToken);
    aadhaar = await refId(t.db, "document-type", "Aadhaar Card");
    pan = await refId(t.db, "document-type", "PAN Card");
  });
  afterAll(async () => {
    await app?.close();
  });

  const setPhotoReview = (value: "true" | "false") => t.db.update(systemFlags).set({ value }).where(eq(systemFlags.name, PHOTO_REVIEW_FLAG));
  const memberRow = async (id: number) => (await t.db.select().from(members).where(eq(members.id, id)))[0];

  /** The request answers `status` (and `message`), and no member table changed. */
  async function refused(send: () => Promise<LightMyRequestResponse>, status: number, message?: string) {
    const before = await memberTablesFingerprint(t.db);
    const response = await send();
    expect({ status: response.statusCode, ...(message ? { message: response.json().message } : {}) }).toEqual({ status, ...(message ? { message } : {}) });
    expect(await memberTablesFingerprint(t.db)).toEqual(before);
    return response;
  }

  /** The one audit entry an action left for the member. */
  async function auditedOnce(memberId: number, action: string, adminId = staffId) {
    const entries = await auditOf(t.db, memberId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: `appuser.${action}`, adminId, page: "App Users", memberId, target: `appuser:${memberId}` });
    return entries[0] as { before: Record<string, unknown>; after: Record<string, unknown>; details: unknown };
  }

  it("verifies every waiting document of a member, by whom and when, and the member's status follows", async () => {
    const member = await insertMember(t.db);
    const bystander = await insertMember(t.db);
    const earlier = (await insertDocument(t.db, member.id, aadhaar, true)).document;
    await insertDocument(t.db, member.id, pan);
    await insertDocument(t.db, member.id, aadhaar);
    await insertDocument(t.db, bystander.id, pan);
    const response = await staff.post(`appuser/${member.id}/verifyDocuments`, {});
    expect(response.json()).toMatchObject({ status: 200, message: `2 documents of ${member.firstName} ${member.lastName} verified.` });
    expect(response.json().recordList[0]).toMatchObject({ id: member.id, documentStatus: "Verified", hasPendingDocuments: false });

    const documents = await t.db.select().from(memberDocuments).where(eq(memberDocuments.memberId, member.id));
    expect(documents.every((d) => d.isVerified)).toBe(true);
    for (const d of documents.filter((d) => d.id !== earlier.id)) expect({ by: d.verifiedBy, at: d.verifiedAt instanceof Date }).toEqual({ by: staffId, at: true });
    expect(documents.find((d) => d.id === earlier.id)?.verifiedBy).toBeNull();
    expect((await memberRow(member.id)).documentStatus).toBe("verified");
    // Another member's documents are not touched.
    expect((await memberRow(bystander.id)).documentStatus).toBe("pending");
    const [theirs] = await t.db.select().from(memberDocuments).where(eq(memberDocuments.memberId, bystander.id));
    expect(theirs.isVerified).toBe(false);

    const entry = await auditedOnce(member.id, "verifyDocuments");
    expect(entry.before).toMatchObject({ documentStatus: "Verify Doc", hasPendingDocuments: true });
    expect(entry.after).toMatchObject({ documentStatus: "Verified", hasPendingDocuments: false });

    await refused(() => staff.post(`appuser/${member.id}/verifyDocuments`, {}), 409, MESSAGES.noDocumentsWaiting);
    const without = await insertMember(t.db);
    await refused(() => staff.post(`appuser/${without.id}/verifyDocuments`, {}), 409, MESSAGES.noDocumentsWaiting);
  });

  it("approves a waiting profile photo while the Setting reviews photos, and refuses when it does not", async () => {
    const member = await insertMember(t.db);
    await insertProfilePhoto(t.db, member.id, "pending");
    const response = await staff.post(`appuser/${member.id}/approvePhoto`, {});
    expect(response.json()).toMatchObject({ status: 200, message: `The profile photo of ${member.firstName} ${member.lastName} is approved.` });
    expect((await memberRow(member.id)).photoStatus).toBe("approved");
    const entry = await auditedOnce(member.id, "approvePhoto");
    expect([entry.before.photoStatus, entry.after.photoStatus, entry.after.isVerified]).toEqual(["pending", "approved", true]);
    await refused(() => staff.post(`appuser/${member.id}/approvePhoto`, {}), 409, MESSAGES.noPhotoWaiting);

    const waiting = await insertMember(t.db);
    await insertProfilePhoto(t.db, waiting.id, "pending");
    await setPhotoReview("false");
    try {
      expect((await staff.ok(`appuser/${waiting.id}`)).recordList[0]).toMatchObject({ photoPending: true, photoReviewable: false });
      await refused(() => staff.post(`appuser/${waiting.id}/approvePhoto`, {}), 409, MESSAGES.photoReviewOff);
      await refused(() => staff.post(`appuser/${waiting.id}/rejectPhoto`, {}), 409, MESSAGES.photoReviewOff);
      await refused(() => staff.post("appuser/bulk/approvePhoto", { ids: [waiting.id] }), 409, MESSAGES.photoReviewOff);
    } finally {
      await setPhotoReview("true");
    }
    expect((await staff.ok(`appuser/${waiting.id}`)).recordList[0]).toMatchObject({ photoReviewable: true });
  });

  it("rejects a profile photo: the photo and the member's own file go, the member is told", async () => {
    const member = await insertMember(t.db);
    const { photo, file } = await insertProfilePhoto(t.db, member.id, "pending");
    const other = await insertMedia(t.db, `member:${member.id}`);
    const [kept] = await t.db.insert(memberPhotos).values({ memberId: member.id, mediaId: other.id }).returning();
    const response = await staff.post(`appuser/${member.id}/rejectPhoto`, {});
    expect(response.json()).toMatchObject({ status: 200, message: `The profile photo of ${member.firstName} ${member.lastName} is rejected and removed; the member is told.` });
    expect(await memberRow(member.id)).toMatchObject({ photoId: null, photoStatus: "none" });
    expect(await t.db.select().from(memberPhotos).where(eq(memberPhotos.id, photo.id))).toEqual([]);
    expect(await t.db.select({ id: media.id }).from(media).where(eq(media.id, file.id))).toEqual([]);
    // The member's other photos stay.
    expect((await t.db.select().from(memberPhotos).where(eq(memberPhotos.id, kept.id))).length).toBe(1);
    const notices = await t.db.select().from(memberNotifications).where(eq(memberNotifications.memberId, member.id));
    expect(notices).toEqual([expect.objectContaining({ ...PHOTO_REJECTED_NOTICE, readAt: null })]);
    const entry = await auditedOnce(member.id, "rejectPhoto");
    expect([entry.before.photoMediaId, entry.after.photoMediaId, entry.after.photoStatus]).toEqual([file.id, null, "none"]);
    await refused(() => staff.post(`appuser/${member.id}/rejectPhoto`, {}), 409, MESSAGES.noPhotoWaiting);

    // A generated demo picture, shared by many members, stays; only the photo row goes.
    const shared = await insertMedia(t.db, "generator");
    const demo = await insertMember(t.db);
    const [generated] = await t.db.insert(memberPhotos).values({ memberId: demo.id, mediaId: shared.id }).returning();
    await t.db.update(members).set({ photoId: generated.id, photoStatus: "pending" }).where(eq(members.id, demo.id));
    expect((await staff.post(`appuser/${demo.id}/rejectPhoto`, {})).statusCode).toBe(200);
    expect(await t.db.select().from(memberPhotos).where(eq(memberPhotos.id, generated.id))).toEqual([]);
    expect((await t.db.select({ id: media.id }).from(media).where(eq(media.id, shared.id))).length).toBe(1);
  });

  it("rejects the documents waiting: they and the member's own files go, verified ones stay, the member is told why", async () => {
    const member = await insertMember(t.db);
    const bystander = await insertMember(t.db);
    const kept = await insertDocument(t.db, member.id, aadhaar, true);
    const waiting = [await insertDocument(t.db, member.id, pan), await insertDocument(t.db, member.id, aadhaar)];
    // A generated scan, shared by other members' documents, stays though the document goes.
    const shared = await insertMedia(t.db, "generator");
    const [sharedDocument] = await t.db.insert(memberDocuments).values({ memberId: member.id, documentTypeId: pan, mediaId: shared.id }).returning();
    const theirs = await insertDocument(t.db, bystander.id, pan);
    await t.db.insert(memberDocuments).values({ memberId: bystander.id, documentTypeId: aadhaar, mediaId: shared.id });

    const reason = "The document cannot be read";
    const response = await staff.post(`appuser/${member.id}/rejectDocuments`, { reason });
    expect(response.json()).toMatchObject({ status: 200, message: `3 documents of ${member.firstName} ${member.lastName} rejected and removed; the member is told.` });
    expect(response.json().recordList[0]).toMatchObject({ id: member.id, documentStatus: "Verified", hasPendingDocuments: false });
    const left = await t.db.select().from(memberDocuments).where(eq(memberDocuments.memberId, member.id));
    expect(left.map((d) => d.id)).toEqual([kept.document.id]);
    for (const { file } of waiting) expect(await t.db.select({ id: media.id }).from(media).where(eq(media.id, file.id))).toEqual([]);
    expect(await t.db.select().from(memberDocuments).where(eq(memberDocuments.id, sharedDocument.id))).toEqual([]);
    for (const id of [shared.id, kept.file.id, theirs.file.id]) expect(await t.db.select({ id: media.id }).from(media).where(eq(media.id, id))).toHaveLength(1);
    expect((await memberRow(bystander.id)).documentStatus).toBe("pending");

    const notices = await t.db.select().from(memberNotifications).where(eq(memberNotifications.memberId, member.id));
    expect(notices).toEqual([expect.objectContaining({ title: DOCUMENTS_REJECTED_NOTICE.title, body: `${DOCUMENTS_REJECTED_NOTICE.body} Reason: ${reason}`, readAt: null })]);
    const entry = await auditedOnce(member.id, "rejectDocuments");
    expect(entry.details).toEqual({ reason });
    expect([entry.before.documentStatus, entry.after.documentStatus]).toEqual(["Verify Doc", "Verified"]);
    await refused(() => staff.post(`appuser/${member.id}/rejectDocuments`, {}), 409, MESSAGES.noDocumentsWaiting);

    // None verified: the member has no documents left, and the notice is the base one without a reason.
    const fresh = await insertMember(t.db);
    await insertDocument(t.db, fresh.id, pan);
    expect((await staff.post(`appuser/${fresh.id}/rejectDocuments`, { reason: "  " })).statusCode).toBe(200);
    expect((await memberRow(fresh.id)).documentStatus).toBe("none");
    expect(await t.db.select({ title: memberNotifications.title, body: memberNotifications.body }).from(memberNotifications).where(eq(memberNotifications.memberId, fresh.id))).toEqual([DOCUMENTS_REJECTED_NOTICE]);
    expect((await auditOf(t.db, fresh.id))[0].details).toBeNull();
  });

  it("adds the reason given to a rejected photo's notice and its audit entry", async () => {
    const member = await insertMember(t.db);
    await insertProfilePhoto(t.db, member.id, "pending");
    const reason = "The face is not clearly visible";
    expect((await staff.post(`appuser/${member.id}/rejectPhoto`, { reason })).statusCode).toBe(200);
    const [notice] = await t.db.select().from(memberNotifications).where(eq(memberNotifications.memberId, member.id));
    expect(notice).toMatchObject({ title: PHOTO_REJECTED_NOTICE.title, body: `${PHOTO_REJECTED_NOTICE.body} Reason: ${reason}` });
    expect((await auditOf(t.db, member.id))[0].details).toEqual({ reason });
  });

  it("refuses a reason too long and any other field of a rejection, naming it", async () => {
    const member = await insertMember(t.db);
    await insertDocument(t.db, member.id, pan);
    await insertProfilePhoto(t.db, member.id, "pending");
    for (const action of ["rejectDocuments", "rejectPhoto"]) {
      const long = await refused(() => staff.post(`appuser/${member.id}/${action}`, { reason: "x".repeat(REASON_MAX_LENGTH + 1) }), 400);
      expect(long.json().errors).toEqual({ reason: `Reason must be at most ${REASON_MAX_LENGTH} characters` });
      const unknown = await refused(() => staff.post(`appuser/${member.id}/${action}`, { reason: "Blurred", note: "x" }), 400);
      expect(Object.keys(unknown.json().errors)).toEqual(["note"]);
      await refused(() => staff.post(`appuser/${member.id}/${action}`, { reason: 42 }), 400);
    }
    // The longest reason is taken.
    expect((await staff.post(`appuser/${member.id}/rejectDocuments`, { reason: "x".repeat(REASON_MAX_LENGTH) })).statusCode).toBe(200);
  });

  it("unblocks a member and settles the requests against them that are pending or approved", async () => {
    const member = await insertMember(t.db, { isBlocked: true, blockedAt: new Date() });
    const [reporterA, reporterB] = [await insertMember(t.db), await insertMember(t.db)];
    const pending = await insertBlockRequest(t.db, { reporterId: reporterA.id, reportedId: member.id, reason: "Fake profile" });
    const approved = await insertBlockRequest(t.db, { reporterId: reporterB.id, reportedId: member.id, reason: "Abusive", status: "approved", decidedAt: new Date("2024-01-01") });
    const rejected = await insertBlockRequest(t.db, { reporterId: reporterA.id, reportedId: member.id, reason: "Old", status: "rejected", decidedAt: new Date("2023-01-01") });
    const theirOwn = await insertBlockRequest(t.db, { reporterId: member.id, reportedId: reporterA.id, reason: "Spam" });
    const response = await staff.post(`appuser/${member.id}/unblock`, {});
    expect(response.json()).toMatchObject({ status: 200, message: `${member.firstName} ${member.lastName} is unblocked; 2 block requests against them settled.` });
    expect(await memberRow(member.id)).toMatchObject({ isBlocked: false, blockedAt: null });
    const requests = new Map((await t.db.select().from(blockRequests)).map((r) => [r.id, r]));
    for (const id of [pending.id, approved.id]) expect(requests.get(id)).toMatchObject({ status: "rejected", decidedBy: staffId, decidedAt: expect.any(Date) });
    expect(requests.get(approved.id)!.decidedAt!.getFullYear()).toBeGreaterThan(2024);
    expect(requests.get(rejected.id)).toMatchObject({ status: "rejected", decidedBy: null, decidedAt: new Date("2023-01-01") });
    expect(requests.get(theirOwn.id)).toMatchObject({ status: "pending", decidedBy: null, decidedAt: null });
    const entry = await auditedOnce(member.id, "unblock");
    expect([entry.before.isBlocked, entry.after.isBlocked]).toEqual([true, false]);
    await refused(() => staff.post(`appuser/${member.id}/unblock`, {}), 409, MESSAGES.notBlocked);
  });

  it("lets one of two staff acting at once succeed; the other is told, and nothing happens twice", async () => {
    const member = await insertMember(t.db, { isBlocked: true, blockedAt: new Date() });
    await insertDocument(t.db, member.id, aadhaar);
    await insertProfilePhoto(t.db, member.id, "pending");
    for (const action of ["verifyDocuments", "rejectPhoto", "unblock"]) {
      const answers = await Promise.all([staff.post(`appuser/${member.id}/${action}`, {}), admin.post(`appuser/${member.id}/${action}`, {})]);
      expect({ action, statuses: answers.map((a) => a.statusCode).sort() }).toEqual({ action, statuses: [200, 409] });
    }
    expect((await auditOf(t.db, member.id)).map((e) => e.action)).toEqual(expect.arrayContaining(["appuser.verifyDocuments", "appuser.rejectPhoto", "appuser.unblock"]));
    expect(await auditOf(t.db, member.id)).toHaveLength(3);
    expect(await t.db.select().from(memberNotifications).where(eq(memberNotifications.memberId, member.id))).toHaveLength(1);
  });

  it("runs a bulk action on a selection in one go, leaving the rows it does not apply to", async () => {
    const [a, b, none] = [await insertMember(t.db), await insertMember(t.db), await insertMember(t.db)];
    await insertDocument(t.db, a.id, aadhaar);
    await insertDocument(t.db, b.id, pan);
    const response = await staff.post("appuser/bulk/verifyDocuments", { ids: [a.id, b.id, none.id, MISSING, a.id] });
    expect(response.json()).toMatchObject({ status: 200, recordList: [{ done: 2, skipped: 2 }], message: "Verify documents: 2 done, 2 left as they were" });
    for (const id of [a.id, b.id]) {
      expect((await memberRow(id)).documentStatus).toBe("verified");
      await auditedOnce(id, "verifyDocuments");
    }
    expect(await auditOf(t.db, none.id)).toEqual([]);

    const [p, q, r] = [await insertMember(t.db), await insertMember(t.db), await insertMember(t.db)];
    await insertProfilePhoto(t.db, p.id, "pending");
    await insertProfilePhoto(t.db, q.id, "pending");
    await insertProfilePhoto(t.db, r.id, "approved");
    expect((await staff.post("appuser/bulk/approvePhoto", { ids: [p.id, q.id, r.id] })).json()).toMatchObject({ status: 200, recordList: [{ done: 2, skipped: 1 }] });
    for (const id of [p.id, q.id]) expect((await memberRow(id)).photoStatus).toBe("approved");
  });

  it("answers bad input with 400 and a missing member with 404, changing nothing", async () => {
    const member = await insertMember(t.db, { isBlocked: true, blockedAt: new Date() });
    await insertDocument(t.db, member.id, aadhaar);
    await insertProfilePhoto(t.db, member.id, "pending");
    for (const action of ["verifyDocuments", "rejectDocuments", "approvePhoto", "rejectPhoto", "unblock"]) {
      for (const id of ["abc", "0", "-5", "1.5", "99999999999", "0x1", "01"]) await refused(() => staff.post(`appuser/${id}/${action}`, {}), 404);
      for (const body of [[1], "text", 42]) await refused(() => staff.post(`appuser/${member.id}/${action}`, body), 400);
      await refused(() => staff.post(`appuser/${MISSING}/${action}`, {}), 404, "Member not found.");
    }
    for (const action of ["verifyDocuments", "approvePhoto"]) {
      const bad = [{}, { ids: [] }, { ids: Array.from({ length: 101 }, (_, i) => i + 1) }, { ids: ["a"] }, { ids: [1.5] }, { ids: [0] }, { ids: "1,2" }, [member.id]];
      for (const body of bad) await refused(() => staff.post(`appuser/bulk/${action}`, body), 400);
    }
    // UnBlock has no bulk form: "bulk" is then read as a member id, which names no row (404).
    await refused(() => staff.post("appuser/bulk/unblock", { ids: [member.id] }), 404);
    await refused(() => staff.post(`appuser/${member.id}/delete`, {}), 404);
  });

  it("refuses the demo administrator every change and staff without App Users everything, changing nothing", async () => {
    const member = await insertMember(t.db, { isBlocked: true, blockedAt: new Date() });
    const { document } = await insertDocument(t.db, member.id, aadhaar);
    const { file } = await insertProfilePhoto(t.db, member.id, "pending");
    const writes = [
      ...["verifyDocuments", "rejectDocuments", "approvePhoto", "rejectPhoto", "unblock"].map((action) => `appuser/${member.id}/${action}`),
      "appuser/bulk/verifyDocuments",
      "appuser/bulk/approvePhoto",
      `memberdocument/${document.id}/verify`,
    ];
    const reads = [
      "appuser",
      `appuser/${member.id}`,
      "appuser/export",
      `appuser/files/${file.id}`,
      `memberdocument?memberId=${member.id}`,
      `memberdocument/${document.id}`,
      `memberdocument/export?memberId=${member.id}`,
    ];
    const body = (path: string) => (path.includes("/bulk/") ? { ids: [member.id] } : {});

    const demo = resourceClient(app, (await signIn(app, ACCOUNTS.demo)).SessionToken);
    for (const path of writes) await refused(() => demo.post(path, body(path)), 403, MESSAGES.demoReadOnly);
    for (const path of reads) expect({ path, status: (await demo.get(path)).statusCode }).toEqual({ path, status: 200 });

    for (const account of [ACCOUNTS.content, ACCOUNTS.noAccess]) {
      const client = await signIn(app, account)
        .then((record) => resourceClient(app, record.SessionToken))
        .catch(() => undefined);
      // Staff without any page are not signed in at all: nothing to call with.
      if (!client) continue;
      for (const path of writes) await refused(() => client.post(path, body(path)), 403, MESSAGES.notPermitted);
      for (const path of reads) await refused(() => client.get(path), 403, MESSAGES.notPermitted);
    }
    expect(await t.db.select().from(memberDocuments).where(and(eq(memberDocuments.id, document.id), eq(memberDocuments.isVerified, false)))).toHaveLength(1);
  });
});
