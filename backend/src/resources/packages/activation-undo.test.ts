/**
 * Undo of "Active Package" from its toast (docs/undo.md): the payment Pending again with its reference
 * and the package's days as bought, with an audit entry of its own in the member's History; refused once
 * the row or the member's other packages changed since, too late, for anyone but its maker, and without
 * Edit on the page the undo is sent to.
 */
import type { FastifyInstance } from "fastify";
import { and, asc, eq, sql } from "drizzle-orm";
import { MESSAGES } from "@/lib/messages";
import { serviceDay } from "@/lib/time-zone";
import { UNDO_SECONDS, type Undo } from "@/lib/undo";
import { callerFor, makeAdmin, type Caller } from "../../../test/admins";
import { ACCOUNTS, buildTestApp } from "../../../test/app";
import { describeEachDatabase } from "../../../test/databases";
import { insertMember, insertPurchase, refId } from "../../../test/members";
import type { Db } from "../../db/client";
import { auditLog, memberNotifications, memberPackages, payments } from "../../db/schema";
import { seedReferenceData } from "../../engine/seed";
import { tablesOf } from "../../engine/tables";

const today = () => serviceDay(new Date());
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function durationOf(db: Db, months: number): Promise<number> {
  const { main } = tablesOf("timeduration");
  const [row] = await db.select({ id: main.id }).from(main).where(eq(main.months, months));
  return row.id as number;
}

