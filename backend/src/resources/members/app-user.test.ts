/**
 * The App Users list (docs/members.md, "App Users"): totals, the four searches, every filter, the range
 * of days in the service's time zone, the sorts, deep pages, the streamed CSV and the member tallies
 * behind the totals. Each test makes members of its own, under a religion of its own, so the counts
 * it states are exact whatever the other tests add.
 */
import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { eq, sql } from "drizzle-orm";
import { listQuerySchema } from "@/lib/engine/list-query-schema";
import { requireResource } from "@/lib/resources/index";
import { ACCOUNTS, buildTestApp, signIn } from "../../../test/app";
import { describeEachDatabase } from "../../../test/databases";
import { csvCells } from "../../../test/member-checks";
import { insertBlockRequest, insertDocument, insertMember, insertProfilePhoto, refId } from "../../../test/members";
import { resourceClient, type ResourceClient, type Row } from "../../../test/resources";
import { members } from "../../db/schema";
import { seedReferenceData } from "../../engine/seed";
import { tablesOf } from "../../engine/tables";
import { RESOURCE_HOOKS } from "../index";
import { appUserHooks } from "./app-user";
import { memberSource } from "./app-user-source";
import { foldTallies } from "./member-tallies";

const appUser = requireResource("appuser");
const parse = (query: Record<string, string>) => listQuerySchema(appUser).parse(query);

