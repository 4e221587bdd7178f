/**
 * The dashboard over 1,000 generated members and a few rows of today's (docs/dashboard.md): every
 * figure of every part equals a plain recount of the tables here, for ranges by day and by month,
 * wholly past or ending today; bad ranges are 400s with words; staff see only the parts of the pages
 * they hold, and the api sends nothing of the others; staff without Dashboard are refused.
 */
import type { FastifyInstance } from "fastify";
import { sql, type SQL } from "drizzle-orm";
import type { DashboardAnswer } from "@/lib/dashboard-answer";
import { bucketOf, bucketsOf, DEFAULT_PRESET, presetRange, previousPeriod, shiftDay, type DayRange } from "@/lib/dashboard-range";
import { MESSAGES } from "@/lib/messages";
import { serviceDay } from "@/lib/time-zone";
import { ACCOUNTS, bearer, buildTestApp, signIn } from "../../test/app";
import { makeAdmin } from "../../test/admins";
import { describeEachDatabase } from "../../test/databases";
import { insertBlockRequest, insertMember, insertProposal, insertPurchase } from "../../test/members";
import type { Db } from "../db/client";
import { seedReferenceData } from "../engine/seed";
import { foldRevenueTallies } from "./revenue-tallies";
import { generateMembers } from "../setup/members/generate";

type Row = Record<string, unknown>;
const rowsOf = async (db: Db, query: SQL) => (await db.execute(query)).rows as Row[];
const ZONE = "Asia/Kolkata";
/** The moments of a range of days in the service's zone, for the recounts. */
const within = (column: SQL, { from, to }: DayRange) =>
  sql`${column} >= (${from}::date::timestamp at time zone ${ZONE}) and ${column} < ((${to}::date + 1)::timestamp at time zone ${ZONE})`;

