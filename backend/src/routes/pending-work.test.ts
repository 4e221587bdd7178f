/**
 * The work waiting beside the sidebar's pages (docs/pending-work.md): each count equals a count of the
 * rows themselves, follows a change at once, and is said only for the pages the administrator may open.
 */
import type { FastifyInstance } from "fastify";
import { and, count, eq } from "drizzle-orm";
import { canOpen } from "@/lib/access";
import { pageBySlug } from "@/lib/pages";
import { PENDING_WORK, pendingOf, type PendingCounts, type PendingPage } from "@/lib/pending-work";
import { PHOTO_REVIEW_FLAG } from "@/lib/settings/setting";
import { ACCOUNTS, bearer, buildTestApp, signIn, type SignedInRecord } from "../../test/app";
import { describeEachDatabase } from "../../test/databases";
import { insertBlockRequest, insertMember } from "../../test/members";
import { adminPagePermissions, adminUsers, blockRequests, members, pages, payments, systemFlags } from "../db/schema";

const URL = "/api/admin/users/pendingWork";

describeEachDatabase("pending work", (t) => {
  let app: FastifyInstance;
  let admin: SignedInRecord;
  beforeAll(async () => {
    app = await buildTestApp(t.db);
    admin = await signIn(app, ACCOUNTS.admin);
  });
  afterAll(() => app?.close());

  const ask = async (record: SignedInRecord | undefined) => {
    const answer = await app.inject({ method: "GET", url: URL, headers: record ? bearer(record.SessionToken) : {} });
    return { status: answer.statusCode, counts: answer.json().recordList?.[0] as PendingCounts | undefined };
  };
  const recount = async (): Promise<PendingCounts> => {
    const n = async (query: Promise<{ n: number }[]>) => (await query)[0].n;
    const [review] = await t.db.select({ value: systemFlags.value }).from(systemFlags).where(eq(systemFlags.name, PHOTO_REVIEW_FLAG));
    const documents = await n(t.db.select({ n: count() }).from(members).where(eq(members.documentStatus, "pending")));
    const photos = review?.value === "true" ? await n(t.db.select({ n: count() }).from(members).where(eq(members.photoStatus, "pending"))) : 0;
    const requests = await n(t.db.select({ n: count() }).from(blockRequests).where(eq(blockRequests.status, "pending")));
    return {
      appuser: pendingOf({ documents, photos }),
      blockuser: pendingOf({ blockRequests: requests }),
      "user-packages": pendingOf({ payments: await n(t.db.select({ n: count() }).from(payments).where(eq(payments.status, "Pending"))) }),
      // The full administrator may decide every kind of the queue.
      review: pendingOf({ documents, photos, blockRequests: requests }),
    };
  };

  it("counts each kind of work as the rows themselves do, and follows a change at once", async () => {
    expect(await t.db.update(systemFlags).set({ value: "true" }).where(eq(systemFlags.name, PHOTO_REVIEW_FLAG)).returning()).toHaveLength(1);
    const before = await ask(admin);
    expect(before.status).toBe(200);
    expect(before.counts).toEqual(await recount());
    const [a, b] = [await insertMember(t.db, { documentStatus: "pending", photoStatus: "pending" }), await insertMember(t.db)];
    await insertBlockRequest(t.db, { reporterId: a.id, reportedId: b.id, reason: "Fake profile" });
    await t.db.insert(payments).values([{ memberId: b.id, amount: 999, status: "Pending" }, { memberId: b.id, amount: 999, status: "Success" }]);
    const after = (await ask(admin)).counts!;
    expect(after).toEqual(await recount());
    const was = before.counts!;
    expect(after.appuser?.parts).toEqual({ documents: was.appuser!.parts.documents! + 1, photos: was.appuser!.parts.photos! + 1 });
    expect(after.appuser?.total).toBe(was.appuser!.total + 2);
    expect(after.blockuser?.parts.blockRequests).toBe(was.blockuser!.parts.blockRequests! + 1);
    expect(after["user-packages"]?.parts.payments).toBe(was["user-packages"]!.parts.payments! + 1);
    expect(after["user-packages"]?.words).toBe(`${after["user-packages"]!.parts.payments} payment${after["user-packages"]!.parts.payments === 1 ? "" : "s"} to activate`);
    // Decided: no longer waiting.
    await t.db.update(members).set({ documentStatus: "verified" }).where(eq(members.id, a.id));
    await t.db.update(blockRequests).set({ status: "rejected" }).where(eq(blockRequests.reporterId, a.id));
    expect((await ask(admin)).counts).toEqual(await recount());
  });

  it("counts no photo while the Setting does not put photos under review", async () => {
    await t.db.update(systemFlags).set({ value: "false" }).where(eq(systemFlags.name, PHOTO_REVIEW_FLAG));
    try {
      expect((await ask(admin)).counts?.appuser?.parts.photos).toBe(0);
    } finally {
      await t.db.update(systemFlags).set({ value: "true" }).where(eq(systemFlags.name, PHOTO_REVIEW_FLAG));
    }
  });

  it("says only the pages the administrator may open, and nothing signed out", async () => {
    const staffRecord = await signIn(app, ACCOUNTS.staff);
    const held = (Object.keys(PENDING_WORK) as PendingPage[]).filter((slug) => canOpen(staffRecord, pageBySlug(slug)!.title));
    const staffCounts = (await ask(staffRecord)).counts!;
    expect(Object.keys(staffCounts).sort()).toEqual(held.sort());
    // Review counts only what this staff member may decide: App Users' kinds, no block request without Block Users.
    expect(held).toContain("review");
    expect(Object.keys(staffCounts.review!.parts).sort()).toEqual(["documents", "photos"]);
    // Without any of the three pages: nothing at all.
    const [staff] = await t.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, ACCOUNTS.staff.email));
    for (const slug of Object.keys(PENDING_WORK)) {
      const [page] = await t.db.select({ id: pages.id }).from(pages).where(eq(pages.key, slug));
      await t.db.delete(adminPagePermissions).where(and(eq(adminPagePermissions.adminId, staff.id), eq(adminPagePermissions.pageId, page.id)));
    }
    expect((await ask(await signIn(app, ACCOUNTS.staff))).counts).toEqual({});
    expect((await ask(undefined)).status).toBe(401);
  });
});
