/**
 * Customer Packages: the package status of every purchase of 1,000 generated members agrees with the
 * rule computed plainly here; the filters, search and export; and "Active Package", from the page and
 * from the member view, with its dates, audit entry, notice, 409s, 400s and 403s.
 */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { parse } from "csv-parse/sync";
import { eq, sql } from "drizzle-orm";
import { serviceDay } from "@/lib/time-zone";
import { customerPackage, PACKAGE_STATUS_LABELS } from "@/lib/resources/packages/customer-package";
import { ACCOUNTS, buildTestApp, signIn } from "../../../test/app";
import { describeEachDatabase } from "../../../test/databases";
import { insertMember, insertPurchase, refId } from "../../../test/members";
import { resourceClient, type ResourceClient, type Row } from "../../../test/resources";
import type { Db } from "../../db/client";
import { auditLog, memberNotifications, memberPackages, payments } from "../../db/schema";
import { generateMembers } from "../../setup/members/generate";
import { seedReferenceData } from "../../engine/seed";
import { tablesOf } from "../../engine/tables";

const NOT_PENDING = "Only a Pending payment can be activated: this one is not Pending.";
const GENERATED = 1_000;

interface Bought {
  id: number;
  memberId: number;
  start: string;
  end: string;
  purchasedAt: string;
  payment: string | null;
  weightage: number;
}

async function allPurchases(db: Db): Promise<Bought[]> {
  const { rows } = await db.execute(sql`select mp.id, mp.member_id as "memberId", mp.start_date::text as start, mp.end_date::text as "end",
      mp.purchased_at::text as "purchasedAt", p.status as payment, k.weightage::int as weightage
    from member_packages mp left join payments p on p.id = mp.payment_id join packages k on k.id = mp.package_id`);
  return rows as unknown as Bought[];
}

/** The rule, plainly: by today's day in the service's time zone, over every purchase at once. */
function expectedStatus(all: Bought[], today: string): Map<number, string | null> {
  const paid = all.filter((b) => b.payment === "Success");
  const current = paid.filter((b) => b.start <= today && b.end >= today);
  const ranks = (a: Bought, b: Bought) => a.weightage - b.weightage || (a.purchasedAt < b.purchasedAt ? -1 : a.purchasedAt > b.purchasedAt ? 1 : a.id - b.id);
  const top = new Map<number, Bought>();
  for (const b of current) {
    const best = top.get(b.memberId);
    if (!best || ranks(b, best) > 0) top.set(b.memberId, b);
  }
  return new Map(
    all.map((b) => {
      if (b.payment !== "Success") return [b.id, null];
      if (b.end < today) return [b.id, "Expired"];
      if (b.start > today) return [b.id, "Upcoming"];
      return [b.id, top.get(b.memberId)?.id === b.id ? "Active" : "Override"];
    }),
  );
}

async function durationOf(db: Db, months: number): Promise<number> {
  const { main } = tablesOf("timeduration");
  const [row] = await db.select({ id: main.id }).from(main).where(eq(main.months, months));
  return row.id as number;
}