describeEachDatabase("the dashboard", (t) => {
  let app: FastifyInstance;
  const tokens: Record<string, string> = {};
  const get = (who: string, query = "") => app.inject({ method: "GET", url: `/api/admin/dashboard${query}`, headers: bearer(tokens[who]) });
  const dashboard = async (who: string, query = "") => {
    const response = await get(who, query);
    if (response.statusCode !== 200) throw new Error(`GET dashboard${query} answered ${response.statusCode}: ${response.body}`);
    const body = response.json() as { recordList: DashboardAnswer[] };
    expect(body.recordList).toHaveLength(1);
    return body.recordList[0];
  };
  const today = serviceDay(new Date());
  const year = Number(today.slice(0, 4));

  /** A count by bucket of the range, every bucket listed, as the charts are sent. */
  async function byBucket(query: (format: string) => SQL, range: DayRange): Promise<number[]> {
    const bucket = bucketOf(range);
    const counted = new Map((await rowsOf(t.db, query(bucket === "day" ? "YYYY-MM-DD" : "YYYY-MM-01"))).map((row) => [String(row.bucket), Number(row.n)]));
    return bucketsOf(range, bucket).map((first) => counted.get(first) ?? 0);
  }
  const one = async (query: SQL) => Number((await rowsOf(t.db, query))[0].n);

  const members = {
    count: (range: DayRange) => one(sql`select count(*) as n from members where ${within(sql`registered_at`, range)}`),
    byBucket: (range: DayRange) =>
      byBucket((format) => sql`select to_char(registered_at at time zone ${ZONE}, ${format}) as bucket, count(*) as n from members where ${within(sql`registered_at`, range)} group by 1`, range),
    newest: async (range: DayRange) =>
      (await rowsOf(t.db, sql`select id, member_code as "memberCode" from members where ${within(sql`registered_at`, range)} order by registered_at desc, id desc limit 10`)).map((row) => row.memberCode),
  };
  const proposals = {
    sent: (range: DayRange) => one(sql`select count(*) as n from proposals where ${within(sql`created_at`, range)}`),
    byBucket: (range: DayRange, status: "sent" | "accepted" | "rejected") => {
      const moment = status === "sent" ? sql`created_at` : sql`responded_at`;
      const kind = status === "sent" ? sql`true` : sql`status = ${status} and responded_at is not null`;
      return byBucket((format) => sql`select to_char(${moment} at time zone ${ZONE}, ${format}) as bucket, count(*) as n from proposals where ${kind} and ${within(moment, range)} group by 1`, range);
    },
  };
  const revenue = {
    byPackage: async (range: DayRange) =>
      (
        await rowsOf(
          t.db,
          sql`select mp.package_id as "packageId", k.name, round(sum(mp.net_amount), 2)::float8 as amount
              from member_packages mp join payments p on p.id = mp.payment_id and p.status = 'Success' join packages k on k.id = mp.package_id
              where ${within(sql`mp.purchased_at`, range)} group by mp.package_id, k.name order by amount desc, k.name`,
        )
      ).map((row) => ({ packageId: Number(row.packageId), name: String(row.name), amount: Number(row.amount) })),
    total: (range: DayRange) =>
      one(sql`select coalesce(round(sum(mp.net_amount), 2), 0)::float8 as n from member_packages mp join payments p on p.id = mp.payment_id and p.status = 'Success' where ${within(sql`mp.purchased_at`, range)}`),
  };
  const blockRequests = {
    pending: (range: DayRange) => one(sql`select count(*) as n from block_requests where status = 'pending' and ${within(sql`created_at`, range)}`),
    newest: async (range: DayRange) =>
      (await rowsOf(t.db, sql`select id from block_requests where status = 'pending' and ${within(sql`created_at`, range)} order by created_at desc, id desc limit 10`)).map((row) => Number(row.id)),
  };

  beforeAll(async () => {
    await seedReferenceData(t.db);
    await generateMembers(t.database, { members: 1_000, seed: 31 });
    // Today's rows: the generator's times end before today (UTC), so the day cards need rows of their own.
    const [a, b, c] = [await insertMember(t.db), await insertMember(t.db, { gender: "Male" }), await insertMember(t.db, { registeredAt: new Date(Date.now() - 86_400_000) })];
    await insertProposal(t.db, { senderId: b.id, receiverId: a.id });
    await insertProposal(t.db, { senderId: c.id, receiverId: a.id, status: "accepted", respondedAt: new Date() });
    await insertBlockRequest(t.db, { reporterId: a.id, reportedId: b.id, reason: "Rude messages" });
    const [gold] = await rowsOf(t.db, sql`select id from packages order by id limit 1`);
    const [duration] = await rowsOf(t.db, sql`select id from time_durations order by id limit 1`);
    await insertPurchase(t.db, { memberId: a.id, packageId: Number(gold.id), durationId: Number(duration.id), startDate: today, endDate: shiftDay(today, 30), netAmount: 1234.5 });
    app = await buildTestApp(t.db);
    for (const who of ["admin", "staff", "demo", "noAccess"] as const) tokens[who] = (await signIn(app, ACCOUNTS[who])).SessionToken;
    const staffWith = async (...titles: string[]) => (await signIn(app, await makeAdmin(t.db, { rights: Object.fromEntries(titles.map((title) => [title, {}])) }))).SessionToken;
    tokens.dashboardOnly = await staffWith("Dashboard");
    tokens.oneReport = await staffWith("Dashboard", "Proposal Reject User");
    tokens.packages = await staffWith("Dashboard", "Customer Packages");
    tokens.blocks = await staffWith("Dashboard", "Block Users");
    tokens.noDashboard = await staffWith("App Users", "Block Users");
  }, 240_000);
  afterAll(async () => {
    await app?.close();
  });

  /** Every figure of the answer against its recount. */
  async function expectRecounted(answer: DashboardAnswer, range: DayRange) {
    const previous = previousPeriod(range);
    const yesterday = shiftDay(today, -1);
    const day = (d: string) => ({ from: d, to: d });
    expect(answer).toMatchObject({ ...range, previousFrom: previous.from, previousTo: previous.to, today, bucket: bucketOf(range), buckets: bucketsOf(range, bucketOf(range)) });
    expect(answer.parts).toEqual(["members", "proposals", "revenue", "blockRequests"]);

    expect(answer.members).toEqual({
      today: { value: await members.count(day(today)), previous: await members.count(day(yesterday)) },
      inRange: { value: await members.count(range), previous: await members.count(previous) },
      byBucket: await members.byBucket(range),
      newest: expect.any(Array),
    });
    expect(answer.members!.newest.map((member) => member.memberCode)).toEqual(await members.newest(range));
    expect(answer.members!.byBucket.reduce((n, c) => n + c, 0)).toBe(answer.members!.inRange.value);

    expect(answer.proposals).toEqual({
      sentToday: { value: await proposals.sent(day(today)), previous: await proposals.sent(day(yesterday)) },
      sentInRange: { value: await proposals.sent(range), previous: await proposals.sent(previous) },
      sent: await proposals.byBucket(range, "sent"),
      accepted: await proposals.byBucket(range, "accepted"),
      rejected: await proposals.byBucket(range, "rejected"),
    });

    expect(answer.revenue).toEqual({
      currencySymbol: "₹",
      inRange: { value: await revenue.total(range), previous: await revenue.total(previous) },
      byPackage: await revenue.byPackage(range),
    });

    expect(answer.blockRequests).toMatchObject({
      pending: { value: await blockRequests.pending(range), previous: await blockRequests.pending(previous) },
      pendingInAll: await one(sql`select count(*) as n from block_requests where status = 'pending'`),
    });
    expect(answer.blockRequests!.newest.map((request) => request.id)).toEqual(await blockRequests.newest(range));
    for (const request of answer.blockRequests!.newest) {
      const [named] = await rowsOf(
        t.db,
        sql`select r.first_name || ' ' || r.last_name as reporter, d.first_name || ' ' || d.last_name as reported, b.reason
            from block_requests b join members r on r.id = b.reporter_id join members d on d.id = b.reported_id where b.id = ${request.id}`,
      );
      expect(request).toMatchObject(named);
    }
  }

  describe("each figure is the tables recounted", () => {
    it("with no range asked: the last 12 months, by month", async () => {
      const answer = await dashboard("admin");
      const range = presetRange(DEFAULT_PRESET, today);
      expect(answer.bucket).toBe("month");
      await expectRecounted(answer, range);
      // The generated members reach into the range and the period before: the figures are not all zero.
      expect(answer.members!.inRange.value).toBeGreaterThan(0);
      expect(answer.members!.inRange.previous).toBeGreaterThan(0);
      expect(answer.proposals!.sentInRange.value).toBeGreaterThan(0);
      expect(answer.revenue!.byPackage.length).toBeGreaterThan(0);
      expect(answer.members!.today.value).toBeGreaterThanOrEqual(2);
      expect(answer.proposals!.sentToday.value).toBeGreaterThanOrEqual(2);
    });

    it.each([
      ["today", () => presetRange("today", today)],
      ["the last 7 days", () => presetRange("last-7-days", today)],
      ["this month", () => presetRange("this-month", today)],
      ["a past range by day, across a month's end", () => ({ from: `${year - 1}-01-20`, to: `${year - 1}-03-10` })],
      ["a past range by month that starts and ends inside months", () => ({ from: `${year - 2}-02-10`, to: `${year - 2}-06-20` })],
      ["a past leap year, 366 days, the longest range", () => {
        const leap = [1, 2, 3, 4].map((back) => year - back).find((y) => new Date(Date.UTC(y, 1, 29)).getUTCMonth() === 1)!;
        return { from: `${leap}-01-01`, to: `${leap}-12-31` };
      }],
    ])("%s", async (_label, rangeOf) => {
      const range = rangeOf();
      const answer = await dashboard("admin", `?from=${range.from}&to=${range.to}`);
      await expectRecounted(answer, range);
    });

    it("moves with new rows: a member and a proposal sent now are in today's and the range's figures", async () => {
      const range = presetRange("this-month", today);
      const before = await dashboard("admin", `?from=${range.from}&to=${range.to}`);
      const [x, y] = [await insertMember(t.db), await insertMember(t.db, { gender: "Male" })];
      await insertProposal(t.db, { senderId: y.id, receiverId: x.id });
      const after = await dashboard("admin", `?from=${range.from}&to=${range.to}`);
      expect(after.members!.today.value - before.members!.today.value).toBe(2);
      expect(after.members!.inRange.value - before.members!.inRange.value).toBe(2);
      expect(after.proposals!.sentToday.value - before.proposals!.sentToday.value).toBe(1);
      expect(after.members!.newest.slice(0, 2).map((member) => member.id)).toEqual([y.id, x.id]);
    });
  });

  describe("the revenue tallies", () => {
    it("follow a purchase and its payment through every change, and agree with the purchases after a fold", async () => {
      const range = { from: shiftDay(today, -400), to: shiftDay(today, -366) };
      const query = `?from=${range.from}&to=${range.to}`;
      const revenueOf = async () => (await dashboard("admin", query)).revenue!.inRange.value;
      const expectRecounted = async () => expect(await revenueOf()).toBe(await revenue.total(range));
      const before = await revenueOf();
      const [member] = await rowsOf(t.db, sql`select id from members order by id limit 1`);
      const [pkg] = await rowsOf(t.db, sql`select id from packages order by id desc limit 1`);
      const [duration] = await rowsOf(t.db, sql`select id from time_durations order by id limit 1`);
      const day = shiftDay(range.from, 3);
      const { purchase, payment } = await insertPurchase(t.db, { memberId: Number(member.id), packageId: Number(pkg.id), durationId: Number(duration.id), startDate: day, endDate: day, netAmount: 500.25, status: "Pending" });
      await t.db.execute(sql`update member_packages set purchased_at = (${day}::date::timestamp at time zone ${ZONE}) + interval '1 hour' where id = ${purchase.id}`);
      expect(await revenueOf()).toBe(before);
      await t.db.execute(sql`update payments set status = 'Success' where id = ${payment.id}`);
      expect(await revenueOf()).toBe(Math.round((before + 500.25) * 100) / 100);
      await expectRecounted();
      await t.db.execute(sql`update member_packages set net_amount = 700 where id = ${purchase.id}`);
      expect(await revenueOf()).toBe(Math.round((before + 700) * 100) / 100);
      // Moved out of the range, then back in.
      await t.db.execute(sql`update member_packages set purchased_at = purchased_at + interval '60 days' where id = ${purchase.id}`);
      expect(await revenueOf()).toBe(before);
      await t.db.execute(sql`update member_packages set purchased_at = purchased_at - interval '60 days' where id = ${purchase.id}`);
      await expectRecounted();
      // A payment deleted: its purchase lets go of it (and counts nothing) in the same statement.
      await t.db.execute(sql`delete from payments where id = ${payment.id}`);
      expect(await revenueOf()).toBe(before);
      const second = await insertPurchase(t.db, { memberId: Number(member.id), packageId: Number(pkg.id), durationId: Number(duration.id), startDate: day, endDate: day, netAmount: 99.99 });
      await t.db.execute(sql`update member_packages set purchased_at = (${day}::date::timestamp at time zone ${ZONE}) where id = ${second.purchase.id}`);
      await expectRecounted();
      await t.db.execute(sql`delete from member_packages where id in (${purchase.id}, ${second.purchase.id})`);
      expect(await revenueOf()).toBe(before);
      await foldRevenueTallies(t.db);
      await expectRecounted();
      expect((await rowsOf(t.db, sql`select count(*)::int as n from revenue_tally_changes`))[0].n).toBe(0);
      // Every day and package of the tallies is the purchases recounted.
      const tallied = await rowsOf(t.db, sql`select day::text as day, package_id as "packageId", amount::float8 as amount from revenue_tallies order by 1, 2`);
      const counted = await rowsOf(
        t.db,
        sql`select to_char(mp.purchased_at at time zone ${ZONE}, 'YYYY-MM-DD') as day, mp.package_id as "packageId", sum(mp.net_amount)::float8 as amount
            from member_packages mp join payments p on p.id = mp.payment_id and p.status = 'Success' group by 1, 2 having sum(mp.net_amount) <> 0 order by 1, 2`,
      );
      expect(tallied).toEqual(counted);
      expect(tallied.length).toBeGreaterThan(100);
    });
  });

  describe("bad ranges", () => {
    it.each([
      ["?from=2025-03-01&to=2025-02-01", MESSAGES.dashboardEndsBeforeStart],
      ["?from=2015-01-01&to=2024-12-31", MESSAGES.dashboardRangeTooLong(366)],
      ["?from=2024-01-01&to=2025-01-01", MESSAGES.dashboardRangeTooLong(366)],
      ["?from=2025-02-01", MESSAGES.dashboardBothDays],
      ["?to=2025-02-01", MESSAGES.dashboardBothDays],
      ["?from=2025-02-30&to=2025-03-01", MESSAGES.dashboardDay("From")],
      ["?from=2025-02-01&to=yesterday", MESSAGES.dashboardDay("To")],
      ["?from=2025-02-01&from=2025-02-02&to=2025-03-01", MESSAGES.dashboardDay("From")],
      ["?from=2025-02-01&to=2025-03-01&page=2", MESSAGES.unknownField("page")],
    ])("%s answers 400 with words", async (query, message) => {
      const response = await get("admin", query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, message, recordList: [] });
    });

    it("takes a range of 366 days, the longest", async () => {
      expect((await get("admin", "?from=2024-01-01&to=2024-12-31")).statusCode).toBe(200);
    });
  });

  describe("who sees what", () => {
    const query = `?from=${shiftDay(today, -30)}&to=${today}`;
    it.each([
      ["staff (Dashboard, App Users, Review, Religion, Community, FAQs)", "staff", ["members"]],
      ["staff with one proposal report", "oneReport", ["proposals"]],
      ["staff with Customer Packages", "packages", ["revenue"]],
      ["staff with Block Users", "blocks", ["blockRequests"]],
      ["staff with Dashboard alone", "dashboardOnly", []],
      ["the demo administrator", "demo", ["members", "proposals", "revenue", "blockRequests"]],
    ])("%s: only the parts of the pages held, and nothing of the others", async (_label, who, parts) => {
      const answer = await dashboard(who, query);
      expect(answer.parts).toEqual(parts);
      for (const part of ["members", "proposals", "revenue", "blockRequests"] as const) {
        if (parts.includes(part)) expect(answer[part]).toBeDefined();
        else expect(part in answer).toBe(false);
      }
      // The same figures as the full administrator's, where shown.
      const full = await dashboard("admin", query);
      for (const part of parts as (keyof DashboardAnswer)[]) expect(answer[part]).toEqual(full[part]);
    });

    it.each([
      ["staff without any page", "noAccess"],
      ["staff without Dashboard", "noDashboard"],
    ])("%s is refused (403)", async (_label, who) => {
      const response = await get(who, query);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ status: 403, message: MESSAGES.notPermitted, recordList: [] });
    });

    it("nobody signed in is refused (401)", async () => {
      expect((await app.inject({ method: "GET", url: "/api/admin/dashboard" })).statusCode).toBe(401);
    });
  });
});
