/**
 * The eleven reports over 1,000 generated members (docs/reports.md): each one's figures, page by page
 * and in its CSV, equal a plain recount of the tables here; bad filters are 400s with words; a report
 * is closed to staff without its page and open to staff holding only it.
 */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { MESSAGES } from "@/lib/messages";
import { REPORTS } from "@/lib/reports/index";
import { serviceDay } from "@/lib/time-zone";
import { ACCOUNTS, bearer, buildTestApp, signIn } from "../../test/app";
import { makeAdmin } from "../../test/admins";
import { describeEachDatabase } from "../../test/databases";
import type { Db } from "../db/client";
import { seedReferenceData } from "../engine/seed";
import { generateMembers } from "../setup/members/generate";

const GENERATED = 1_000;
type Row = Record<string, unknown>;

const parseCsv = (text: string): string[][] => parse(text, { bom: true });
const rowsOf = async (db: Db, query: ReturnType<typeof sql>) => (await db.execute(query)).rows as Row[];

describeEachDatabase("the reports", (t) => {
  let app: FastifyInstance;
  const tokens: Record<string, string> = {};
  const get = (who: string, url: string) => app.inject({ method: "GET", url: `/api/admin/${url}`, headers: bearer(tokens[who]) });
  const ok = async (url: string) => {
    const response = await get("admin", url);
    if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body}`);
    return response.json() as { recordList: Row[]; totalRecords: number; totalCapped?: boolean };
  };
  /** Every row of a report for a query, page after page of 100. */
  const all = async (url: string) => {
    const rows: Row[] = [];
    for (let page = 1; ; page++) {
      const body = await ok(`${url}${url.includes("?") ? "&" : "?"}pageSize=100&page=${page}`);
      rows.push(...body.recordList);
      if (body.recordList.length < 100) return { rows, total: body.totalRecords };
    }
  };
  const csvOf = async (url: string) => {
    const [path, query = ""] = url.split("?");
    const response = await get("admin", `${path}/export?${query}`);
    expect(response.statusCode).toBe(200);
    return parseCsv(response.body).slice(1);
  };
  const today = serviceDay(new Date());
  const year = Number(today.slice(0, 4));

  beforeAll(async () => {
    await seedReferenceData(t.db);
    await generateMembers(t.database, { members: GENERATED, seed: 23 });
    app = await buildTestApp(t.db);
    for (const who of ["admin", "staff", "demo"] as const) tokens[who] = (await signIn(app, ACCOUNTS[who])).SessionToken;
    tokens.oneReport = (await signIn(app, await makeAdmin(t.db, { rights: { "Proposal Send User": {} } }))).SessionToken;
    tokens.members = (await signIn(app, await makeAdmin(t.db, { rights: { "Application User": {} } }))).SessionToken;
  }, 240_000);
  afterAll(async () => {
    await app?.close();
  });

  describe("the proposals by month", () => {
    it.each([
      ["requestSendReport", sql`true`, sql`created_at`],
      ["requestAcceptReport", sql`status = 'accepted'`, sql`responded_at`],
      ["requestRejectReport", sql`status = 'rejected'`, sql`responded_at`],
    ])("%s: twelve months of a year, each the proposals recounted", async (key, kind, moment) => {
      for (const asked of [year, year - 1]) {
        const counted = await rowsOf(
          t.db,
          sql`select extract(month from (${moment} at time zone 'Asia/Kolkata'))::int as month, count(*)::int as n from proposals
              where ${kind} and ${moment} is not null and extract(year from (${moment} at time zone 'Asia/Kolkata')) = ${asked} group by 1`,
        );
        const expected = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, proposals: Number(counted.find((row) => row.month === i + 1)?.n ?? 0) }));
        const { rows, total } = await all(`${key}?year=${asked}`);
        expect(total).toBe(12);
        expect(rows).toEqual(expected);
        if (asked === year - 1) expect(expected.reduce((n, row) => n + row.proposals, 0)).toBeGreaterThan(0);
      }
      const byCount = (await ok(`${key}?year=${year - 1}&sort=proposals&order=desc&pageSize=12`)).recordList.map((row) => row.proposals as number);
      expect(byCount).toEqual([...byCount].sort((a, b) => b - a));
    });
  });

  describe("the proposals in a range of days", () => {
    const from = `${year - 1}-03-01`;
    const to = `${year - 1}-08-15`;
    it.each([
      ["requestSendUser", sql`true`, sql`p.created_at`],
      ["requestReceiveUser", sql`p.status = 'accepted'`, sql`p.responded_at`],
      ["requestRejectUser", sql`p.status = 'rejected'`, sql`p.responded_at`],
    ])("%s: each proposal of the range with its sender and receiver, newest first, and the CSV the same", async (key, kind, moment) => {
      const expected = await rowsOf(
        t.db,
        sql`select s.first_name || ' ' || s.last_name as sender, s.member_code as "senderCode", r.first_name || ' ' || r.last_name as receiver,
                   r.member_code as "receiverCode", to_char(${moment} at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day
            from proposals p join members s on s.id = p.sender_id join members r on r.id = p.receiver_id
            where ${kind} and ${moment} >= (${from}::date::timestamp at time zone 'Asia/Kolkata') and ${moment} < ((${to}::date + 1)::timestamp at time zone 'Asia/Kolkata')
            order by ${moment} desc, p.id desc`,
      );
      expect(expected.length).toBeGreaterThan(0);
      const { rows, total } = await all(`${key}?from=${from}&to=${to}`);
      expect(total).toBe(expected.length);
      expect(rows.map(({ id: _id, ...row }) => row)).toEqual(expected);
      const csv = await csvOf(`${key}?from=${from}&to=${to}`);
      expect(csv).toHaveLength(total);
      expect(csv.map((line) => [line[1], line[3]])).toEqual(expected.map((row) => [row.sender, row.receiver]));
      // Oldest first, the same rows.
      const oldest = await ok(`${key}?from=${from}&to=${to}&order=asc&pageSize=5`);
      expect(oldest.recordList.map((row) => row.day)).toEqual(expected.slice(-5).reverse().map((row) => row.day));
    });

    it("is this year until today when no range is chosen", async () => {
      const [{ n }] = await rowsOf(t.db, sql`select count(*)::int as n from proposals where created_at >= (${`${year}-01-01`}::date::timestamp at time zone 'Asia/Kolkata')`);
      expect((await ok("requestSendUser?pageSize=1")).totalRecords).toBe(Number(n));
    });
  });

  describe("the members ranked by proposals", () => {
    it.each([
      ["requestsend", "sender_id"],
      ["requestreceive", "receiver_id"],
    ])("%s: all time and in a range, most first, ties by member id", async (key, party) => {
      const column = sql.identifier(party);
      const ranked = async (range?: [string, string]) =>
        rowsOf(
          t.db,
          sql`select m.member_code as "memberCode", count(*)::int as proposals from proposals p join members m on m.id = p.${column}
              where ${range ? sql`p.created_at >= (${range[0]}::date::timestamp at time zone 'Asia/Kolkata') and p.created_at < ((${range[1]}::date + 1)::timestamp at time zone 'Asia/Kolkata')` : sql`true`}
              group by m.id, m.member_code order by count(*) desc, m.id desc`,
        );
      const allTime = await ranked();
      const listed = await all(key);
      expect(listed.total).toBe(allTime.length);
      expect(listed.rows.map((row) => ({ memberCode: row.memberCode, proposals: row.proposals }))).toEqual(allTime);
      const range: [string, string] = [`${year - 1}-01-01`, `${year - 1}-06-30`];
      const inRange = await ranked(range);
      const page = await ok(`${key}?from=${range[0]}&to=${range[1]}&pageSize=20`);
      expect(page.totalRecords).toBe(inRange.length);
      expect(page.recordList.map((row) => ({ memberCode: row.memberCode, proposals: row.proposals }))).toEqual(inRange.slice(0, 20));
      expect(await csvOf(`${key}?from=${range[0]}&to=${range[1]}`)).toHaveLength(inRange.length);
    });
  });

  describe("the member reports", () => {
    it("Application User: every member with their names, filtered as asked, totals and CSV alike", async () => {
      const everyone = await all("applicationuser");
      const [{ n }] = await rowsOf(t.db, sql`select count(*)::int as n from members`);
      expect(everyone.total).toBe(Number(n));
      expect(everyone.rows).toHaveLength(Number(n));
      const [sample] = await rowsOf(
        t.db,
        sql`select m.id, m.gender, m.religion_id as "religionId", m.education_id as "educationId", r.name as religion, a.state_id as "stateId", a.city_id as "cityId"
            from members m join religions r on r.id = m.religion_id join member_addresses a on a.member_id = m.id and a.kind = 'current'
            where m.education_id is not null order by m.id limit 1`,
      );
      const filters: [string, ReturnType<typeof sql>][] = [
        [`gender=${sample.gender}`, sql`m.gender = ${sample.gender}`],
        [`religionId=${sample.religionId}&gender=${sample.gender}`, sql`m.religion_id = ${sample.religionId} and m.gender = ${sample.gender}`],
        [`educationId=${sample.educationId}`, sql`m.education_id = ${sample.educationId}`],
        [`ageFrom=25&ageTo=30`, sql`extract(year from age((now() at time zone 'Asia/Kolkata')::date, m.birth_date)) between 25 and 30`],
        [`cityId=${sample.cityId}`, sql`coalesce((select city_id from member_addresses where member_id = m.id and kind = 'current'), (select city_id from member_addresses where member_id = m.id and kind = 'permanent')) = ${sample.cityId}`],
        [`from=${year - 1}-01-01&to=${year - 1}-12-31&stateId=${sample.stateId}`, sql`coalesce((select state_id from member_addresses where member_id = m.id and kind = 'current'), (select state_id from member_addresses where member_id = m.id and kind = 'permanent')) = ${sample.stateId}
            and m.registered_at >= (${`${year - 1}-01-01`}::date::timestamp at time zone 'Asia/Kolkata') and m.registered_at < (${`${year}-01-01`}::date::timestamp at time zone 'Asia/Kolkata')`],
      ];
      for (const [query, where] of filters) {
        const expected = await rowsOf(t.db, sql`select m.member_code as "memberCode" from members m where ${where} order by m.registered_at desc, m.id desc`);
        const { rows, total } = await all(`applicationuser?${query}`);
        expect({ query, total }).toEqual({ query, total: expected.length });
        expect(rows.map((row) => row.memberCode)).toEqual(expected.map((row) => row.memberCode));
        expect(await csvOf(`applicationuser?${query}`)).toHaveLength(expected.length);
      }
      const shown = everyone.rows.find((row) => row.id === sample.id)!;
      expect(shown).toMatchObject({ gender: sample.gender, religion: sample.religion });
      expect(shown.city).toEqual(expect.any(String));
    });

    it("Premium App User: one row per member with a paid package in force today, and their count", async () => {
      const expected = await rowsOf(
        t.db,
        sql`select distinct mp.member_id from member_packages mp join payments p on p.id = mp.payment_id
            where p.status = 'Success' and mp.start_date <= (now() at time zone 'Asia/Kolkata')::date and mp.end_date >= (now() at time zone 'Asia/Kolkata')::date`,
      );
      expect(expected.length).toBeGreaterThan(0);
      const { rows, total } = await all("premiumAppUser");
      expect(total).toBe(expected.length);
      expect(rows.map((row) => row.memberId).sort()).toEqual(expected.map((row) => row.member_id).sort());
      expect(rows.every((row) => String(row.startDate) <= today && String(row.endDate) >= today)).toBe(true);
      expect(await csvOf("premiumAppUser")).toHaveLength(total);
      const one = rows[0];
      const found = await ok(`premiumAppUser?search=${encodeURIComponent(String(one.memberCode))}`);
      expect(found.recordList.map((row) => row.memberCode)).toEqual([one.memberCode]);
      expect(found.totalRecords).toBe(1);
    });

    it("System Blocked User: the members the service blocked, by the day of the block", async () => {
      const expected = await rowsOf(t.db, sql`select member_code as "memberCode" from members where is_blocked order by blocked_at desc nulls last, id desc`);
      expect(expected.length).toBeGreaterThan(0);
      const { rows, total } = await all("systemBlockedUser");
      expect(total).toBe(expected.length);
      expect(rows.map((row) => row.memberCode)).toEqual(expected.map((row) => row.memberCode));
      expect(await csvOf("systemBlockedUser")).toHaveLength(total);
    });
  });

  describe("bad filters", () => {
    it.each([
      ["requestSendReport?year=1900", `Choose a year from ${year - 9} to ${year}`],
      ["requestSendUser?from=2025-03-01&to=2025-02-01", "From must not be after To"],
      ["requestSendUser?from=2015-01-01&to=2024-12-31", MESSAGES.reportRangeTooLong(366)],
      ["requestsend?from=2015-01-01&to=2024-12-31", MESSAGES.reportRangeTooLong(366)],
      ["requestSendUser?from=2025-02-30", "From must be a day such as 2025-01-31"],
      ["applicationuser?gender=Other", "Choose a gender from the list"],
      ["applicationuser?religionId=abc", "Choose a religion from the list"],
      ["applicationuser?ageFrom=40&ageTo=30", "Age from must not be above Age to"],
      ["applicationuser?ageFrom=5", "Age must be a whole number from 18 to 100"],
      ["premiumAppUser?sort=memberCode", undefined],
    ])("%s answers 400 with words", async (url, message) => {
      for (const path of [url, url.replace("?", "/export?"), url.replace("?", "/print?")]) {
        const response = await get("admin", path);
        expect(response.statusCode).toBe(400);
        if (message) expect(response.json().message).toBe(message);
      }
    });
  });

  describe("who may read them", () => {
    it("staff without a report's page get 403 on its rows, CSV and print; the demo administrator reads", async () => {
      for (const report of REPORTS) {
        for (const path of [report.key, `${report.key}/export`, `${report.key}/print`]) {
          const refused: LightMyRequestResponse = await get("staff", path);
          expect({ path, body: refused.json() }).toEqual({ path, body: { status: 403, message: MESSAGES.notPermitted, recordList: [] } });
          expect((await get("demo", path)).statusCode).toBe(200);
        }
      }
    });

    it("staff holding only Application User read the lists its filters choose from, and no other", async () => {
      for (const list of ["religion", "community", "maritalstatus", "education", "occupation", "income", "state", "district", "city"]) {
        expect({ list, status: (await get("members", `${list}/options`)).statusCode }).toEqual({ list, status: 200 });
        expect({ list, status: (await get("oneReport", `${list}/options`)).statusCode }).toEqual({ list, status: 403 });
      }
      expect((await get("members", "currency/options")).statusCode).toBe(403);
    });

    it("staff holding only Proposal Send User read it and no other report", async () => {
      expect((await get("oneReport", "requestSendUser?pageSize=1")).statusCode).toBe(200);
      for (const report of REPORTS.filter((r) => r.key !== "requestSendUser")) expect((await get("oneReport", report.key)).statusCode).toBe(403);
    });
  });
});
