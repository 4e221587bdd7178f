/**
 * Block Users: the list of block requests (both members, filter, search, sorts, CSV) and the decisions.
 * Approving blocks the REPORTED member and ends their app sessions; rejecting changes only the request;
 * a decided request answers 409; and every refusal leaves every row as it was.
 */
import type { FastifyInstance, FastifyRequest, LightMyRequestResponse } from "fastify";
import { parse } from "csv-parse/sync";
import { eq, sql, type SQL } from "drizzle-orm";
import { ACCOUNTS, bearer, buildTestApp, signIn } from "../../../test/app";
import { describeEachDatabase } from "../../../test/databases";
import { insertBlockRequest, insertMember, insertSession } from "../../../test/members";
import { resourceClient, type ResourceClient, type Row } from "../../../test/resources";
import type { Db } from "../../db/client";
import { auditLog, blockRequests, members, memberSessions } from "../../db/schema";
import { seedReferenceData } from "../../engine/seed";
import { REASON_MAX_LENGTH } from "@/lib/review";
import { blockRequestHooks } from "./block-request";

const DECIDED = "This request has already been decided.";

/** The rows of an export (its byte order mark dropped). */
const parseCsv = (text: string): string[][] => parse(text, { bom: true });

describeEachDatabase("Block requests", (t) => {
  let app: FastifyInstance;
  let admin: ResourceClient;
  let adminId: number;
  let adminToken: string;
  let demo: ResourceClient;
  let staff: ResourceClient;

  beforeAll(async () => {
    await seedReferenceData(t.db);
    app = await buildTestApp(t.db);
    const signedIn = await signIn(app, ACCOUNTS.admin);
    adminId = signedIn.id;
    adminToken = signedIn.SessionToken;
    admin = resourceClient(app, signedIn.SessionToken);
    demo = resourceClient(app, (await signIn(app, ACCOUNTS.demo)).SessionToken);
    // Staff with App Users but not Block Users.
    staff = resourceClient(app, (await signIn(app, ACCOUNTS.staff)).SessionToken);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Everything a decision may touch, as one fingerprint per table, and how many audit entries there are. */
  async function checksum() {
    const { rows } = await t.db.execute(sql`select
      (select md5(coalesce(string_agg(r::text, '|' order by r.id), '')) from block_requests r) as requests,
      (select md5(coalesce(string_agg(m::text, '|' order by m.id), '')) from members m) as members,
      (select md5(coalesce(string_agg(s::text, '|' order by s.id), '')) from member_sessions s) as sessions,
      (select count(*)::int from audit_log) as audits`);
    return rows[0] as { requests: string; members: string; sessions: string; audits: number };
  }

  /** A request from one new member about another, each with an open app session. */
  async function scenario(reason = "Sends rude messages") {
    const reporter = await insertMember(t.db, { firstName: "Rekha", lastName: "Reporter" });
    const reported = await insertMember(t.db, { firstName: "Ravi", lastName: "Reported" });
    const request = await insertBlockRequest(t.db, { reporterId: reporter.id, reportedId: reported.id, reason });
    const reporterSession = await insertSession(t.db, reporter.id);
    const reportedSession = await insertSession(t.db, reported.id);
    return { reporter, reported, request, reporterSession, reportedSession };
  }

  const memberRow = async (id: number) => (await t.db.select().from(members).where(eq(members.id, id)))[0];
  const requestRow = async (id: number) => (await t.db.select().from(blockRequests).where(eq(blockRequests.id, id)))[0];
  const sessionsOf = (memberId: number) => t.db.select().from(memberSessions).where(eq(memberSessions.memberId, memberId));
  const auditOf = (id: number) => t.db.select().from(auditLog).where(eq(auditLog.target, `blockrequest:${id}`));

  describe("the list", () => {
    // A word no other test's rows hold: each search below sees only these rows.
    const TAG = "Quokka";
    type Member = Awaited<ReturnType<typeof insertMember>>;
    let rows: { id: number; reporter: Member; reported: Member; status: string; day: string }[] = [];

    beforeAll(async () => {
      const people = [
        ["Anita", `Iyer${TAG}`],
        ["Bharat", `Joshi${TAG}`],
        ["Chitra", `Kapoor${TAG}`],
        ["Dev", `Lal${TAG}`],
      ];
      const [anita, bharat, chitra, dev] = await Promise.all(people.map(([firstName, lastName]) => insertMember(t.db, { firstName, lastName })));
      const made = [
        { reporter: anita, reported: bharat, status: "pending", day: "2025-01-10", reason: `${TAG}: fake profile photos` },
        { reporter: bharat, reported: chitra, status: "approved", day: "2025-02-11", reason: `${TAG}: asked for money` },
        { reporter: dev, reported: anita, status: "rejected", day: "2025-03-12", reason: `${TAG}: 100% rude_ly` },
        { reporter: chitra, reported: dev, status: "pending", day: "2025-04-13", reason: `${TAG}: keeps calling` },
      ] as const;
      rows = [];
      for (const r of made) {
        const decided = r.status === "pending" ? {} : { decidedAt: new Date(`${r.day}T13:00:00Z`), decidedBy: adminId };
        const row = await insertBlockRequest(t.db, { reporterId: r.reporter.id, reportedId: r.reported.id, reason: r.reason, status: r.status, createdAt: new Date(`${r.day}T12:00:00.123456Z`), ...decided });
        rows.push({ id: row.id, reporter: r.reporter, reported: r.reported, status: r.status, day: r.day });
      }
    });

    const ids = (body: { recordList: Row[] }) => body.recordList.map((row) => row.id);

    it("shows both members with their ids and member codes, the reason, the day, the status and who decided", async () => {
      const body = await admin.ok(`blockrequest?search=${TAG}`);
      expect(body.totalRecords).toBe(4);
      // Newest first by default.
      expect(ids(body)).toEqual([rows[3].id, rows[2].id, rows[1].id, rows[0].id]);
      const approved = body.recordList.find((row) => row.id === rows[1].id)!;
      expect(approved).toMatchObject({
        reporterId: rows[1].reporter.id,
        reporter: `Bharat Joshi${TAG}`,
        reporterCode: rows[1].reporter.memberCode,
        reportedId: rows[1].reported.id,
        reported: `Chitra Kapoor${TAG}`,
        reportedCode: rows[1].reported.memberCode,
        reason: `${TAG}: asked for money`,
        createdAt: "2025-02-11",
        createdAtTime: "2025-02-11T12:00:00.123Z",
        requestStatus: "Approved",
        isPending: false,
        decidedAt: "2025-02-11T13:00:00.000Z",
        decidedOn: "2025-02-11",
        decidedById: adminId,
        decidedBy: "Asha Menon",
      });
      const pending = body.recordList.find((row) => row.id === rows[0].id)!;
      expect(pending).toMatchObject({ requestStatus: "Pending", isPending: true, decidedAt: null, decidedOn: null, decidedBy: null });
      expect((await admin.ok(`blockrequest/${rows[2].id}`)).recordList[0]).toMatchObject({ id: rows[2].id, requestStatus: "Rejected", isPending: false, reported: `Anita Iyer${TAG}` });
    });

    it("shows the day of a request and of its decision in the service's time zone (India), not the database's", async () => {
      const [reporter, reported] = [rows[0].reporter, rows[0].reported];
      const at = async (createdAt: string, decidedAt: string) => {
        const row = await insertBlockRequest(t.db, { reporterId: reporter.id, reportedId: reported.id, reason: "Day check", status: "rejected", createdAt: new Date(createdAt), decidedAt: new Date(decidedAt), decidedBy: adminId });
        const shown = (await admin.ok(`blockrequest/${row.id}`)).recordList[0];
        await t.db.delete(blockRequests).where(eq(blockRequests.id, row.id));
        return [shown.createdAt, shown.decidedOn];
      };
      // 23:30 in India is 18:00 UTC, the same day; 00:15 in India is still the day before in UTC.
      expect(await at("2025-05-04T18:00:00Z", "2025-05-04T18:29:00Z")).toEqual(["2025-05-04", "2025-05-04"]);
      expect(await at("2025-05-04T18:45:00Z", "2025-05-05T18:30:00Z")).toEqual(["2025-05-05", "2025-05-06"]);
    });

    it("filters by the status labels, All being no filter", async () => {
      for (const [label, stored] of [["Pending", "pending"], ["Approved", "approved"], ["Rejected", "rejected"]] as const) {
        const body = await admin.ok(`blockrequest?requestStatus=${label}&search=${TAG}`);
        expect(ids(body).sort()).toEqual(rows.filter((r) => r.status === stored).map((r) => r.id).sort());
        const [{ n }] = (await t.db.execute(sql`select count(*)::int as n from block_requests where status = ${stored}`)).rows as { n: number }[];
        expect((await admin.ok(`blockrequest?requestStatus=${label}`)).totalRecords).toBe(n);
      }
      for (const bad of ["pending", "active", "inactive", "All", ""]) {
        const response = await admin.get(`blockrequest?requestStatus=${bad}`);
        expect({ bad, status: response.statusCode }).toEqual({ bad, status: 400 });
      }
    });

    it("searches either member's name inside, their member ids and the reason, ignoring case, with % and _ as themselves", async () => {
      const search = async (text: string) => ids(await admin.ok(`blockrequest?search=${encodeURIComponent(text)}`)).sort();
      expect(await search(`ita iyer${TAG.toLowerCase()}`)).toEqual([rows[0].id, rows[2].id].sort());
      expect(await search(`JOSHI${TAG}`)).toEqual([rows[0].id, rows[1].id].sort());
      expect(await search(rows[3].reported.memberCode.toLowerCase())).toEqual([rows[2].id, rows[3].id].sort());
      expect(await search(`${TAG}: keeps`)).toEqual([rows[3].id]);
      expect(await search("100% rude_ly")).toEqual([rows[2].id]);
      expect(await search("100%% rude")).toEqual([]);
      expect(await search(`${TAG}_`)).toEqual([]);
      expect((await admin.get(`blockrequest?search=${"a".repeat(101)}`)).statusCode).toBe(400);
    });

    it("sorts by date, either member's name and status, then by id; pages and counts", async () => {
      const sorted = async (query: string) => ids(await admin.ok(`blockrequest?search=${TAG}&${query}`));
      const [a, b, c, d] = rows.map((r) => r.id);
      expect(await sorted("sort=createdAt&order=asc")).toEqual([a, b, c, d]);
      // Reporters: Anita, Bharat, Chitra, Dev.
      expect(await sorted("sort=reporter&order=asc")).toEqual([a, b, d, c]);
      expect(await sorted("sort=reporter&order=desc")).toEqual([c, d, b, a]);
      // Reported: Anita, Bharat, Chitra, Dev.
      expect(await sorted("sort=reported&order=asc")).toEqual([c, a, b, d]);
      // approved < pending < rejected, the same order as their labels; ties by id.
      expect(await sorted("sort=requestStatus&order=asc")).toEqual([b, a, d, c]);
      expect(await sorted("sort=requestStatus&order=desc")).toEqual([c, d, a, b]);
      const second = await admin.ok(`blockrequest?search=${TAG}&sort=createdAt&order=asc&page=2&pageSize=3`);
      expect({ ids: ids(second), total: second.totalRecords }).toEqual({ ids: [d], total: 4 });
      // Past the last page, and a search that finds nothing, still say how many match.
      const past = await admin.ok(`blockrequest?search=${TAG}&page=3&pageSize=3`);
      expect({ ids: ids(past), total: past.totalRecords }).toEqual({ ids: [], total: 4 });
      const none = await admin.ok(`blockrequest?search=${TAG}nothing`);
      expect({ ids: ids(none), total: none.totalRecords }).toEqual({ ids: [], total: 0 });
      expect((await admin.get("blockrequest?sort=reason")).statusCode).toBe(400);
    });

    it("exports the filtered list as CSV in the list's order, with the list's columns", async () => {
      const response = await admin.get(`blockrequest/export?search=${TAG}&sort=reporter&order=asc`);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/csv/);
      const [header, ...lines] = parseCsv(response.body);
      expect(header).toEqual(["Sr. No", "Request From User", "Request For User", "Reason", "Date", "Status"]);
      expect(lines.map((line) => [line[1], line[4], line[5]])).toEqual([
        [`Anita Iyer${TAG}`, "10 Jan 2025", "Pending"],
        [`Bharat Joshi${TAG}`, "11 Feb 2025", "Approved"],
        [`Chitra Kapoor${TAG}`, "13 Apr 2025", "Pending"],
        [`Dev Lal${TAG}`, "12 Mar 2025", "Rejected"],
      ]);
      const pending = parseCsv((await admin.get(`blockrequest/export?search=${TAG}&requestStatus=Pending`)).body);
      expect(pending.slice(1).map((line) => line[3])).toEqual([`${TAG}: keeps calling`, `${TAG}: fake profile photos`]);
    });

    it("streams an export longer than its batches without losing or repeating a row, ties and microseconds included", async () => {
      const [first, second] = [rows[0].reporter, rows[0].reported];
      // 2,100 requests (three batches): half share one moment, the rest a microsecond apart; names tie, ids break the ties.
      await t.db.execute(sql`
        insert into block_requests (reporter_id, reported_id, reason, created_at)
        select ${first.id}, ${second.id}, 'Bulk ' || lpad(g::text, 5, '0'),
               timestamptz '2024-06-01 10:00:00.000001+00' + case when g % 2 = 0 then interval '0' else g * interval '1 microsecond' end
        from generate_series(1, 2100) g`);
      // The order each export must follow, as the database sorts the same rows.
      const orders: [string, SQL][] = [
        ["search=Bulk", sql`order by created_at desc, id desc`],
        ["search=Bulk&sort=createdAt&order=asc", sql`order by created_at, id`],
        ["search=Bulk&sort=reporter&order=desc", sql`order by id desc`],
        ["search=Bulk&sort=requestStatus&order=asc", sql`order by id`],
      ];
      try {
        for (const [query, order] of orders) {
          const { rows: sorted } = await t.db.execute(sql`select reason from block_requests where reason like 'Bulk %' ${order}`);
          const exported = parseCsv((await admin.get(`blockrequest/export?${query}`)).body).slice(1).map((line) => line[3]);
          expect({ query, count: exported.length, distinct: new Set(exported).size }).toEqual({ query, count: 2100, distinct: 2100 });
          expect(exported).toEqual(sorted.map((row) => row.reason));
        }
        // The list pages through the same order.
        const listed = await admin.ok("blockrequest?search=Bulk&sort=createdAt&order=asc&page=11&pageSize=100");
        expect(listed.recordList.map((row) => row.reason)).toEqual(
          (await t.db.execute(sql`select reason from block_requests where reason like 'Bulk %' order by created_at, id offset 1000 limit 100`)).rows.map((row) => row.reason),
        );
      } finally {
        await t.db.delete(blockRequests).where(sql`${blockRequests.reason} like 'Bulk %'`);
      }
    });
  });

  describe("approving", () => {
    it("blocks the reported member, not the reporter, and ends exactly the reported member's open sessions", async () => {
      const { reporter, reported, request, reporterSession, reportedSession } = await scenario();
      const second = await insertSession(t.db, reported.id);
      const ended = await insertSession(t.db, reported.id);
      const endedAt = new Date("2025-01-01T00:00:00Z");
      await t.db.update(memberSessions).set({ revokedAt: endedAt }).where(eq(memberSessions.id, ended.id));
      const bystander = await insertMember(t.db);
      const bystanderSession = await insertSession(t.db, bystander.id);
      // Other requests about the same member, and one the reported member made: all stay pending.
      const another = await insertBlockRequest(t.db, { reporterId: bystander.id, reportedId: reported.id, reason: "Spam" });
      const theirs = await insertBlockRequest(t.db, { reporterId: reported.id, reportedId: bystander.id, reason: "Retaliation" });

      const response = await admin.post(`blockrequest/${request.id}/approve`, {});
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 200, message: "Request approved: Ravi Reported is blocked and signed out of the app." });
      expect(response.json().recordList[0]).toMatchObject({ id: request.id, requestStatus: "Approved", isPending: false, decidedBy: "Asha Menon" });

      const blocked = await memberRow(reported.id);
      expect(blocked.isBlocked).toBe(true);
      expect(blocked.blockedAt).toBeInstanceOf(Date);
      expect(await memberRow(reporter.id)).toMatchObject({ isBlocked: false, blockedAt: null });
      expect(await memberRow(bystander.id)).toMatchObject({ isBlocked: false, blockedAt: null });

      const sessions = new Map((await sessionsOf(reported.id)).map((s) => [s.id, s.revokedAt]));
      expect(sessions.get(reportedSession.id)).toBeInstanceOf(Date);
      expect(sessions.get(second.id)).toBeInstanceOf(Date);
      expect(sessions.get(ended.id)).toEqual(endedAt);
      expect((await sessionsOf(reporter.id)).find((s) => s.id === reporterSession.id)?.revokedAt).toBeNull();
      expect((await sessionsOf(bystander.id)).find((s) => s.id === bystanderSession.id)?.revokedAt).toBeNull();

      const decided = await requestRow(request.id);
      expect(decided).toMatchObject({ status: "approved", decidedBy: adminId });
      expect(decided.decidedAt).toBeInstanceOf(Date);
      expect((await requestRow(another.id)).status).toBe("pending");
      expect((await requestRow(theirs.id)).status).toBe("pending");
    });

    it("writes one audit entry: the admin, the page, the reported member, the request before and after", async () => {
      const { reported, request } = await scenario();
      expect((await admin.post(`blockrequest/${request.id}/approve`, {})).statusCode).toBe(200);
      const entries = await auditOf(request.id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ action: "blockrequest.approve", adminId, page: "Block Users", memberId: reported.id, details: null });
      expect(entries[0].before).toMatchObject({ id: request.id, requestStatus: "Pending", isPending: true, reportedId: reported.id, decidedAt: null });
      expect(entries[0].after).toMatchObject({ id: request.id, requestStatus: "Approved", isPending: false, decidedById: adminId, decidedBy: "Asha Menon" });
    });

    it("keeps the moment of a block already in place", async () => {
      const { reporter, reported, request } = await scenario();
      const blockedAt = new Date("2025-05-05T05:05:05Z");
      await t.db.update(members).set({ isBlocked: true, blockedAt }).where(eq(members.id, reported.id));
      const again = await insertBlockRequest(t.db, { reporterId: reporter.id, reportedId: reported.id, reason: "Still rude" });
      expect((await admin.post(`blockrequest/${request.id}/approve`, {})).statusCode).toBe(200);
      expect((await admin.post(`blockrequest/${again.id}/approve`, {})).statusCode).toBe(200);
      expect(await memberRow(reported.id)).toMatchObject({ isBlocked: true, blockedAt });
    });
  });

  describe("rejecting", () => {
    it("changes the request alone, with its audit entry", async () => {
      const { reported, request } = await scenario();
      const before = await checksum();
      const response = await admin.post(`blockrequest/${request.id}/reject`);
      expect(response.json()).toMatchObject({ status: 200, message: "Request rejected: both members stay as they were." });
      const after = await checksum();
      expect({ members: after.members, sessions: after.sessions }).toEqual({ members: before.members, sessions: before.sessions });
      expect(after.requests).not.toBe(before.requests);
      expect(await requestRow(request.id)).toMatchObject({ status: "rejected", decidedBy: adminId });
      const entries = await auditOf(request.id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ action: "blockrequest.reject", adminId, page: "Block Users", memberId: reported.id });
      expect(entries[0].before).toMatchObject({ requestStatus: "Pending" });
      expect(entries[0].after).toMatchObject({ requestStatus: "Rejected" });
    });

    it("keeps the reason given in its audit entry, and refuses a reason too long or any other field", async () => {
      const { request } = await scenario();
      const long = await admin.post(`blockrequest/${request.id}/reject`, { reason: "x".repeat(REASON_MAX_LENGTH + 1) });
      expect({ status: long.statusCode, errors: long.json().errors }).toEqual({ status: 400, errors: { reason: `Reason must be at most ${REASON_MAX_LENGTH} characters` } });
      const unknown = await admin.post(`blockrequest/${request.id}/reject`, { reason: "No misconduct", status: "rejected" });
      expect({ status: unknown.statusCode, fields: Object.keys(unknown.json().errors) }).toEqual({ status: 400, fields: ["status"] });
      // Approving takes no reason.
      expect((await admin.post(`blockrequest/${request.id}/approve`, { reason: "Rude" })).statusCode).toBe(400);
      expect(await auditOf(request.id)).toEqual([]);

      const reason = "No sign of misconduct by the reported member";
      expect((await admin.post(`blockrequest/${request.id}/reject`, { reason })).statusCode).toBe(200);
      const [entry] = await auditOf(request.id);
      expect(entry).toMatchObject({ action: "blockrequest.reject", details: { reason } });
    });
  });

  describe("refusals change nothing", () => {
    /** Sends a request that must be refused with `status`, and checks that no row changed. */
    async function refused(send: () => Promise<LightMyRequestResponse>, status: number, message?: string) {
      const before = await checksum();
      const response = await send();
      expect({ status: response.statusCode, body: response.json().status }).toEqual({ status, body: status });
      if (message) expect(response.json().message).toBe(message);
      expect(await checksum()).toEqual(before);
    }

    it("answers 409 to a second decision, whichever it is", async () => {
      for (const [first, then] of [["approve", "approve"], ["approve", "reject"], ["reject", "reject"], ["reject", "approve"]]) {
        const { request } = await scenario();
        expect((await admin.post(`blockrequest/${request.id}/${first}`, {})).statusCode).toBe(200);
        await refused(() => admin.post(`blockrequest/${request.id}/${then}`, {}), 409, DECIDED);
      }
    });

    it("answers 409 on a request decided before (not through the console)", async () => {
      const { reporter, reported } = await scenario();
      for (const status of ["approved", "rejected"] as const) {
        const request = await insertBlockRequest(t.db, { reporterId: reporter.id, reportedId: reported.id, reason: "Old", status, decidedAt: new Date() });
        for (const action of ["approve", "reject"]) await refused(() => admin.post(`blockrequest/${request.id}/${action}`, {}), 409, DECIDED);
      }
    });

    it("decides only a request still pending, whatever the row the engine read said (a decision made meanwhile)", async () => {
      const { request } = await scenario();
      const stale = (await admin.ok(`blockrequest/${request.id}`)).recordList[0];
      expect((await admin.post(`blockrequest/${request.id}/reject`, {})).statusCode).toBe(200);
      const before = await checksum();
      const signedIn = { admin: { row: { id: adminId } } } as unknown as FastifyRequest;
      for (const action of ["approve", "reject"]) {
        const run = blockRequestHooks.actions![action];
        await expect(t.db.transaction((tx) => run({ db: tx as unknown as Db, request: signedIn, row: { ...stale, id: Number(stale.id) }, body: {} }))).rejects.toMatchObject({ status: 409, message: DECIDED });
      }
      expect(await checksum()).toEqual(before);
    });

    it("answers 404 for a request that does not exist and for an id that cannot be one", async () => {
      for (const action of ["approve", "reject"]) {
        await refused(() => admin.post(`blockrequest/2147483647/${action}`, {}), 404, "Block request not found.");
        for (const id of ["0", "-1", "1.5", "abc", "99999999999"]) await refused(() => admin.post(`blockrequest/${id}/${action}`, {}), 404);
      }
      expect((await admin.get("blockrequest/2147483647")).statusCode).toBe(404);
      for (const id of ["0", "-1", "1.5", "abc", "99999999999"]) expect((await admin.get(`blockrequest/${id}`)).statusCode).toBe(404);
    });

    it("answers 400 to a body it does not take", async () => {
      const { request } = await scenario();
      for (const action of ["approve", "reject"]) {
        for (const body of [{ status: "approved" }, "approve", [request.id], 42]) await refused(() => admin.post(`blockrequest/${request.id}/${action}`, body), 400);
        await refused(
          () => app.inject({ method: "POST", url: `/api/admin/blockrequest/${request.id}/${action}`, headers: { ...bearer(adminToken), "content-type": "application/json" }, payload: "{not json" }),
          400,
        );
      }
      expect((await requestRow(request.id)).status).toBe("pending");
    });

    it("refuses the demo administrator's decisions (it reads) and staff without Block Users everything", async () => {
      const { request } = await scenario();
      for (const path of ["blockrequest", `blockrequest/${request.id}`, "blockrequest/export"]) {
        expect({ path, status: (await demo.get(path)).statusCode }).toEqual({ path, status: 200 });
        await refused(() => staff.get(path), 403);
      }
      for (const action of ["approve", "reject"]) {
        await refused(() => demo.post(`blockrequest/${request.id}/${action}`, {}), 403);
        await refused(() => staff.post(`blockrequest/${request.id}/${action}`, {}), 403);
      }
      expect((await requestRow(request.id)).status).toBe("pending");
    });
  });

  it("lets exactly one of two decisions at once through", async () => {
    for (const [one, other] of [["approve", "approve"], ["approve", "reject"]]) {
      const { reported, request } = await scenario();
      const send = (action: string) => admin.post(`blockrequest/${request.id}/${action}`, {});
      // PGlite is one connection: its transactions run one after the other anyway.
      const answers = t.label === "PostgreSQL" ? await Promise.all([send(one), send(other)]) : [await send(one), await send(other)];
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(await auditOf(request.id)).toHaveLength(1);
      const winner = answers.find((a) => a.statusCode === 200)!.json().recordList[0].requestStatus;
      expect((await memberRow(reported.id)).isBlocked).toBe(winner === "Approved");
    }
  });
});
