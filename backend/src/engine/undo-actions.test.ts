/**
 * Undo from the toast of the moderation actions (docs/undo.md): Approve photo, a document's Verify,
 * Verify documents and Approve of a block request each answer what undoes them; the undo is their
 * reverse, filed in the member's History, refused once the row changed since.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { MESSAGES } from "@/lib/messages";
import type { Undo } from "@/lib/undo";
import { callerFor, type Caller } from "../../test/admins";
import { ACCOUNTS, buildTestApp } from "../../test/app";
import { describeEachDatabase } from "../../test/databases";
import { insertBlockRequest, insertDocument, insertMember, insertProfilePhoto, refId } from "../../test/members";
import { auditLog, blockRequests, memberDocuments, members, systemFlags } from "../db/schema";
import { PHOTO_REVIEW_FLAG } from "../resources/members/app-user-rows";
import { seedReferenceData } from "./seed";
import type { FastifyInstance } from "fastify";

describeEachDatabase("undo of the moderation actions", (t) => {
  let app: FastifyInstance;
  let admin: Caller;
  beforeAll(async () => {
    await seedReferenceData(t.db);
    await t.db.update(systemFlags).set({ value: "true" }).where(eq(systemFlags.name, PHOTO_REVIEW_FLAG));
    app = await buildTestApp(t.db);
    admin = await callerFor(app, ACCOUNTS.admin);
  });
  afterAll(() => app?.close());

  /** Acts, and answers what undoes it. */
  const acted = async (path: string) => {
    const answer = await admin("POST", path, {});
    expect(answer.statusCode).toBe(200);
    return answer.json().undo as Undo;
  };
  const undo = (path: string, { change }: Undo) => admin("POST", path, { change });
  const member = async (id: number) => (await t.db.select().from(members).where(eq(members.id, id)))[0];

  it("puts an approved photo back to waiting, in the member's History", async () => {
    const { id } = await insertMember(t.db);
    await insertProfilePhoto(t.db, id, "pending");
    const change = await acted(`appuser/${id}/approvePhoto`);
    expect(change.path).toBe(`/api/admin/appuser/${id}/undo`);
    const undone = await undo(`appuser/${id}/undo`, change);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().message).toMatch(/^Undone: the profile photo of .* waits for approval again\.$/);
    expect((await member(id)).photoStatus).toBe("pending");
    const [entry] = await t.db.select({ memberId: auditLog.memberId, details: auditLog.details }).from(auditLog).where(and(eq(auditLog.action, "appuser.undo"), eq(auditLog.target, `appuser:${id}`)));
    expect(entry).toEqual({ memberId: id, details: { undoes: Number(change.change), action: "appuser.approvePhoto" } });
  });

  it("puts a verified document back to waiting, and the member's document status with it", async () => {
    const { id } = await insertMember(t.db);
    const { document } = await insertDocument(t.db, id, await refId(t.db, "document-type", "Aadhaar Card"));
    const change = await acted(`memberdocument/${document.id}/verify`);
    expect((await member(id)).documentStatus).toBe("verified");
    expect((await undo(`memberdocument/${document.id}/undo`, change)).statusCode).toBe(200);
    const [stored] = await t.db.select().from(memberDocuments).where(eq(memberDocuments.id, document.id));
    expect([stored.isVerified, stored.verifiedBy, stored.verifiedAt]).toEqual([false, null, null]);
    expect((await member(id)).documentStatus).toBe("pending");
  });

  it("puts the documents Verify documents verified back to waiting, those alone, named in its audit entry", async () => {
    const { id } = await insertMember(t.db);
    const [aadhaar, pan] = [await refId(t.db, "document-type", "Aadhaar Card"), await refId(t.db, "document-type", "PAN Card")];
    const earlier = (await insertDocument(t.db, id, aadhaar, true)).document;
    const waiting = [(await insertDocument(t.db, id, aadhaar)).document, (await insertDocument(t.db, id, pan)).document];
    const change = await acted(`appuser/${id}/verifyDocuments`);
    const [entry] = await t.db.select({ details: auditLog.details }).from(auditLog).where(eq(auditLog.id, Number(change.change)));
    expect(entry.details).toEqual({ documents: waiting.map((document) => document.id) });
    expect((await member(id)).documentStatus).toBe("verified");

    const undone = await undo(`appuser/${id}/undo`, change);
    expect([undone.statusCode, undone.json().message]).toEqual([200, expect.stringMatching(/^Undone: 2 documents of .* wait for verification again\.$/)]);
    const stored = await t.db.select().from(memberDocuments).where(eq(memberDocuments.memberId, id)).orderBy(memberDocuments.id);
    expect(stored.map((d) => [d.id, d.isVerified, d.verifiedBy, d.verifiedAt])).toEqual([
      [earlier.id, true, null, earlier.verifiedAt],
      ...waiting.map((d) => [d.id, false, null, null]),
    ]);
    expect((await member(id)).documentStatus).toBe("pending");
    const [own] = await t.db.select({ details: auditLog.details }).from(auditLog).where(and(eq(auditLog.action, "appuser.undo"), eq(auditLog.target, `appuser:${id}`)));
    expect(own.details).toEqual({ undoes: Number(change.change), action: "appuser.verifyDocuments" });
  });

  it("refuses Verify documents' undo once one of its documents was verified again since, or when its entry names none", async () => {
    const { id } = await insertMember(t.db);
    const type = await refId(t.db, "document-type", "Aadhaar Card");
    const [one, two] = [(await insertDocument(t.db, id, type)).document, (await insertDocument(t.db, id, type)).document];
    const change = await acted(`appuser/${id}/verifyDocuments`);
    // Verified by another change since: stamped at another moment, though the member's row reads the same.
    await t.db.update(memberDocuments).set({ verifiedAt: sql`now() + interval '1 second'` }).where(eq(memberDocuments.id, two.id));
    const refused = await undo(`appuser/${id}/undo`, change);
    expect([refused.statusCode, refused.json().message]).toEqual([409, MESSAGES.undoChangedSince]);
    const stored = await t.db.select({ isVerified: memberDocuments.isVerified }).from(memberDocuments).where(inArray(memberDocuments.id, [one.id, two.id]));
    expect(stored).toEqual([{ isVerified: true }, { isVerified: true }]);

    // An entry from before the action named its documents: which ones it verified is not known.
    const after = (await admin("GET", `appuser/${id}`)).json().recordList[0];
    const [unnamed] = await t.db.insert(auditLog).values({ action: "appuser.verifyDocuments", adminId: admin.record.id, target: `appuser:${id}`, after }).returning({ id: auditLog.id });
    const unknown = await undo(`appuser/${id}/undo`, { path: change.path, change: String(unnamed.id) });
    expect([unknown.statusCode, unknown.json().message]).toEqual([409, MESSAGES.undoChangedSince]);
  });

  it("puts an approved block request back to pending, lifting the block unless another approved request holds it", async () => {
    const [reporter, other, reported] = [await insertMember(t.db), await insertMember(t.db), await insertMember(t.db)];
    const first = await insertBlockRequest(t.db, { reporterId: reporter.id, reportedId: reported.id, reason: "Rude messages" });
    const second = await insertBlockRequest(t.db, { reporterId: other.id, reportedId: reported.id, reason: "Fake profile" });
    const change = await acted(`blockrequest/${first.id}/approve`);
    expect((await member(reported.id)).isBlocked).toBe(true);
    expect((await undo(`blockrequest/${first.id}/undo`, change)).statusCode).toBe(200);
    expect((await t.db.select({ status: blockRequests.status }).from(blockRequests).where(eq(blockRequests.id, first.id)))[0].status).toBe("pending");
    expect((await member(reported.id)).isBlocked).toBe(false);

    // Two approved: undoing one leaves the member blocked by the other.
    const [one, two] = [await acted(`blockrequest/${first.id}/approve`), await acted(`blockrequest/${second.id}/approve`)];
    expect(one).toBeDefined();
    const kept = await undo(`blockrequest/${second.id}/undo`, two);
    expect(kept.json().message).toContain("stays blocked by another approved request");
    expect((await member(reported.id)).isBlocked).toBe(true);
  });

  it("refuses once the row was changed since, and changes nothing", async () => {
    const { id } = await insertMember(t.db);
    await insertProfilePhoto(t.db, id, "pending");
    const change = await acted(`appuser/${id}/approvePhoto`);
    // Someone changed the member since: blocked by a decision elsewhere.
    await t.db.update(members).set({ isBlocked: true, blockedAt: new Date() }).where(eq(members.id, id));
    const refused = await undo(`appuser/${id}/undo`, change);
    expect([refused.statusCode, refused.json().message]).toEqual([409, MESSAGES.undoChangedSince]);
    expect((await member(id)).photoStatus).toBe("approved");
    // A change the route does not undo, such as Reject photo's, is nothing to undo.
    const { id: other } = await insertMember(t.db);
    await insertProfilePhoto(t.db, other, "pending");
    const rejected = await admin("POST", `appuser/${other}/rejectPhoto`, {});
    expect(rejected.json().undo).toBeUndefined();
  });
});
