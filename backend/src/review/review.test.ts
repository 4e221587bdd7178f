/**
 * The review queue's api (docs/review.md): what waits, claimed oldest first across the kinds the staff
 * member may decide, in full; the filter, exclusions, release, renewal and expiry of claims; the rights
 * of each kind; and two staff clearing a hundred items at once, every item decided exactly once and never
 * held by both.
 */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { and, eq, inArray, like, sql } from "drizzle-orm";
import type { PageRights } from "@/lib/access";
import { MESSAGES } from "@/lib/messages";
import { NO_SIGNALS } from "@/lib/signals";
import { pageBySlug } from "@/lib/pages";
import { CLAIM_AHEAD, CLAIM_SECONDS, HISTORY_LINES, REVIEW_DECISIONS, reviewKey, type ReviewClaimAnswer, type ReviewItem, type ReviewKind, type ReviewSummary } from "@/lib/review";
import type { ReviewClaimBody } from "@/lib/review-claim";
import { callerFor, makeAdmin, type Caller } from "../../test/admins";
import { ACCOUNTS, buildTestApp } from "../../test/app";
import { describeEachDatabase } from "../../test/databases";
import { insertBlockRequest, insertDocument, insertMedia, insertMember, insertProfilePhoto, refId } from "../../test/members";
import { auditLog, blockRequests, memberAddresses, memberDocuments, memberPhotos, members, reviewClaims, systemFlags } from "../db/schema";
import { seedReferenceData } from "../engine/seed";
import { PHOTO_REVIEW_FLAG } from "../resources/members/app-user-rows";
import { DELETED_ADMIN } from "../resources/members/history";

const CLAIM = "review/claim";
const ALL_RIGHTS = { Review: { edit: true }, "App Users": { edit: true }, "Block Users": { edit: true } };

/** A moment `minutes` before a fixed day: each test's items wait in the order it gives them, before any other row. */
const at = (minutes: number) => new Date(Date.UTC(2020, 0, 1) + minutes * 60_000);