describeEachDatabase("undo of Active Package", (t) => {
  let app: FastifyInstance;
  let admin: Caller;
  beforeAll(async () => {
    await seedReferenceData(t.db);
    app = await buildTestApp(t.db);
    admin = await callerFor(app, ACCOUNTS.admin);
  });
  afterAll(() => app?.close());

  /** A new member with purchases given as [package, months, start, payment status]; the days as bought run a month. */
  async function memberWith(...bought: [string, number, string, "Success" | "Pending"][]) {
    const member = await insertMember(t.db);
    const rows = [];
    for (const [name, months, start, status] of bought) {
      const [packageId, durationId] = [await refId(t.db, "premiumaccount", name), await durationOf(t.db, months)];
      rows.push(await insertPurchase(t.db, { memberId: member.id, packageId, durationId, startDate: start, endDate: addDays(start, 30), netAmount: 1000, status }));
    }
    return { member, rows };
  }

  /** Everything activation writes, of one member: their purchases, payments and notices. */
  async function stateOf(memberId: number) {
    return {
      packages: await t.db.select().from(memberPackages).where(eq(memberPackages.memberId, memberId)).orderBy(asc(memberPackages.id)),
      payments: await t.db.select().from(payments).where(eq(payments.memberId, memberId)).orderBy(asc(payments.id)),
      notices: (await t.db.select({ title: memberNotifications.title }).from(memberNotifications).where(eq(memberNotifications.memberId, memberId))).map((n) => n.title),
    };
  }
  const activated = async (caller: Caller, path: string, reference = "UTR-1") => {
    const answer = await caller("POST", path, { reference, note: "Paid at the office" });
    expect(answer.statusCode).toBe(200);
    return answer.json().undo as Undo;
  };
  const shown = async (id: number) => (await admin("GET", `customerpackage/${id}`)).json().recordList[0];
  const statusOf = async (id: number) => (await shown(id)).packageStatus;
  const undoEntries = async (key: string, id: number) =>
    t.db.select({ adminId: auditLog.adminId, memberId: auditLog.memberId, details: auditLog.details }).from(auditLog).where(and(eq(auditLog.action, `${key}.undo`), eq(auditLog.target, `${key}:${id}`)));

  it("puts the payment back to Pending with its reference and the days as bought, with an audit entry of its own, once", async () => {
    const { member, rows } = await memberWith(["Silver", 1, addDays(today(), -3), "Success"], ["Gold", 6, addDays(today(), -20), "Pending"]);
    const [silver, gold] = rows;
    const before = await stateOf(member.id);
    const undo = await activated(admin, `customerpackage/${gold.purchase.id}/activate`);
    expect(undo.path).toBe(`/api/admin/customerpackage/${gold.purchase.id}/undo`);
    expect([await statusOf(gold.purchase.id), await statusOf(silver.purchase.id)]).toEqual(["Active", "Override"]);

    const undone = await admin("POST", `customerpackage/${gold.purchase.id}/undo`, { change: undo.change });
    expect(undone.statusCode).toBe(200);
    expect(undone.json().message).toBe(MESSAGES.undone(MESSAGES.packageActivationUndone("Gold (6 months)")));
    expect(undone.json().recordList[0]).toMatchObject({ paymentStatus: "Pending", isPending: true, packageStatus: null });
    // Exactly as before, but for the notice the member was sent: it stays in their app.
    expect(await stateOf(member.id)).toEqual({ ...before, notices: ["Your package is active"] });
    expect(await statusOf(silver.purchase.id)).toBe("Active");
    expect(await undoEntries("customerpackage", gold.purchase.id)).toEqual([
      { adminId: admin.record.id, memberId: member.id, details: { undoes: Number(undo.change), action: "customerpackage.activate" } },
    ]);
    const again = await admin("POST", `customerpackage/${gold.purchase.id}/undo`, { change: undo.change });
    expect([again.statusCode, again.json().message]).toEqual([409, MESSAGES.alreadyUndone]);
    // Pending again, it can be activated again.
    await activated(admin, `customerpackage/${gold.purchase.id}/activate`, "UTR-2");
  });

  it("is undone on the member view's tab too, with that page's right (App Users)", async () => {
    const { member, rows } = await memberWith(["Gold", 3, today(), "Pending"]);
    const staff = await callerFor(app, ACCOUNTS.staff);
    const before = await stateOf(member.id);
    const undo = await activated(staff, `memberpackage/${rows[0].purchase.id}/activate`);
    expect(undo.path).toBe(`/api/admin/memberpackage/${rows[0].purchase.id}/undo`);
    // Their change, but not their page: Customer Packages' route needs its Edit right.
    expect((await staff("POST", `customerpackage/${rows[0].purchase.id}/undo`, { change: undo.change })).statusCode).toBe(403);
    expect((await staff("POST", `memberpackage/${rows[0].purchase.id}/undo`, { change: undo.change })).statusCode).toBe(200);
    expect((await stateOf(member.id)).payments).toEqual(before.payments);
    expect((await stateOf(member.id)).packages).toEqual(before.packages);
    expect(await undoEntries("memberpackage", rows[0].purchase.id)).toHaveLength(1);
  });

  it("runs one after the other with an activation of the member's other package: either order leaves one package in force", async () => {
    const { rows } = await memberWith(["Gold", 3, today(), "Pending"], ["Silver", 1, today(), "Pending"]);
    const [gold, silver] = rows;
    const undo = await activated(admin, `customerpackage/${gold.purchase.id}/activate`);
    const [undone, other] = await Promise.all([
      admin("POST", `customerpackage/${gold.purchase.id}/undo`, { change: undo.change }),
      admin("POST", `customerpackage/${silver.purchase.id}/activate`, { reference: "UTR-2" }),
    ]);
    expect(other.statusCode).toBe(200);
    // Undone first: Silver starts today on its own. Silver first: it follows Gold, which stays.
    const expected = undone.statusCode === 200 ? { gold: null, silver: "Active" } : { gold: "Active", silver: "Upcoming" };
    expect({ undone: undone.statusCode, gold: await statusOf(gold.purchase.id), silver: await statusOf(silver.purchase.id) }).toEqual({ undone: undone.statusCode === 200 ? 200 : 409, ...expected });
  });

  describe("refuses, changing nothing", () => {
    /** The undo answers `status` and `message`, and nothing of the member or the audit log changes. */
    async function refused(caller: Caller, path: string, undo: Undo, memberId: number, status: number, message?: string) {
      const before = { state: await stateOf(memberId), audits: (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0].n };
      const answer = await caller("POST", path, { change: undo.change });
      expect([answer.statusCode, ...(message ? [answer.json().message] : [])]).toEqual([status, ...(message ? [message] : [])]);
      expect({ state: await stateOf(memberId), audits: (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0].n }).toEqual(before);
    }

    it("once the row changed since", async () => {
      const { member, rows } = await memberWith(["Gold", 3, today(), "Pending"]);
      const undo = await activated(admin, `customerpackage/${rows[0].purchase.id}/activate`);
      await t.db.update(payments).set({ reference: "UTR-corrected" }).where(eq(payments.id, rows[0].payment.id));
      await refused(admin, `customerpackage/${rows[0].purchase.id}/undo`, undo, member.id, 409, MESSAGES.undoChangedSince);
    });

    it("once the member had another package activated since, even one that leaves this row as it was", async () => {
      // Silver activated after Gold follows it (Upcoming): Gold's row still reads Active, but undoing
      // Gold would leave the member without a package until Silver's first day.
      const { member, rows } = await memberWith(["Gold", 3, today(), "Pending"], ["Silver", 1, today(), "Pending"]);
      const [gold, silver] = rows;
      const undo = await activated(admin, `customerpackage/${gold.purchase.id}/activate`);
      await activated(admin, `customerpackage/${silver.purchase.id}/activate`, "UTR-2");
      expect([await statusOf(gold.purchase.id), await statusOf(silver.purchase.id)]).toEqual(["Active", "Upcoming"]);
      await refused(admin, `customerpackage/${gold.purchase.id}/undo`, undo, member.id, 409, MESSAGES.packagesChangedSince((await shown(gold.purchase.id)).member));
    });

    it("once the member bought another package since", async () => {
      const { member, rows } = await memberWith(["Gold", 3, today(), "Pending"]);
      const undo = await activated(admin, `customerpackage/${rows[0].purchase.id}/activate`);
      const [packageId, durationId] = [await refId(t.db, "premiumaccount", "Silver"), await durationOf(t.db, 1)];
      await insertPurchase(t.db, { memberId: member.id, packageId, durationId, startDate: addDays(today(), 200), endDate: addDays(today(), 230), netAmount: 500, status: "Pending" });
      await refused(admin, `customerpackage/${rows[0].purchase.id}/undo`, undo, member.id, 409, MESSAGES.packagesChangedSince((await shown(rows[0].purchase.id)).member));
    });

    it("while a paid package of the member follows this one, whatever its times say", async () => {
      // As an activation that waited on the member's lock would leave it: paid, starting the day after
      // Gold ends, its times from before Gold's activation.
      const { member, rows } = await memberWith(["Gold", 3, today(), "Pending"], ["Silver", 1, today(), "Pending"]);
      const [gold, silver] = rows;
      const undo = await activated(admin, `customerpackage/${gold.purchase.id}/activate`);
      const [{ endDate }] = await t.db.select({ endDate: memberPackages.endDate }).from(memberPackages).where(eq(memberPackages.id, gold.purchase.id));
      await t.db.update(payments).set({ status: "Success", activatedAt: sql`now() - interval '1 minute'` }).where(eq(payments.id, silver.payment.id));
      await t.db.update(memberPackages).set({ startDate: addDays(endDate, 1), endDate: addDays(endDate, 31) }).where(eq(memberPackages.id, silver.purchase.id));
      await refused(admin, `customerpackage/${gold.purchase.id}/undo`, undo, member.id, 409, MESSAGES.packagesChangedSince((await shown(gold.purchase.id)).member));
    });

    it("after its seconds", async () => {
      const { member, rows } = await memberWith(["Gold", 3, today(), "Pending"]);
      const undo = await activated(admin, `customerpackage/${rows[0].purchase.id}/activate`);
      // The same change made earlier: the log is written once, so an entry of that age is made as one.
      const [made] = await t.db.select().from(auditLog).where(eq(auditLog.id, Number(undo.change)));
      const [old] = await t.db
        .insert(auditLog)
        .values({ action: made.action, adminId: made.adminId, target: made.target, page: made.page, memberId: made.memberId, before: made.before, after: made.after, createdAt: new Date(Date.now() - (UNDO_SECONDS + 5) * 1000) })
        .returning({ id: auditLog.id });
      await refused(admin, `customerpackage/${rows[0].purchase.id}/undo`, { ...undo, change: String(old.id) }, member.id, 409, MESSAGES.undoTooLate(UNDO_SECONDS));
    });

    it("for anyone but its maker, and on another row (404)", async () => {
      const { member, rows } = await memberWith(["Gold", 3, today(), "Pending"], ["Silver", 1, today(), "Pending"]);
      const undo = await activated(admin, `customerpackage/${rows[0].purchase.id}/activate`);
      const other = await callerFor(app, await makeAdmin(t.db, { rights: { "Customer Packages": { edit: true } } }));
      await refused(other, `customerpackage/${rows[0].purchase.id}/undo`, undo, member.id, 404, MESSAGES.nothingToUndo);
      await refused(admin, `customerpackage/${rows[1].purchase.id}/undo`, undo, member.id, 404, MESSAGES.nothingToUndo);
    });

    it("without Edit on Customer Packages (403), and a body naming more than the change (400)", async () => {
      const { member, rows } = await memberWith(["Gold", 3, today(), "Pending"]);
      const undo = await activated(admin, `customerpackage/${rows[0].purchase.id}/activate`);
      const reader = await callerFor(app, await makeAdmin(t.db, { rights: { "Customer Packages": {} } }));
      await refused(reader, `customerpackage/${rows[0].purchase.id}/undo`, undo, member.id, 403);
      await refused(await callerFor(app, ACCOUNTS.staff), `customerpackage/${rows[0].purchase.id}/undo`, undo, member.id, 403);
      const extra = await admin("POST", `customerpackage/${rows[0].purchase.id}/undo`, { change: undo.change, status: "Pending" });
      expect(extra.statusCode).toBe(400);
      expect(extra.body).toContain("status");
    });
  });
});