const parseCsv = (text: string): string[][] => parse(text, { bom: true });
const today = () => serviceDay(new Date());
const addMonths = (day: string, months: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), last));
  return target.toISOString().slice(0, 10);
};
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describeEachDatabase("Customer Packages", (t) => {
  let app: FastifyInstance;
  let admin: ResourceClient;
  let adminId: number;
  let demo: ResourceClient;
  let staff: ResourceClient;
  let noAccess: ResourceClient;

  beforeAll(async () => {
    await seedReferenceData(t.db);
    await generateMembers(t.database, { members: GENERATED, seed: 11 });
    app = await buildTestApp(t.db);
    const signedIn = await signIn(app, ACCOUNTS.admin);
    adminId = signedIn.id;
    admin = resourceClient(app, signedIn.SessionToken);
    demo = resourceClient(app, (await signIn(app, ACCOUNTS.demo)).SessionToken);
    // App Users (and so the member view's tab) but not Customer Packages.
    staff = resourceClient(app, (await signIn(app, ACCOUNTS.staff)).SessionToken);
    noAccess = resourceClient(app, (await signIn(app, ACCOUNTS.noAccess)).SessionToken);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  const ids = (rows: Row[]) => rows.map((row) => Number(row.id)).sort((a, b) => a - b);

  describe("the package status", () => {
    it("agrees with the rule computed plainly over every purchase of the generated members, filter by filter", async () => {
      const all = await allPurchases(t.db);
      const expected = expectedStatus(all, today());
      const listed = await admin.all(customerPackage);
      expect(listed).toHaveLength(all.length);
      for (const row of listed) expect({ id: row.id, status: row.packageStatus }).toEqual({ id: row.id, status: expected.get(Number(row.id)) });
      for (const status of PACKAGE_STATUS_LABELS) {
        const want = [...expected].filter(([, s]) => s === status).map(([id]) => id);
        // Every status is among the generated purchases.
        expect({ status, some: want.length > 0 }).toEqual({ status, some: true });
        expect({ status, ids: ids(await admin.all(customerPackage, `packageStatus=${status}`)) }).toEqual({ status, ids: want.sort((a, b) => a - b) });
      }
      for (const payment of ["Success", "Pending", "Failed"]) {
        const want = all.filter((b) => b.payment === payment).map((b) => b.id);
        expect({ payment, some: want.length > 0 }).toEqual({ payment, some: true });
        expect({ payment, ids: ids(await admin.all(customerPackage, `paymentStatus=${payment}`)) }).toEqual({ payment, ids: want.sort((a, b) => a - b) });
      }
    });
  });

  describe("the list", () => {
    it("shows each purchase with its member, package and duration, amount in the default currency, payment and status, newest first", async () => {
      const body = await admin.ok("customerpackage?pageSize=10");
      expect(body.recordList).toHaveLength(10);
      const [first] = body.recordList;
      expect(first).toMatchObject({ member: expect.any(String), memberCode: expect.stringMatching(/^SM\d+$/), packageName: expect.stringMatching(/^\w+ \(\d+ months?\)$/), currencySymbol: "₹" });
      const bought = body.recordList.map((row) => String(row.purchasedAt));
      expect(bought).toEqual([...bought].sort().reverse());
    });

    it("filters by purchase days and finds a member by name, email or phone", async () => {
      const member = await insertMember(t.db, { firstName: "Zephyrine", lastName: "Quarrington", email: "zephyrine.q@example.com", phone: "9000011122", memberCode: "SM9990001" });
      const [packageId, durationId] = [await refId(t.db, "premiumaccount", "Gold"), await durationOf(t.db, 3)];
      const { purchase } = await insertPurchase(t.db, { memberId: member.id, packageId, durationId, startDate: today(), endDate: addMonths(today(), 3), netAmount: 2427.3 });
      for (const search of ["Zephyrine Quarr", "zephyrine.q@", "90000111", member.memberCode]) {
        expect({ search, ids: ids(await admin.all(customerPackage, `search=${encodeURIComponent(search)}`)) }).toEqual({ search, ids: [purchase.id] });
      }
      const day = serviceDay(purchase.purchasedAt);
      expect(ids(await admin.all(customerPackage, `from=${day}&to=${day}&search=Zephyrine`))).toEqual([purchase.id]);
      expect(ids(await admin.all(customerPackage, `from=${addDays(day, 1)}&search=Zephyrine`))).toEqual([]);
    });

    it("exports the filtered rows as CSV, with the package status", async () => {
      const response = await admin.get("customerpackage/export?packageStatus=Upcoming");
      expect(response.statusCode).toBe(200);
      const [header, ...lines] = parseCsv(response.body);
      expect(header).toEqual(expect.arrayContaining(["Member", "Package", "Amount", "Gateway and reference", "Payment Status", "Package Status"]));
      const column = header.indexOf("Package Status");
      expect(lines.length).toBe((await admin.all(customerPackage, "packageStatus=Upcoming")).length);
      for (const line of lines) expect(line[column]).toBe("Upcoming");
    });

    it("refuses a filter value it does not know, naming it", async () => {
      const response = await admin.get("customerpackage?packageStatus=Upcomming");
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain("packageStatus");
    });
  });

  describe("Active Package", () => {
    /** A new member with purchases given as [package, months, start, payment status]. */
    async function memberWith(...bought: [string, number, string, "Success" | "Pending" | "Failed"][]) {
      const member = await insertMember(t.db);
      const rows = [];
      for (const [name, months, start, status] of bought) {
        const [packageId, durationId] = [await refId(t.db, "premiumaccount", name), await durationOf(t.db, months)];
        rows.push(await insertPurchase(t.db, { memberId: member.id, packageId, durationId, startDate: start, endDate: addMonths(start, months), netAmount: 1000, status }));
      }
      return { member, rows };
    }

    const purchaseRow = async (id: number) => (await t.db.select().from(memberPackages).where(eq(memberPackages.id, id)))[0];
    const paymentRow = async (id: number) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0];
    const statusOf = async (id: number) => (await admin.ok(`customerpackage/${id}`)).recordList[0].packageStatus;

    async function checksum() {
      const { rows } = await t.db.execute(sql`select
        (select md5(string_agg(p::text, '|' order by p.id)) from payments p) as payments,
        (select md5(string_agg(m::text, '|' order by m.id)) from member_packages m) as packages,
        (select count(*)::int from member_notifications) as notices,
        (select count(*)::int from audit_log) as audits`);
      return rows[0];
    }
    async function refusedUnchanged(call: () => Promise<LightMyRequestResponse>, status: number, message?: string) {
      const before = await checksum();
      const response = await call();
      expect(response.statusCode).toBe(status);
      if (message) expect(response.json().message).toBe(message);
      expect(await checksum()).toEqual(before);
      return response;
    }

    it("marks a Pending payment Success with its reference and note, starts the package today when it outranks the member's, audits it and tells the member", async () => {
      const { member, rows } = await memberWith(["Silver", 3, addDays(today(), -10), "Success"], ["Gold", 6, addDays(today(), -40), "Pending"]);
      const [silver, gold] = rows;
      const response = await admin.post(`customerpackage/${gold.purchase.id}/activate`, { reference: "UTR123456789", note: "Paid by bank transfer" });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toMatch(/^Payment marked Success: Gold \(6 months\) runs from /);
      expect(await paymentRow(gold.payment.id)).toMatchObject({ status: "Success", reference: "UTR123456789", note: "Paid by bank transfer", activatedBy: adminId });
      expect(await purchaseRow(gold.purchase.id)).toMatchObject({ startDate: today(), endDate: addMonths(today(), 6) });
      expect(await statusOf(gold.purchase.id)).toBe("Active");
      expect(await statusOf(silver.purchase.id)).toBe("Override");
      const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.target, `customerpackage:${gold.purchase.id}`));
      expect(entry).toMatchObject({ action: "customerpackage.activate", adminId, memberId: member.id });
      expect(entry.details).toMatchObject({ reference: "UTR123456789", note: "Paid by bank transfer" });
      const notices = await t.db.select().from(memberNotifications).where(eq(memberNotifications.memberId, member.id));
      expect(notices).toHaveLength(1);
      expect(notices[0].title).toBe("Your package is active");
    });

    it("starts an outranked package the day after the member's higher one ends: Upcoming", async () => {
      const platinumStart = addDays(today(), -5);
      const { rows } = await memberWith(["Platinum", 3, platinumStart, "Success"], ["Silver", 1, addDays(today(), -2), "Pending"]);
      const [platinum, silver] = rows;
      expect((await admin.post(`customerpackage/${silver.purchase.id}/activate`, { reference: "CASH-77" })).statusCode).toBe(200);
      const start = addDays(addMonths(platinumStart, 3), 1);
      expect(await purchaseRow(silver.purchase.id)).toMatchObject({ startDate: start, endDate: addMonths(start, 1) });
      expect(await statusOf(silver.purchase.id)).toBe("Upcoming");
      expect(await statusOf(platinum.purchase.id)).toBe("Active");
    });

    it("is the same action on the member view's Purchased packages tab", async () => {
      const { rows } = await memberWith(["Gold", 3, today(), "Pending"]);
      const [gold] = rows;
      const tab = await admin.ok(`memberpackage?memberId=${gold.purchase.memberId}`);
      expect(tab.recordList[0]).toMatchObject({ id: gold.purchase.id, paymentStatus: "Pending", isPending: true, packageStatus: null });
      expect((await staff.post(`memberpackage/${gold.purchase.id}/activate`, { reference: "UPI-4455" })).statusCode).toBe(200);
      expect((await admin.ok(`memberpackage?memberId=${gold.purchase.memberId}`)).recordList[0]).toMatchObject({ paymentStatus: "Success", packageStatus: "Active", reference: "UPI-4455" });
    });

    it("answers 409 and changes nothing for a payment that is not Pending: activated already, Success or Failed", async () => {
      const { rows } = await memberWith(["Gold", 3, today(), "Pending"], ["Silver", 1, today(), "Success"], ["Silver", 1, today(), "Failed"]);
      const [pending, success, failed] = rows;
      expect((await admin.post(`customerpackage/${pending.purchase.id}/activate`, { reference: "R-1" })).statusCode).toBe(200);
      await refusedUnchanged(() => admin.post(`customerpackage/${pending.purchase.id}/activate`, { reference: "R-2" }), 409, NOT_PENDING);
      await refusedUnchanged(() => admin.post(`customerpackage/${success.purchase.id}/activate`, { reference: "R-3" }), 409, NOT_PENDING);
      await refusedUnchanged(() => admin.post(`customerpackage/${failed.purchase.id}/activate`, { reference: "R-4" }), 409, NOT_PENDING);
    });

    it("activates once when two staff activate the same payment at the same moment", async () => {
      const { rows } = await memberWith(["Gold", 3, today(), "Pending"]);
      const [pending] = rows;
      const answers = await Promise.all([1, 2].map((n) => admin.post(`customerpackage/${pending.purchase.id}/activate`, { reference: `SAME-${n}` })));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(await t.db.select().from(memberNotifications).where(eq(memberNotifications.memberId, pending.purchase.memberId))).toHaveLength(1);
    });

    it("refuses a missing or empty reference, a field it does not take and a wrong type, naming them (400)", async () => {
      const { rows } = await memberWith(["Gold", 3, today(), "Pending"]);
      const url = `customerpackage/${rows[0].purchase.id}/activate`;
      for (const [body, named] of [
        [{}, "reference"],
        [{ reference: "" }, "reference"],
        [{ reference: 12345 }, "reference"],
        [{ reference: "R-9", note: 5 }, "note"],
        [{ reference: "R-9", status: "Success" }, "status"],
        [{ reference: "x".repeat(101) }, "reference"],
      ] as const) {
        const response = await refusedUnchanged(() => admin.post(url, body), 400);
        expect({ body, says: response.body.includes(named) }).toEqual({ body, says: true });
      }
    });

    it("refuses the demo administrator and staff without the page (403), and lists nothing to them", async () => {
      const { rows } = await memberWith(["Gold", 3, today(), "Pending"]);
      const url = `customerpackage/${rows[0].purchase.id}/activate`;
      await refusedUnchanged(() => demo.post(url, { reference: "R-10" }), 403);
      await refusedUnchanged(() => staff.post(url, { reference: "R-10" }), 403);
      await refusedUnchanged(() => demo.post(`memberpackage/${rows[0].purchase.id}/activate`, { reference: "R-10" }), 403);
      expect((await staff.get("customerpackage")).statusCode).toBe(403);
      expect((await noAccess.get("customerpackage")).statusCode).toBe(403);
      expect((await noAccess.post(url, { reference: "R-10" })).statusCode).toBe(403);
    });
  });
});