describeEachDatabase("App Users list", (t) => {
  let app: FastifyInstance;
  let staff: ResourceClient;
  let admin: ResourceClient;

  beforeAll(async () => {
    await seedReferenceData(t.db);
    app = await buildTestApp(t.db);
    staff = resourceClient(app, (await signIn(app, ACCOUNTS.staff)).SessionToken);
    admin = resourceClient(app, (await signIn(app, ACCOUNTS.admin)).SessionToken);
  });
  afterAll(async () => {
    await app?.close();
  });

  let seq = 0;
  /** A religion (and a community in it) of the test's own: filtering by it lists the test's members only. */
  async function ownReligion() {
    const tag = `${Date.now().toString(36)}${++seq}${randomInt(1e6)}`;
    const religions = tablesOf("religion").main;
    const communities = tablesOf("community").main;
    const [religion] = await t.db.insert(religions).values({ name: `Zq Religion ${tag}` }).returning({ id: religions.id });
    const [community] = await t.db.insert(communities).values({ name: `Zq Community ${tag}`, religionId: religion.id }).returning({ id: communities.id });
    return { religionId: religion.id as number, communityId: community.id as number, tag };
  }
  const ids = (body: { recordList: Row[] }) => body.recordList.map((row) => row.id);

  it("lists members with their fields and an exact total, page by page, newest first", async () => {
    const { religionId, communityId, tag } = await ownReligion();
    const married = await refId(t.db, "maritalstatus", "Never Married");
    const made: (typeof members.$inferSelect)[] = [];
    for (let i = 0; i < 12; i++) {
      made.push(await insertMember(t.db, { religionId, communityId: i % 2 ? communityId : null, maritalStatusId: married, registeredAt: new Date(Date.UTC(2020, 0, 1 + i, 12)) }));
    }
    const first = await staff.ok(`appuser?religionId=${religionId}&pageSize=5`);
    expect(first.totalRecords).toBe(12);
    expect(ids(first)).toEqual(made.slice(-5).reverse().map((m) => m.id));
    const third = await staff.ok(`appuser?religionId=${religionId}&pageSize=5&page=3`);
    expect(ids(third)).toEqual(made.slice(0, 2).reverse().map((m) => m.id));
    expect((await staff.ok(`appuser?religionId=${religionId}&pageSize=5&page=4`)).recordList).toEqual([]);

    const newest = made[11];
    expect(first.recordList[0]).toMatchObject({
      id: newest.id,
      name: `${newest.firstName} ${newest.lastName}`,
      memberCode: newest.memberCode,
      email: newest.email,
      phone: newest.phone,
      dialCode: "+91",
      gender: "Female",
      religionId,
      religionIdName: `Zq Religion ${tag}`,
      communityId,
      communityIdName: `Zq Community ${tag}`,
      maritalStatusIdName: "Never Married",
      documentStatus: "Not Uploaded",
      hasPendingDocuments: false,
      photoStatus: "none",
      photoPending: false,
      photoReviewable: false,
      photoMediaId: null,
      isVerified: false,
      isBlocked: false,
      isActive: true,
      registeredAt: "2020-01-12",
    });
    expect(await staff.ok(`appuser/${newest.id}`)).toMatchObject({ recordList: [first.recordList[0]] });
    expect((await staff.get("appuser/2000000000")).statusCode).toBe(404);
  });

  it("names the day of registration in the service's time zone (India), and counts the range of days there", async () => {
    const { religionId } = await ownReligion();
    // 23:59:59 and 00:00:00 in India on either side of the 1st of April 2019.
    const lastOfMarch = await insertMember(t.db, { religionId, registeredAt: new Date("2019-03-31T18:29:59Z") });
    const firstOfApril = await insertMember(t.db, { religionId, registeredAt: new Date("2019-03-31T18:30:00Z") });
    const list = await staff.ok(`appuser?religionId=${religionId}`);
    expect(list.recordList.map((row) => [row.id, row.registeredAt])).toEqual([
      [firstOfApril.id, "2019-04-01"],
      [lastOfMarch.id, "2019-03-31"],
    ]);
    const range = async (query: string) => ids(await staff.ok(`appuser?religionId=${religionId}&${query}`));
    expect(await range("from=2019-04-01")).toEqual([firstOfApril.id]);
    expect(await range("to=2019-03-31")).toEqual([lastOfMarch.id]);
    expect(await range("from=2019-03-31&to=2019-03-31")).toEqual([lastOfMarch.id]);
    expect(await range("from=2019-03-31&to=2019-04-01")).toEqual([firstOfApril.id, lastOfMarch.id]);
    expect(await range("from=2019-04-02")).toEqual([]);
  });

  it("counts ranges across whole and partial months exactly, and refuses days that are not days", async () => {
    const { religionId } = await ownReligion();
    // One member every 5 days of India's calendar from 2021-01-03 to 2021-06-30.
    const days: string[] = [];
    for (let d = new Date(Date.UTC(2021, 0, 3)); d < new Date(Date.UTC(2021, 6, 1)); d.setUTCDate(d.getUTCDate() + 5)) days.push(d.toISOString().slice(0, 10));
    await t.db.insert(members).values(
      days.map((day, i) => ({
        memberCode: `SM9${religionId}${String(i).padStart(4, "0")}`,
        firstName: "Range",
        lastName: `Member${i}`,
        email: `range${religionId}.${i}@example.test`,
        phone: `5${String(religionId).padStart(4, "0")}${String(i).padStart(5, "0")}`,
        gender: i % 3 ? "Female" : "Male",
        birthDate: "1994-01-01",
        religionId,
        // Noon in India.
        registeredAt: new Date(`${day}T06:30:00Z`),
      })),
    );
    const cases: [string, string | undefined, string | undefined][] = [
      ["whole months", "2021-02-01", "2021-04-30"],
      ["partial at both ends", "2021-01-10", "2021-05-17"],
      ["inside one month", "2021-03-04", "2021-03-23"],
      ["adjacent partial months", "2021-03-20", "2021-04-10"],
      ["from a month's first day to inside it", "2021-03-01", "2021-03-18"],
      ["from inside a month to its last day", "2021-04-09", "2021-04-30"],
      ["open start", undefined, "2021-02-14"],
      ["open end", "2021-06-08", undefined],
    ];
    for (const [label, from, to] of cases) {
      const expected = days.filter((day) => (!from || day >= from) && (!to || day <= to));
      for (const gender of ["", "&gender=Female"]) {
        const query = `religionId=${religionId}${from ? `&from=${from}` : ""}${to ? `&to=${to}` : ""}${gender}&pageSize=100&sort=registeredAt&order=asc`;
        const body = await staff.ok(`appuser?${query}`);
        const wanted = expected.filter((day) => !gender || days.indexOf(day) % 3 !== 0);
        expect({ label, gender, total: body.totalRecords, days: body.recordList.map((row) => row.registeredAt) }).toEqual({ label, gender, total: wanted.length, days: wanted });
      }
    }
    for (const bad of ["from=2021-02-30", "to=yesterday", "from=2021-13-01", "from=2021-05-01&to=2021-04-30"]) {
      const response = await staff.get(`appuser?${bad}`);
      expect({ bad, status: response.statusCode }).toEqual({ bad, status: 400 });
    }
    expect((await staff.get("appuser?from=2021-05-01&to=2021-04-30")).json().message).toBe("From must not be after To");
  });

  it("searches by member id, phone (with or without +91), email from its start and name anywhere inside", async () => {
    const tag = `${randomInt(1e8, 1e9)}`;
    const target = await insertMember(t.db, {
      memberCode: `SM${tag}`,
      firstName: `Zqa${tag}lakshmi`,
      lastName: "Raghunathan",
      email: `Lakshmi.${tag}@Example.test`,
      phone: `5${tag}`,
    });
    const other = await insertMember(t.db, { memberCode: `SM${tag}7`, firstName: "Other", lastName: `Zqa${tag}x`, email: `other.${tag}@example.test`, phone: `4${tag}` });
    const found = async (search: string) => {
      const body = await staff.ok(`appuser?search=${encodeURIComponent(search)}&pageSize=100`);
      expect(body.totalRecords).toBe(body.recordList.length);
      return ids(body);
    };
    // A member id exactly, in any case; never a part of one.
    expect(await found(`SM${tag}`)).toEqual([target.id]);
    expect(await found(`sm${tag}`)).toEqual([target.id]);
    expect(await found(`SM${tag.slice(0, 5)}`)).toEqual([]);
    // A phone number from its start, however it is typed.
    expect(await found(`5${tag}`)).toEqual([target.id]);
    expect(await found(`+91 5${tag}`)).toEqual([target.id]);
    expect(await found(`+91-5${tag.slice(0, 4)} ${tag.slice(4)}`)).toEqual([target.id]);
    expect(await found(`915${tag}`)).toEqual([target.id]);
    expect(await found(`5${tag.slice(0, 6)}`)).toEqual([target.id]);
    expect(await found(`${tag}`)).toEqual([]);
    // An email from its start, in any case; not from its middle.
    expect(await found(`lakshmi.${tag}@`)).toEqual([target.id]);
    expect(await found(`LAKSHMI.${tag}@EXAMPLE.TEST`)).toEqual([target.id]);
    expect(await found(`${tag}@example.test`)).toEqual([]);
    // A name anywhere inside, across first and last name, in any case.
    expect(await found(`${tag}LAKSHMI`)).toEqual([target.id]);
    expect(await found(`lakshmi raghu`)).toEqual([target.id]);
    expect((await found(`Zqa${tag}`)).sort()).toEqual([target.id, other.id].sort());
    expect((await found(`zqa${tag}`)).sort()).toEqual([target.id, other.id].sort());
    // LIKE's own characters are taken as they are.
    expect(await found(`Zqa${tag}%`)).toEqual([]);
    expect(await found(`Zqa_${tag.slice(1)}`)).toEqual([]);
    // A renamed member is found by the new name only.
    await t.db.update(members).set({ firstName: `Zqb${tag}meena` }).where(eq(members.id, target.id));
    expect(await found(`${tag}meena`)).toEqual([target.id]);
    expect(await found(`${tag}lakshmi`)).toEqual([]);
    // Search and filters together.
    expect(ids(await staff.ok(`appuser?search=Zqa${tag}&gender=Female`))).toEqual([other.id]);
    expect(ids(await staff.ok(`appuser?search=Zqa${tag}&gender=Male`))).toEqual([]);
  });

  it("filters by gender, religion, community, marital status, document status, photo awaiting approval and blocked", async () => {
    const { religionId, communityId } = await ownReligion();
    const widowed = await refId(t.db, "maritalstatus", "Widowed");
    const divorced = await refId(t.db, "maritalstatus", "Divorced");
    const aadhaar = await refId(t.db, "document-type", "Aadhaar Card");
    const made: Record<string, number> = {};
    const add = async (name: string, values: Partial<typeof members.$inferInsert>) => (made[name] = (await insertMember(t.db, { religionId, ...values })).id);
    await add("plain", { gender: "Male", maritalStatusId: widowed });
    await add("community", { gender: "Female", communityId, maritalStatusId: divorced });
    await add("blocked", { gender: "Male", isBlocked: true, blockedAt: new Date() });
    await add("inactive", { gender: "Female", isActive: false });
    await add("waitingDocument", { gender: "Female" });
    await insertDocument(t.db, made.waitingDocument, aadhaar);
    await add("verifiedDocument", { gender: "Male" });
    await insertDocument(t.db, made.verifiedDocument, aadhaar, true);
    await add("waitingPhoto", { gender: "Female" });
    await insertProfilePhoto(t.db, made.waitingPhoto, "pending");
    await add("approvedPhoto", { gender: "Male" });
    await insertProfilePhoto(t.db, made.approvedPhoto, "approved");
    const filtered = async (query: string) => {
      const body = await staff.ok(`appuser?religionId=${religionId}&pageSize=100&${query}`);
      expect(body.totalRecords).toBe(body.recordList.length);
      return ids(body).sort();
    };
    const named = (...names: string[]) => names.map((name) => made[name]).sort();
    const everyone = Object.keys(made);
    expect(await filtered("")).toEqual(named(...everyone));
    expect(await filtered("gender=Male")).toEqual(named("plain", "blocked", "verifiedDocument", "approvedPhoto"));
    expect(await filtered(`communityId=${communityId}`)).toEqual(named("community"));
    expect(await filtered(`maritalStatusId=${divorced}`)).toEqual(named("community"));
    expect(await filtered("documentStatus=Not%20Uploaded")).toEqual(named(...everyone.filter((n) => !/Document$/.test(n))));
    expect(await filtered("documentStatus=Verify%20Doc")).toEqual(named("waitingDocument"));
    expect(await filtered("documentStatus=Verified")).toEqual(named("verifiedDocument"));
    expect(await filtered("photoPending=true")).toEqual(named("waitingPhoto"));
    expect(await filtered("photoPending=false")).toEqual(named(...everyone.filter((n) => n !== "waitingPhoto")));
    expect(await filtered("isBlocked=true")).toEqual(named("blocked"));
    expect(await filtered("isBlocked=false&gender=Male")).toEqual(named("plain", "verifiedDocument", "approvedPhoto"));
    expect(await filtered("status=inactive")).toEqual(named("inactive"));
    // What the rows say about them.
    const row = async (name: string) => (await staff.ok(`appuser/${made[name]}`)).recordList[0];
    expect(await row("waitingDocument")).toMatchObject({ documentStatus: "Verify Doc", hasPendingDocuments: true });
    expect(await row("verifiedDocument")).toMatchObject({ documentStatus: "Verified", hasPendingDocuments: false });
    expect(await row("waitingPhoto")).toMatchObject({ photoStatus: "pending", photoPending: true, photoReviewable: true, isVerified: false, photoMediaId: expect.any(String) });
    expect(await row("approvedPhoto")).toMatchObject({ photoStatus: "approved", photoPending: false, photoReviewable: false, isVerified: true });
    for (const bad of ["gender=Other", "religionId=abc", "documentStatus=pending", "photoPending=maybe", "isBlocked=1", "sort=phone", "pageSize=101", "page=0"]) {
      expect({ bad, status: (await staff.get(`appuser?${bad}`)).statusCode }).toEqual({ bad, status: 400 });
    }
  });

  it("sorts by registration, name, email and gender, the id breaking ties, every page the same as the deep-page walks give", async () => {
    const { religionId } = await ownReligion();
    const names = ["asha", "Bina", "chitra", "Asha", "deepa", "bina", "Esha", "farah", "Gita", "asha"];
    for (const [i, first] of names.entries()) {
      await insertMember(t.db, {
        religionId,
        firstName: first,
        lastName: i % 2 ? "Rao" : "Iyer",
        email: `${String.fromCharCode(122 - i)}${religionId}@example.test`,
        gender: i % 3 ? "Female" : "Male",
        // Three members share one instant: the id orders them.
        registeredAt: new Date(Date.UTC(2022, i < 3 ? 0 : i, 1)),
      });
    }
    const all = (await staff.ok(`appuser?religionId=${religionId}&pageSize=100&sort=id&order=asc`)).recordList;
    expect(all).toHaveLength(names.length);
    const byKeys = (keys: (row: Row) => (string | number)[]) => (a: Row, b: Row) => {
      const [x, y] = [keys(a), keys(b)];
      for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
      return 0;
    };
    const [first, last] = [(row: Row) => String(row.name).split(" ")[0].toLowerCase(), (row: Row) => String(row.name).split(" ")[1].toLowerCase()];
    const orders: Record<string, (a: Row, b: Row) => number> = {
      registeredAt: byKeys((row) => [String(row.registeredAt), row.id as number]),
      name: byKeys((row) => [first(row), last(row), row.id as number]),
      email: byKeys((row) => [String(row.email), row.id as number]),
      gender: byKeys((row) => [String(row.gender), String(row.registeredAt), row.id as number]),
    };
    const far = memberSource({ nearTop: 0 });
    for (const [sort, compare] of Object.entries(orders)) {
      for (const order of ["asc", "desc"] as const) {
        const expected = [...all].sort(compare).map((row) => row.id);
        if (order === "desc") expected.reverse();
        const listed = ids(await staff.ok(`appuser?religionId=${religionId}&pageSize=100&sort=${sort}&order=${order}`));
        expect({ sort, order, listed }).toEqual({ sort, order, listed: expected });
        // Pages of 3 found by the walks for deep pages (from the other end, by month) are the same rows.
        for (let page = 1; page <= 4; page++) {
          const query = parse({ religionId: String(religionId), sort, order, page: String(page), pageSize: "3" });
          const { rows, total } = await far.list(t.db, query);
          expect({ sort, order, page, total, ids: rows.map((row) => row.id) }).toEqual({ sort, order, page, total: names.length, ids: expected.slice((page - 1) * 3, page * 3) });
        }
      }
    }
    // The same with a search (counted on the members) and with a range (partial months).
    const searched = parse({ search: "sha", religionId: String(religionId), pageSize: "2", page: "2" });
    const near = await memberSource().list(t.db, searched);
    expect(await far.list(t.db, searched)).toEqual(near);
    expect(near.total).toBe(4);
    for (let page = 1; page <= 3; page++) {
      const ranged = parse({ religionId: String(religionId), from: "2022-01-01", to: "2022-08-15", pageSize: "2", page: String(page) });
      expect(await far.list(t.db, ranged)).toEqual(await memberSource().list(t.db, ranged));
    }
  });

  it("exports the whole filtered list as CSV in the list's order, batch after batch", async () => {
    const { religionId } = await ownReligion();
    const made: (typeof members.$inferSelect)[] = [];
    for (let i = 0; i < 23; i++) made.push(await insertMember(t.db, { religionId, gender: i % 4 ? "Female" : "Male", registeredAt: new Date(Date.UTC(2023, 1, 1 + (i % 9), i)) }));
    await t.db.update(members).set({ isBlocked: true }).where(eq(members.id, made[3].id));
    await insertBlockRequest(t.db, { reporterId: made[1].id, reportedId: made[3].id, reason: "Spam" });

    const small = memberSource({ batch: 4 });
    const saved = RESOURCE_HOOKS.appuser;
    RESOURCE_HOOKS.appuser = { ...appUserHooks, source: small };
    const batched = await buildTestApp(t.db);
    RESOURCE_HOOKS.appuser = saved;
    try {
      const client = resourceClient(batched, (await signIn(batched, ACCOUNTS.staff)).SessionToken);
      for (const query of [`religionId=${religionId}`, `religionId=${religionId}&gender=Female&sort=name&order=asc`, `religionId=${religionId}&sort=email&order=desc`, `religionId=${religionId}&sort=gender`]) {
        const response = await client.get(`appuser/export?${query}`);
        expect(response.statusCode).toBe(200);
        expect(response.headers["content-type"]).toMatch(/^text\/csv/);
        expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="appuser-\d{4}-\d{2}-\d{2}\.csv"$/);
        const [header, ...lines] = csvCells(response.body);
        expect(header).toEqual(["Sr. No", "Name", "Member ID", "Email", "Contact", "Gender", "Document Status", "Registered", "Status"]);
        const listed = await staff.ok(`appuser?${query}&pageSize=100`);
        expect(lines.map((line) => line[2])).toEqual(listed.recordList.map((row) => row.memberCode));
        expect(lines.map((line) => line[0])).toEqual(lines.map((_, i) => String(i + 1)));
        const blocked = lines.find((line) => line[2] === made[3].memberCode);
        if (blocked) expect(blocked.at(-1)).toBe("Blocked");
        expect(lines.find((line) => line[2] === made[1].memberCode)?.slice(4)).toEqual([made[1].phone, "Female", "Not Uploaded", "02 Feb 2023", "Active"]);
      }
    } finally {
      await batched.close();
    }
  });

  it("folds the changes into the tallies once a list has read many, its total the same before and after", async () => {
    const { religionId } = await ownReligion();
    // 4,000 members spread over 20 years and every value: well over 2,000 rows of changes.
    await t.db.execute(sql`
      with m as (select array_agg(id order by id) as ids from marital_statuses)
      insert into members (member_code, first_name, last_name, email, phone, gender, birth_date, religion_id, marital_status_id, document_status, registered_at)
      select 'SM7' || ${religionId} || lpad(g::text, 5, '0'), 'Fold', 'Member' || g, 'fold' || ${religionId} || '.' || g || '@example.test',
             '3' || lpad(${religionId}::text, 4, '0') || lpad(g::text, 5, '0'), case when (g / 239) % 2 = 0 then 'Male' else 'Female' end, '1990-01-01', ${religionId},
             m.ids[1 + (g / 1434) % array_length(m.ids, 1)], (array['none', 'pending', 'verified'])[1 + (g / 478) % 3],
             timestamptz '1990-01-15T00:00:00Z' + (g % 239) * interval '1 month'
      from generate_series(1, 4000) g, m`);
    const changes = async () => Number(((await t.db.execute(sql`select count(*) as n from member_tally_changes`)).rows[0] as { n: string | number }).n);
    expect(await changes()).toBeGreaterThan(2000);
    // The first page of everyone reads every change, and folds them while its page is chosen.
    const everyone = await staff.ok("appuser?pageSize=1");
    expect(await changes()).toBe(0);
    expect((await staff.ok("appuser?pageSize=1")).totalRecords).toBe(everyone.totalRecords);
    const [{ n }] = (await t.db.execute(sql`select count(*)::int as n from members`)).rows as { n: number }[];
    expect(everyone.totalRecords).toBe(n);
    const verified = await t.db.execute(sql`select count(*)::int as n from members where religion_id = ${religionId} and document_status = 'verified' and gender = 'Male'`);
    expect((await staff.ok(`appuser?religionId=${religionId}&documentStatus=Verified&gender=Male&pageSize=1`)).totalRecords).toBe((verified.rows[0] as { n: number }).n);
  });

  it("keeps a community members hold in its religion: moving it to another is refused with how many hold it", async () => {
    const { religionId, communityId, tag } = await ownReligion();
    const other = await ownReligion();
    await insertMember(t.db, { religionId, communityId });
    await insertMember(t.db, { religionId, communityId });
    const moved = await staff.put(`community/${communityId}`, { name: `Zq Community ${tag}`, religionId: other.religionId });
    expect(moved.json()).toMatchObject({ status: 409, message: `"Zq Community ${tag}" cannot move to another religion while 2 members belong to it.` });
    expect((await staff.ok(`community/${communityId}`)).recordList[0]).toMatchObject({ religionId });
    // Nor is it deleted while they hold it (backend/src/engine/references.ts reads the members' foreign keys).
    expect((await admin.del(`community/${communityId}`)).statusCode).toBe(409);
  });

  it("keeps the tallies behind the totals exact through inserts, updates, deletes and folds", async () => {
    const { religionId } = await ownReligion();
    const direct = async (where: ReturnType<typeof sql>) => {
      const { rows } = await t.db.execute(sql`select count(*)::int as n from members where religion_id = ${religionId} and ${where}`);
      return (rows[0] as { n: number }).n;
    };
    const listed = async (query: string) => (await staff.ok(`appuser?religionId=${religionId}&pageSize=1&${query}`)).totalRecords;
    const compare = async () => {
      expect(await listed("")).toBe(await direct(sql`true`));
      expect(await listed("gender=Male")).toBe(await direct(sql`gender = 'Male'`));
      expect(await listed("documentStatus=Verified&isBlocked=false")).toBe(await direct(sql`document_status = 'verified' and not is_blocked`));
      expect(await listed("isBlocked=true")).toBe(await direct(sql`is_blocked`));
      expect(await listed("from=2024-01-01&to=2024-03-31")).toBe(await direct(sql`registered_at >= '2023-12-31T18:30:00Z' and registered_at < '2024-03-31T18:30:00Z'`));
      expect(await listed("photoPending=true&from=2024-02-01&to=2024-02-20")).toBe(
        await direct(sql`photo_status = 'pending' and registered_at >= '2024-01-31T18:30:00Z' and registered_at < '2024-02-20T18:30:00Z'`),
      );
    };
    await t.db.execute(sql`
      insert into members (member_code, first_name, last_name, email, phone, gender, birth_date, religion_id, photo_status, registered_at)
      select 'SM8' || ${religionId} || lpad(g::text, 4, '0'), 'Tally', 'Member' || g, 'tally' || ${religionId} || '.' || g || '@example.test',
             '4' || lpad(${religionId}::text, 4, '0') || lpad(g::text, 5, '0'), case when g % 2 = 0 then 'Male' else 'Female' end, '1990-01-01', ${religionId},
             case when g % 5 = 0 then 'pending' else 'none' end, timestamptz '2024-01-01T00:00:00Z' + g * interval '7 hours'
      from generate_series(1, 400) g`);
    await compare();
    await t.db.execute(sql`update members set document_status = 'verified', gender = 'Male' where religion_id = ${religionId} and id % 3 = 0`);
    await t.db.execute(sql`update members set registered_at = registered_at + interval '20 days', is_blocked = true where religion_id = ${religionId} and id % 7 = 0`);
    await compare();
    await foldTallies(t.db);
    const { rows } = await t.db.execute(sql`select count(*)::int as n from member_tally_changes`);
    expect((rows[0] as { n: number }).n).toBe(0);
    // What the rollups hold is what the tallies hold, summed by one filter.
    const rollups = await t.db.execute(sql`
      select (select sum(members) from member_tally_rollups where dimension = 'religion' and value = ${String(religionId)})::int as rolled,
             (select sum(members) from member_tallies where religion_id = ${religionId})::int as tallied`);
    const { rolled, tallied } = rollups.rows[0] as { rolled: number; tallied: number };
    expect(rolled).toBe(tallied);
    await compare();
    await t.db.execute(sql`delete from members where religion_id = ${religionId} and id % 4 = 0`);
    await compare();
    await foldTallies(t.db);
    await compare();
    // A truncate empties them; rolled back here, so the other tests keep their members.
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`truncate members cascade`);
        const left = await tx.execute(
          sql`select (select count(*) from member_tallies) + (select count(*) from member_tally_changes) + (select count(*) from member_tally_rollups) + (select count(*) from member_names) as n`,
        );
        expect(Number((left.rows[0] as { n: number | string }).n)).toBe(0);
        throw new Error("roll back");
      })
      .catch((error: Error) => expect(error.message).toBe("roll back"));
    await compare();
  });
});