describeEachDatabase("the review queue", (t) => {
  let app: FastifyInstance;
  let admin: Caller;
  let aadhaar: number;
  let pan: number;
  let cityId: number;
  let cityName: string;

  beforeAll(async () => {
    await seedReferenceData(t.db);
    app = await buildTestApp(t.db);
    admin = await callerFor(app, ACCOUNTS.admin);
    aadhaar = await refId(t.db, "document-type", "Aadhaar Card");
    pan = await refId(t.db, "document-type", "PAN Card");
    const { rows } = await t.db.execute(sql`select id, name from cities order by id limit 1`);
    ({ id: cityId, name: cityName } = rows[0] as { id: number; name: string });
  });
  afterAll(() => app?.close());

  const setPhotoReview = (on: boolean) => t.db.update(systemFlags).set({ value: String(on) }).where(eq(systemFlags.name, PHOTO_REVIEW_FLAG));

  /** Nothing waits and nothing is claimed: each test starts from its own items. */
  beforeEach(async () => {
    await setPhotoReview(true);
    await t.db.delete(reviewClaims);
    await t.db.update(blockRequests).set({ status: "rejected", decidedAt: new Date() }).where(eq(blockRequests.status, "pending"));
    await t.db.update(memberDocuments).set({ isVerified: true }).where(eq(memberDocuments.isVerified, false));
    await t.db.update(members).set({ documentStatus: "verified" }).where(eq(members.documentStatus, "pending"));
    await t.db.update(members).set({ photoStatus: "approved" }).where(eq(members.photoStatus, "pending"));
  });

  const documentsWaiting = async (minutes: number, values: Partial<typeof members.$inferInsert> = {}) => {
    const member = await insertMember(t.db, values);
    const { document } = await insertDocument(t.db, member.id, aadhaar);
    await t.db.update(memberDocuments).set({ uploadedAt: at(minutes) }).where(eq(memberDocuments.id, document.id));
    return { member, key: reviewKey("documents", member.id) };
  };
  const photoWaiting = async (minutes: number) => {
    const member = await insertMember(t.db);
    // Uploaded then: the member's photo waits since (the trigger of migration 0022 reads it).
    const { file } = await insertProfilePhoto(t.db, member.id, "pending", at(minutes));
    return { member, file, key: reviewKey("photos", member.id) };
  };
  const requestWaiting = async (minutes: number, between?: { reporterId: number; reportedId: number }) => {
    const pair = between ?? { reporterId: (await insertMember(t.db)).id, reportedId: (await insertMember(t.db)).id };
    const request = await insertBlockRequest(t.db, { ...pair, reason: "Asked for money", createdAt: at(minutes) });
    return { request, key: reviewKey("blockRequests", request.id) };
  };

  const claimAs = async (caller: Caller, body: ReviewClaimBody = {}): Promise<ReviewClaimAnswer> => {
    const response = await caller("POST", CLAIM, body);
    if (response.statusCode !== 200) throw new Error(`the claim answered ${response.statusCode}: ${response.body}`);
    return response.json().recordList[0];
  };
  const keys = (answer: ReviewClaimAnswer) => answer.items.map((item) => item.key);
  const staffWith = async (rights: Record<string, Partial<PageRights>>) => callerFor(app, await makeAdmin(t.db, { rights }));
  const claimRows = () => t.db.select().from(reviewClaims).orderBy(reviewClaims.kind, reviewClaims.itemId);

  it("claims the oldest items first across kinds, each in full, and says what is left", async () => {
    const olderDocuments = await documentsWaiting(1, { gender: "Male", birthDate: "1990-03-04", registeredAt: new Date("2024-05-04T18:45:00Z") });
    // The member's oldest waiting document is their time; a verified one does not count.
    const later = await insertDocument(t.db, olderDocuments.member.id, pan);
    await t.db.update(memberDocuments).set({ uploadedAt: at(50) }).where(eq(memberDocuments.id, later.document.id));
    const verified = await insertDocument(t.db, olderDocuments.member.id, pan, true);
    await t.db.update(memberDocuments).set({ uploadedAt: at(0) }).where(eq(memberDocuments.id, verified.document.id));
    await t.db.insert(memberAddresses).values([
      { memberId: olderDocuments.member.id, kind: "permanent", cityId: null },
      { memberId: olderDocuments.member.id, kind: "current", cityId },
    ]);
    const photo = await photoWaiting(2);
    const request = await requestWaiting(3);
    const newerDocuments = await documentsWaiting(4);

    const first = await claimAs(admin);
    expect(keys(first)).toEqual([olderDocuments.key, photo.key]);
    expect(first.left).toEqual({ documents: 2, photos: 1, blockRequests: 1 });
    const until = new Date(first.claimedUntil).getTime();
    expect(Math.abs(until - (Date.now() + CLAIM_SECONDS * 1000))).toBeLessThan(15_000);

    const [documents, photos] = first.items as [Extract<ReviewItem, { kind: "documents" }>, Extract<ReviewItem, { kind: "photos" }>];
    const member = olderDocuments.member;
    expect(documents).toMatchObject({ kind: "documents", id: member.id, waitingSince: at(1).toISOString() });
    expect(documents.member).toEqual({
      id: member.id,
      name: `${member.firstName} ${member.lastName}`,
      memberCode: member.memberCode,
      gender: "Male",
      age: expect.any(Number),
      city: cityName,
      // 00:15 in India on the 5th.
      registered: "2024-05-05",
      photoFileId: null,
      photoApproved: false,
      documents: { verified: 1, total: 3 },
      reportsAgainst: { total: 0, pending: 0 },
      reportsMade: 0,
      isBlocked: false,
      signals: NO_SIGNALS,
    });
    expect(documents.member.age).toBeGreaterThanOrEqual(30);
    expect(documents.documents.map((d) => [d.type, d.isVerified, d.fileKind, d.uploaded])).toEqual([
      ["PAN Card", true, "image", "2020-01-01"],
      ["Aadhaar Card", false, "image", "2020-01-01"],
      ["PAN Card", false, "image", "2020-01-01"],
    ]);
    expect(documents.documents[1].fileId).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(photos).toMatchObject({ kind: "photos", id: photo.member.id, photoFileId: photo.file.id, member: { photoFileId: photo.file.id, photoApproved: false } });

    // The next, past what the page holds; then nothing left for anyone else.
    const second = await claimAs(admin, { exclude: keys(first), take: 2 });
    expect(keys(second)).toEqual([request.key, newerDocuments.key]);
    expect(await claimAs(await staffWith(ALL_RIGHTS))).toMatchObject({ items: [] });
    // Holding two, the page asks for none by default: its two are renewed, none answered again.
    expect(keys(await claimAs(admin, { exclude: [...keys(first), ...keys(second)], renew: keys(second) }))).toEqual([]);
  });

  it("shows both members of a block request with their last lines of history, newest first", async () => {
    const [reporter, reported] = [await insertMember(t.db, { firstName: "Rekha" }), await insertMember(t.db, { firstName: "Ravi" })];
    const { request, key } = await requestWaiting(1, { reporterId: reporter.id, reportedId: reported.id });
    await insertBlockRequest(t.db, { reporterId: reporter.id, reportedId: reported.id, reason: "Old", status: "rejected", decidedAt: new Date() });
    const entries = Array.from({ length: HISTORY_LINES + 2 }, (_, n) => ({
      adminId: admin.record.id,
      action: n % 2 ? "appuser.verifyDocuments" : "blockrequest.reject",
      target: `appuser:${reported.id}`,
      memberId: reported.id,
      createdAt: at(100 + n),
    }));
    // The newest by an administrator whose account is gone.
    await t.db.insert(auditLog).values([...entries, { adminId: null, action: "appuser.unblock", memberId: reported.id, createdAt: at(200) }]);

    const [item] = (await claimAs(admin, { kind: "blockRequests" })).items;
    expect(item).toMatchObject({ key, kind: "blockRequests", id: request.id, reason: "Asked for money" });
    if (item.kind !== "blockRequests") throw new Error("a block request was expected");
    expect(item.reporter).toMatchObject({ id: reporter.id, reportsMade: 2, reportsAgainst: { total: 0, pending: 0 }, history: [] });
    expect(item.reported).toMatchObject({ id: reported.id, reportsMade: 0, reportsAgainst: { total: 2, pending: 1 } });
    const newest = entries.slice(-(HISTORY_LINES - 1)).reverse();
    expect(item.reported.history).toEqual([
      { at: at(200).toISOString(), action: "Unblocked", admin: DELETED_ADMIN },
      ...newest.map((entry) => ({ at: entry.createdAt.toISOString(), action: entry.action === "blockrequest.reject" ? "Rejected a block request" : "Verified documents", admin: "Asha Menon" })),
    ]);
  });

  it("claims only the kind asked for, and none of those left out", async () => {
    const documents = await documentsWaiting(1);
    const requests = [await requestWaiting(2), await requestWaiting(3), await requestWaiting(4)];
    expect(keys(await claimAs(admin, { kind: "blockRequests" }))).toEqual([requests[0].key, requests[1].key]);
    await t.db.delete(reviewClaims);
    expect(keys(await claimAs(admin, { kind: "blockRequests", exclude: [requests[0].key], take: 1 }))).toEqual([requests[1].key]);
    expect(keys(await claimAs(admin, { exclude: [requests[1].key] }))).toEqual([documents.key, requests[0].key]);
  });

  it("gives up a released item to another at once, keeps a renewed one, and lets anyone take one whose claim ran out", async () => {
    const [one, two] = [await requestWaiting(1), await requestWaiting(2)];
    const [a, b] = [await staffWith(ALL_RIGHTS), await staffWith(ALL_RIGHTS)];
    expect(keys(await claimAs(a))).toEqual([one.key, two.key]);
    expect(keys(await claimAs(b))).toEqual([]);

    // Released (the page skipped it, or was left): the other takes it at once.
    expect(keys(await claimAs(a, { release: [one.key], take: 0 }))).toEqual([]);
    expect(keys(await claimAs(b))).toEqual([one.key]);

    // Renewed: held for CLAIM_SECONDS again.
    await t.db.update(reviewClaims).set({ expiresAt: sql`now() + interval '60 seconds'` });
    expect((await claimAs(a, { renew: [two.key], exclude: [one.key, two.key] })).renewed).toEqual([two.key]);
    const renewed = await t.db.select({ left: sql<number>`extract(epoch from ${reviewClaims.expiresAt} - now())::float` }).from(reviewClaims).where(eq(reviewClaims.itemId, two.request.id));
    expect(renewed[0].left).toBeGreaterThan(CLAIM_SECONDS - 30);

    // Run out: anyone's, and the one who held it cannot renew it any more.
    await t.db.update(reviewClaims).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(reviewClaims.itemId, two.request.id));
    expect(keys(await claimAs(b, { exclude: [one.key] }))).toEqual([two.key]);
    // The answer says so, and the page lets it go.
    expect((await claimAs(a, { renew: [two.key], exclude: [two.key] })).renewed).toEqual([]);
    expect((await claimRows()).map((row) => [row.itemId, row.adminId])).toEqual([
      [one.request.id, b.record.id],
      [two.request.id, b.record.id],
    ]);
  });

  it("lets go of the caller's claims on items decided meanwhile", async () => {
    const request = await requestWaiting(1);
    await claimAs(admin);
    expect((await admin("POST", `blockrequest/${request.request.id}/reject`, { reason: "No misconduct" })).statusCode).toBe(200);
    expect(await claimRows()).toHaveLength(1);
    await claimAs(admin, { exclude: [request.key] });
    expect(await claimRows()).toEqual([]);
  });

  it("answers a decision made by someone else first with 409", async () => {
    const [documents, photo, request] = [await documentsWaiting(1), await photoWaiting(2), await requestWaiting(3)];
    const [a, b] = [await staffWith(ALL_RIGHTS), await staffWith(ALL_RIGHTS)];
    for (const [kind, id] of [["documents", documents.member.id], ["photos", photo.member.id], ["blockRequests", request.request.id]] as const) {
      const decision = REVIEW_DECISIONS[kind];
      const path = `${decision.resource}/${id}/${decision.reject}`;
      expect((await a("POST", path, { reason: "Not clear" })).statusCode).toBe(200);
      const late = await b("POST", `${decision.resource}/${id}/${decision.approve}`, {});
      expect({ kind, status: late.statusCode }).toEqual({ kind, status: 409 });
    }
  });

  describe("who", () => {
    it("offers staff only the kinds whose page they may edit, and refuses a kind they may not", async () => {
      const [documents, photo, request] = [await documentsWaiting(1), await photoWaiting(2), await requestWaiting(3)];
      const appStaff = await staffWith({ Review: { edit: true }, "App Users": { edit: true }, "Block Users": {} });
      const blocks = await staffWith({ Review: { edit: true }, "Block Users": { edit: true }, "App Users": {} });
      const theirs = await claimAs(appStaff);
      expect({ keys: keys(theirs), left: theirs.left }).toEqual({ keys: [documents.key, photo.key], left: { documents: 1, photos: 1 } });
      expect(keys(await claimAs(appStaff, { exclude: [documents.key, photo.key] }))).toEqual([]);
      const blocksClaim = await claimAs(blocks);
      expect({ keys: keys(blocksClaim), left: blocksClaim.left }).toEqual({ keys: [request.key], left: { blockRequests: 1 } });

      for (const [caller, kind] of [[appStaff, "blockRequests"], [blocks, "documents"], [blocks, "photos"]] as const) {
        const refused = await caller("POST", CLAIM, { kind });
        const { label, page } = REVIEW_DECISIONS[kind];
        expect({ kind, status: refused.statusCode, message: refused.json().message }).toEqual({ kind, status: 403, message: MESSAGES.reviewKindNotDecided(label, pageBySlug(page)!.title) });
      }
      const summaryOf = async (caller: Caller) => (await caller("GET", "review")).json().recordList[0] as ReviewSummary;
      expect(await summaryOf(appStaff)).toEqual({ left: { documents: 1, photos: 1 }, photosReviewed: true });
      expect(await summaryOf(blocks)).toEqual({ left: { blockRequests: 1 }, photosReviewed: true });
      expect(await summaryOf(admin)).toEqual({ left: { documents: 1, photos: 1, blockRequests: 1 }, photosReviewed: true });
      // Every item shows its members' profiles and histories, App Users' to show: without it, no kind at all.
      const blocksAlone = await staffWith({ Review: { edit: true }, "Block Users": { edit: true } });
      expect(await summaryOf(blocksAlone)).toEqual({ left: {}, photosReviewed: true });
      expect(keys(await claimAs(blocksAlone))).toEqual([]);
      expect((await blocksAlone("POST", CLAIM, { kind: "blockRequests" })).statusCode).toBe(403);
      // Nothing claimed for the refused.
      expect((await claimRows()).map((row) => row.kind).sort()).toEqual(["blockRequests", "documents", "photos"]);
    });

    it("refuses the claim without Edit on Review, both routes without Review, the demo administrator's claim and anyone signed out", async () => {
      await requestWaiting(1);
      const reader = await staffWith({ Review: {}, "Block Users": { edit: true } });
      expect((await reader("GET", "review")).statusCode).toBe(200);
      expect((await reader("POST", CLAIM, {})).statusCode).toBe(403);
      const without = await staffWith({ "Block Users": { edit: true }, "App Users": { edit: true } });
      for (const [method, url] of [["GET", "review"], ["POST", CLAIM]] as const) expect({ url, status: (await without(method, url, method === "POST" ? {} : undefined)).statusCode }).toEqual({ url, status: 403 });

      const demo = await callerFor(app, ACCOUNTS.demo);
      expect((await demo("GET", "review")).statusCode).toBe(200);
      const refused = await demo("POST", CLAIM, {});
      expect({ status: refused.statusCode, message: refused.json().message }).toEqual({ status: 403, message: MESSAGES.demoReadOnly });
      for (const [method, url] of [["GET", "/api/admin/review"], ["POST", "/api/admin/review/claim"]] as const) expect((await app.inject({ method, url, payload: method === "POST" ? {} : undefined })).statusCode).toBe(401);
      expect(await claimRows()).toEqual([]);
    });

    it("refuses a body it does not take, naming the field", async () => {
      const cases: [unknown, string][] = [
        [{ limit: 5 }, "limit"],
        [{ exclude: ["documents:abc"] }, "exclude.0"],
        [{ release: ["payments:1"] }, "release.0"],
        [{ renew: ["blockRequests:0"] }, "renew.0"],
        [{ renew: ["photos:1", "photos:2", "photos:3"] }, "renew"],
        [{ kind: "payments" }, "kind"],
        [{ take: CLAIM_AHEAD + 1 }, "take"],
        [{ exclude: "documents:1" }, "exclude"],
      ];
      for (const [body, field] of cases) {
        const response = await admin("POST", CLAIM, body);
        expect({ body, status: response.statusCode, fields: Object.keys(response.json().errors ?? {}) }).toEqual({ body, status: 400, fields: [field] });
      }
      expect((await admin("POST", CLAIM, [1])).statusCode).toBe(400);
    });
  });

  it("offers no photo while photos are not reviewed", async () => {
    const [photo, request] = [await photoWaiting(1), await requestWaiting(2)];
    await setPhotoReview(false);
    const answer = await claimAs(admin);
    expect(keys(answer)).toEqual([request.key]);
    expect(answer.left).toEqual({ documents: 0, blockRequests: 1 });
    expect(keys(await claimAs(admin, { kind: "photos" }))).toEqual([]);
    expect((await admin("GET", "review")).json().recordList[0]).toEqual({ left: { documents: 0, blockRequests: 1 }, photosReviewed: false });
    await setPhotoReview(true);
    expect(keys(await claimAs(admin, { exclude: [request.key] }))).toEqual([photo.key]);
  });

  it("keeps since when each profile photo waits as photos change, which is the queue's order", async () => {
    const waitingSince = async (id: number) => (await t.db.select({ since: members.photoWaitingSince }).from(members).where(eq(members.id, id)))[0].since;
    const member = await insertMember(t.db);
    expect(await waitingSince(member.id)).toBeNull();
    await insertProfilePhoto(t.db, member.id, "pending", at(30));
    expect(await waitingSince(member.id)).toEqual(at(30));
    // Approved: it waits no more.
    await t.db.update(members).set({ photoStatus: "approved" }).where(eq(members.id, member.id));
    expect(await waitingSince(member.id)).toBeNull();
    // A new photo waiting: since its own upload, and the queue orders by it.
    const [newer] = await t.db.insert(memberPhotos).values({ memberId: member.id, mediaId: (await insertMedia(t.db, `member:${member.id}`)).id, uploadedAt: at(40) }).returning();
    await t.db.update(members).set({ photoId: newer.id, photoStatus: "pending" }).where(eq(members.id, member.id));
    expect(await waitingSince(member.id)).toEqual(at(40));
    const earlier = await photoWaiting(35);
    expect(keys(await claimAs(admin, { kind: "photos" }))).toEqual([earlier.key, reviewKey("photos", member.id)]);
    // Rejected: the photo is gone, and so is its time.
    expect((await admin("POST", `appuser/${member.id}/rejectPhoto`, {})).statusCode).toBe(200);
    expect(await waitingSince(member.id)).toBeNull();
  });

  it("has two staff clear a hundred items at once: each decided exactly once, none ever held by both", async () => {
    const [reporter, reported] = [await insertMember(t.db), await insertMember(t.db)];
    const made: string[] = [];
    const values = Array.from({ length: 100 }, (_, n) => ({ reporterId: reporter.id, reportedId: reported.id, reason: `Batch ${n}`, createdAt: at(1000 + n * 3) }));
    for (const row of await t.db.insert(blockRequests).values(values).returning({ id: blockRequests.id })) made.push(reviewKey("blockRequests", row.id));
    for (let n = 0; n < 8; n++) made.push((await documentsWaiting(1001 + n * 3)).key, (await photoWaiting(1002 + n * 3)).key);

    const sessions = [await staffWith(ALL_RIGHTS), await staffWith(ALL_RIGHTS)];
    /** The page's loop: claim (renewing what it holds, past what it saw), decide the first held, again, until nothing is left. */
    const work = async (caller: Caller) => {
      const received: string[] = [];
      const statuses: number[] = [];
      let held: ReviewItem[] = [];
      for (let turn = 0; turn < 500; turn++) {
        const answer = await claimAs(caller, { exclude: received.slice(-500), renew: held.map((item) => item.key) });
        received.push(...keys(answer));
        held = [...held, ...answer.items];
        const item = held.shift();
        if (!item) return { received, statuses };
        const decision = REVIEW_DECISIONS[item.kind];
        const reject = item.id % 2 === 0;
        const response: LightMyRequestResponse = await caller("POST", `${decision.resource}/${item.id}/${reject ? decision.reject : decision.approve}`, reject ? { reason: "Checked" } : {});
        statuses.push(response.statusCode);
      }
      throw new Error("the queue did not empty");
    };
    const [one, two] = await Promise.all(sessions.map(work));

    expect(one.received.filter((key) => two.received.includes(key))).toEqual([]);
    expect([...one.received, ...two.received].sort()).toEqual([...made].sort());
    expect([...one.statuses, ...two.statuses].every((status) => status === 200)).toBe(true);
    expect(one.statuses.length + two.statuses.length).toBe(made.length);
    // Both did part of the work.
    expect(Math.min(one.statuses.length, two.statuses.length)).toBeGreaterThan(0);

    // One decision in the audit log per item.
    const targetOf = (key: string) => {
      const [kind, id] = key.split(":") as [ReviewKind, string];
      return `${REVIEW_DECISIONS[kind].resource}:${id}`;
    };
    const decisions = (["documents", "photos", "blockRequests"] as const).flatMap((kind) => [REVIEW_DECISIONS[kind].approve, REVIEW_DECISIONS[kind].reject].map((action) => `${REVIEW_DECISIONS[kind].resource}.${action}`));
    const audited = await t.db
      .select({ target: auditLog.target, n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(inArray(auditLog.target, made.map(targetOf)), inArray(auditLog.action, decisions), inArray(auditLog.adminId, sessions.map((s) => s.record.id))))
      .groupBy(auditLog.target);
    expect(audited.map((row) => [row.target, row.n]).sort()).toEqual(made.map((key) => [targetOf(key), 1]).sort());
    // Nothing of them waits any more.
    const summary = (await admin("GET", "review")).json().recordList[0] as ReviewSummary;
    expect(summary.left).toEqual({ documents: 0, photos: 0, blockRequests: 0 });
    expect(await t.db.select().from(blockRequests).where(and(like(blockRequests.reason, "Batch %"), eq(blockRequests.status, "pending")))).toEqual([]);
  }, 120_000);
});
