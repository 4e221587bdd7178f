/**
 * The Audit Log's api (docs/audit-log.md): entries newest first with who (a deleted administrator still
 * named), when (its zone said), page, action, record and address; the Admin and Page filters; days in
 * India's time; the search in what the row shows (record and its name, administrator, page); one entry whole; a count that stops at its cap and says so; the CSV
 * in the list's order, batch after batch by keyset.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { eq, sql } from "drizzle-orm";
import type { ListQuery } from "@/lib/engine/list-query";
import { ALL_BUT_SIGN_IN, SIGN_IN_PAGE } from "@/lib/resources/audit-log";
import { ACCOUNTS, bearer, buildTestApp, signIn } from "../../../test/app";
import { describeEachDatabase } from "../../../test/databases";
import { resourceClient, type ResourceClient, type Row } from "../../../test/resources";
import { adminUsers, auditLog } from "../../db/schema";
import { seedReferenceData } from "../../engine/seed";
import { recordName } from "../../audit-record-name";
import { auditQuery, searchingAdmins, whereOf } from "./query";
import { auditLogSource } from "./source";

const ADDRESS = "10.77.0.1";
/** The March 2020 entries: no other test, and no action of this one, writes a day of 2020. */
const MARCH = "from=2020-03-01&to=2020-03-03";

const query = (values: Partial<ListQuery>): ListQuery => ({ page: 1, pageSize: 10, sort: "createdAt", order: "desc", ...values });

describeEachDatabase("Audit Log api", (t) => {
  let app: FastifyInstance;
  let admin: ResourceClient;
  let token: string;
  let asha: { id: number; name: string };
  let gita: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    await seedReferenceData(t.db);
    app = await buildTestApp(t.db);
    const record = await signIn(app, ACCOUNTS.admin, ADDRESS);
    token = record.SessionToken;
    admin = resourceClient(app, token);
    asha = { id: record.id, name: `${record.firstName} ${record.lastName}` };

    // An administrator deleted since: their entries stay, and still name them.
    const [deleted] = await t.db
      .insert(adminUsers)
      .values({ firstName: "Gita", lastName: "Rao", email: `gita-${t.label.toLowerCase()}@example.com`, passwordHash: "!", roleId: 3, deletedAt: new Date("2021-01-01T00:00:00Z") })
      .returning({ id: adminUsers.id });
    gita = deleted.id;
    const entries = await t.db
      .insert(auditLog)
      .values([
        // 23:59:59 on 1 March in India, the last moment of that day there.
        {
          adminId: gita,
          action: "religion.update",
          target: "religion:1",
          page: "Religion",
          before: { id: 1, name: "Hindu", isActive: true },
          after: { id: 1, name: "Hindu Dharma", isActive: true },
          // What backend/src/audit.ts keeps with an entry it writes.
          recordName: "Hindu Dharma",
          ip: "10.9.9.9",
          createdAt: new Date("2020-03-01T18:29:59Z"),
        },
        // Midnight starting 2 March in India: 18:30 UTC the day before.
        { adminId: gita, action: "login", target: `admin:${gita}`, page: SIGN_IN_PAGE, ip: "10.9.9.9", createdAt: new Date("2020-03-01T18:30:00Z") },
        { adminId: gita, action: "region.upload", page: "Region", details: { inserted: 2 }, ip: "10.9.9.9", createdAt: new Date("2020-03-02T06:00:00Z") },
        { adminId: null, action: "login.failed", page: SIGN_IN_PAGE, details: { email: "nobody@example.com" }, ip: "10.9.9.8", createdAt: new Date("2020-03-03T00:00:00Z") },
      ])
      .returning({ id: auditLog.id, action: auditLog.action });
    for (const entry of entries) ids[entry.action] = entry.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  it("lists entries newest first, each with who, when, page, action, record, address and what changed", async () => {
    const body = await admin.ok(`auditlog?${MARCH}`);
    expect(body.totalRecords).toBe(4);
    expect(body).not.toHaveProperty("totalCapped");
    expect(body.recordList.map((row) => row.action)).toEqual(["login.failed", "region.upload", "login", "religion.update"]);
    expect(body.recordList[3]).toMatchObject({
      id: ids["religion.update"],
      createdAt: "2020-03-01T18:29:59.000Z",
      adminId: gita,
      admin: "Gita Rao",
      adminEmail: `gita-${t.label.toLowerCase()}@example.com`,
      adminDeleted: true,
      pageTitle: "Religion",
      target: "religion:1",
      recordName: "Hindu Dharma",
      ip: "10.9.9.9",
      change: "Name: Hindu → Hindu Dharma",
    });
    // The list carries what changed in a line; the snapshots themselves are the entry's own route's.
    expect(body.recordList[3]).not.toHaveProperty("before");
    expect(body.recordList[0]).toMatchObject({ admin: null, adminId: null, pageTitle: SIGN_IN_PAGE, change: "Email: nobody@example.com" });
  });

  it("records a change made through the api as it happens: who, from which address, to which record", async () => {
    const [religion] = (await t.db.execute<{ id: number; name: string }>(sql`select id, name from religions order by id limit 1`)).rows;
    const saved = await app.inject({
      method: "PUT",
      url: `/api/admin/religion/${religion.id}`,
      headers: { ...bearer(token), "content-type": "application/json" },
      payload: JSON.stringify({ name: `${religion.name} (renamed)` }),
      remoteAddress: ADDRESS,
    });
    expect(saved.statusCode).toBe(200);
    const [newest] = (await admin.ok("auditlog?pageSize=1")).recordList;
    expect(newest).toMatchObject({ action: "religion.update", target: `religion:${religion.id}`, adminId: asha.id, admin: asha.name, adminEmail: ACCOUNTS.admin.email, ip: ADDRESS });
    await admin.put(`religion/${religion.id}`, { name: religion.name });
  });

  it("reads days in India's time: a day runs from its midnight there to the next", async () => {
    expect((await admin.ok("auditlog?from=2020-03-01&to=2020-03-01")).recordList.map((row) => row.action)).toEqual(["religion.update"]);
    expect((await admin.ok("auditlog?from=2020-03-02&to=2020-03-02")).recordList.map((row) => row.action)).toEqual(["region.upload", "login"]);
    expect((await admin.get("auditlog?from=2020-03-03&to=2020-03-01")).statusCode).toBe(400);
  });

  it("filters by administrator, a deleted one included, and lists every administrator for the filter", async () => {
    expect((await admin.ok(`auditlog?${MARCH}&adminId=${gita}`)).recordList.map((row) => row.action)).toEqual(["region.upload", "login", "religion.update"]);
    expect((await admin.ok(`auditlog?${MARCH}&adminId=${asha.id}`)).recordList).toEqual([]);
    const choices = (await admin.ok("auditlog/admins")).recordList;
    expect(choices).toContainEqual({ id: gita, name: `Gita Rao <gita-${t.label.toLowerCase()}@example.com> (deleted)` });
    expect(choices).toContainEqual({ id: asha.id, name: `${asha.name} <${ACCOUNTS.admin.email}>` });
    const [{ n }] = (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from admin_users`)).rows;
    expect(choices).toHaveLength(n);
    expect((await admin.get("auditlog?adminId=abc")).statusCode).toBe(400);
  });

  it("filters by page: a title, the sign-ins, or everything but the sign-ins", async () => {
    const actions = async (title: string) => (await admin.ok(`auditlog?${MARCH}&pageTitle=${encodeURIComponent(title)}`)).recordList.map((row) => row.action);
    expect(await actions("Religion")).toEqual(["religion.update"]);
    expect(await actions(SIGN_IN_PAGE)).toEqual(["login.failed", "login"]);
    expect(await actions(ALL_BUT_SIGN_IN)).toEqual(["region.upload", "religion.update"]);
    expect(await actions("Audit Log")).toEqual([]);
    expect((await admin.get("auditlog?pageTitle=Nowhere")).statusCode).toBe(400);
  });

  it("searches inside the action and the record, a LIKE character taken as itself", async () => {
    const found = async (search: string) => (await admin.ok(`auditlog?${MARCH}&search=${encodeURIComponent(search)}`)).recordList.map((row) => row.action);
    expect(await found("LIGION.upd")).toEqual(["religion.update"]);
    expect(await found("religion:1")).toEqual(["religion.update"]);
    expect(await found(`admin:${gita}`)).toEqual(["login"]);
    expect(await found("region")).toEqual(["region.upload"]);
    expect(await found("%")).toEqual([]);
    expect(await found("_")).toEqual([]);
  });

  it("searches what the rows show: the record's name, the administrator's name and address, the page", async () => {
    const found = async (search: string, filters = MARCH) =>
      (await admin.ok(`auditlog?${filters}&search=${encodeURIComponent(search)}`)).recordList.map((row) => row.action);
    // A religion just added: its row reads "religion:<id> (Audit Faith …)", and its name finds it.
    const name = `Audit Faith ${t.label} ${Date.now() % 100_000}`;
    const added = await admin.post("religion", { name });
    expect(added.statusCode).toBe(200);
    const id = Number((added.json() as { recordList: Row[] }).recordList[0].id);
    const [row] = (await admin.ok(`auditlog?search=${encodeURIComponent("audit faith " + t.label)}`)).recordList;
    expect(row).toMatchObject({ action: "religion.create", target: `religion:${id}`, recordName: name, pageTitle: "Religion" });
    expect((await admin.ok(`auditlog?search=${encodeURIComponent(name)}`)).recordList.map((entry) => entry.target)).toEqual([`religion:${id}`]);
    // The name each entry was written with, older entries' included.
    expect(await found("Dharma")).toEqual(["religion.update"]);
    // The administrator as the Admin column shows them: name, address, or both; a deleted one too.
    const gitaEmail = `gita-${t.label.toLowerCase()}@example.com`;
    expect(await found("gita rao")).toEqual(["region.upload", "login", "religion.update"]);
    expect(await admin.ok(`auditlog?${MARCH}&search=gita`)).toMatchObject({ totalRecords: 3 });
    expect(await found(gitaEmail)).toEqual(["region.upload", "login", "religion.update"]);
    expect(await found(`Gita Rao <${gitaEmail}>`)).toEqual(["region.upload", "login", "religion.update"]);
    expect(await found(asha.name, "from=2000-01-01")).toContain("religion.create");
    // The page, by its title: no action or record of a sign-in says "Sign-in".
    expect(await found("sign-in")).toEqual(["login.failed", "login"]);
    // Either is enough, and the other filters still hold.
    expect(await found("Rao", `${MARCH}&pageTitle=Religion`)).toEqual(["religion.update"]);
    expect(await found("Gita Rao <nobody")).toEqual([]);
    await admin.del(`religion/${id}`);
  });

  it("names the entries written before migration 0012 as it names new ones", async () => {
    const snapshots = [
      { target: "religion:901", after: { name: "Backfilled Faith" } },
      { target: "faq:902", before: { question: "What was asked?" } },
      { target: "height:903", after: { cm: 170 } },
      { target: "memberdocument:904", after: { documentTypeId: 2, documentTypeIdName: "Passport" } },
      { target: "religion:905", before: { name: "Before" }, after: { name: "After" } },
      { target: "religion:906", after: [{ name: "in a list" }] },
      { target: "religion:907", after: { name: { nested: true } } },
      { target: "nothing:908", after: { name: "No such resource" } },
      { target: null, after: { name: "No record" } },
    ];
    const entries = await t.db
      .insert(auditLog)
      .values(snapshots.map((entry) => ({ ...entry, action: "backfill.probe", createdAt: new Date("2017-01-01T00:00:00Z") })))
      .returning({ id: auditLog.id });
    // The migration's own statements, from switching the trigger off to switching it on again.
    const migration = readFileSync(path.resolve(__dirname, "../../../drizzle/0012_audit_log_search_text.sql"), "utf8").split("--> statement-breakpoint");
    const first = migration.findIndex((statement) => statement.includes("DISABLE TRIGGER"));
    const last = migration.findIndex((statement) => statement.includes("ENABLE TRIGGER"));
    await t.db.transaction(async (tx) => {
      for (const statement of migration.slice(first, last + 1)) await tx.execute(sql.raw(statement));
    });
    const names = await t.db.select({ id: auditLog.id, recordName: auditLog.recordName }).from(auditLog).where(eq(auditLog.action, "backfill.probe")).orderBy(auditLog.id);
    expect(names.map((entry) => entry.recordName)).toEqual(snapshots.map((entry) => recordName(entry)));
    expect(names.map((entry) => entry.recordName)).toEqual(["Backfilled Faith", "What was asked?", "170", "Passport", "After", null, null, null, null]);
    expect(names.map((entry) => entry.id)).toEqual(entries.map((entry) => entry.id));
    // The trigger is on again.
    await expect(t.db.update(auditLog).set({ recordName: "forged" }).where(eq(auditLog.id, entries[0].id))).rejects.toThrow();
  });

  it("searches through the trigram index: the condition spells the index's own expression", async () => {
    const searching = t.db.select({ id: auditLog.id }).from(auditLog).where(whereOf(auditQuery(query({ search: "religion" }))));
    // With plain scans priced out, only an index whose expression the condition matches can serve it.
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      return (await tx.execute<{ "QUERY PLAN": string }>(sql`explain ${searching}`)).rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
    expect(plan).toContain("audit_log_search_trgm_idx");
    // A search naming an administrator reads their entries by audit_log_admin_idx beside it.
    const byAdmin = t.db.select({ id: auditLog.id }).from(auditLog).where(whereOf(await searchingAdmins(t.db, auditQuery(query({ search: "Gita Rao" })))));
    const adminPlan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      return (await tx.execute<{ "QUERY PLAN": string }>(sql`explain ${byAdmin}`)).rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
    expect(adminPlan).toContain("audit_log_search_trgm_idx");
    expect(adminPlan).toContain("audit_log_admin_idx");
  });

  it("opens one entry whole: its before, after and details; an unknown one is 404", async () => {
    const [entry] = (await admin.ok(`auditlog/${ids["religion.update"]}`)).recordList;
    expect(entry).toMatchObject({
      action: "religion.update",
      actionLabel: "religion.update",
      before: { id: 1, name: "Hindu", isActive: true },
      after: { id: 1, name: "Hindu Dharma", isActive: true },
      details: null,
    });
    expect((await admin.ok(`auditlog/${ids["region.upload"]}`)).recordList[0]).toMatchObject({ details: { inserted: 2 }, before: null, after: null });
    const missing = await admin.get("auditlog/2000000000");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Audit entry not found.");
  });

  it("counts a search to 1,000 entries, says there are more, and still pages past them", async () => {
    await t.db.execute(sql`
      insert into audit_log (admin_id, action, target, page, ip, created_at)
      select ${asha.id}, 'cap.probe', 'probe:' || g, 'Religion', '10.0.0.1', timestamptz '2019-06-01T00:00:00Z' + g * interval '1 second'
      from generate_series(1, 1001) as g`);
    const first = await admin.ok("auditlog?search=cap.probe");
    expect(first).toMatchObject({ totalRecords: 1000, totalCapped: true });
    expect(first.recordList[0].target).toBe("probe:1001");
    const last = await admin.ok("auditlog?search=cap.probe&page=101");
    expect(last.recordList.map((row) => row.target)).toEqual(["probe:1"]);
    // Within the cap, the count is exact and not said to be capped.
    expect(await admin.ok("auditlog?search=probe:100")).toMatchObject({ totalRecords: 3 });
    expect(await admin.ok("auditlog?search=probe:100")).not.toHaveProperty("totalCapped");
    // A search naming an administrator counts their entries with the rest, to the same cap.
    expect(await admin.ok(`auditlog?search=${encodeURIComponent(asha.name)}`)).toMatchObject({ totalRecords: 1000, totalCapped: true });
    // An entry that holds the words and is the named administrator's is counted once.
    expect(await admin.ok(`auditlog?${MARCH}&search=i`)).toMatchObject({ totalRecords: 4 });
  });

  it("caps a count by the filters alone at its own limit", async () => {
    const source = auditLogSource({ cap: 3, searchCap: 2 });
    expect(await source.list(t.db, query({ from: "2020-03-01", to: "2020-03-03" }))).toMatchObject({ total: 3, capped: true });
    expect(await source.list(t.db, query({ from: "2020-03-01", to: "2020-03-01" }))).toMatchObject({ total: 1, capped: false });
    expect(await source.list(t.db, query({ from: "2020-03-01", to: "2020-03-03", search: "i" }))).toMatchObject({ total: 2, capped: true });
  });

  it("exports the CSV in the list's order, moments in India's time and saying so, who with their address", async () => {
    const response = await admin.get(`auditlog/export?${MARCH}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    const lines = response.body.replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(lines[0]).toBe("Sr. No,When,Admin,Page,Action,Record,IP address,Changes");
    expect(lines.slice(1)).toEqual([
      "1,\"03 Mar 2020, 05:30:00 IST\",,Sign-in,login.failed,,10.9.9.8,Email: nobody@example.com",
      `2,"02 Mar 2020, 11:30:00 IST",Gita Rao <gita-${t.label.toLowerCase()}@example.com> (deleted),Region,region.upload,,10.9.9.9,Inserted: 2`,
      `3,"02 Mar 2020, 00:00:00 IST",Gita Rao <gita-${t.label.toLowerCase()}@example.com> (deleted),Sign-in,login,admin:${gita},10.9.9.9,`,
      `4,"01 Mar 2020, 23:59:59 IST",Gita Rao <gita-${t.label.toLowerCase()}@example.com> (deleted),Religion,religion.update,religion:1 (Hindu Dharma),10.9.9.9,Name: Hindu → Hindu Dharma`,
    ]);
  });

  it("streams every entry once, in order, batch after batch, entries of one millisecond included", async () => {
    // Five entries a microsecond apart, inside one millisecond: a Date-keyed keyset would repeat or lose them.
    await t.db.execute(sql`
      insert into audit_log (admin_id, action, target, ip, created_at)
      select ${asha.id}, 'batch.probe', 'batch:' || g, '10.0.0.2', timestamptz '2018-01-01T10:00:00.000100Z' + g * interval '1 microsecond'
      from generate_series(1, 5) as g`);
    // And two in the very same microsecond: the id keeps them apart.
    await t.db.insert(auditLog).values([1, 2].map((n) => ({ adminId: asha.id, action: "batch.probe", target: `twin:${n}`, createdAt: new Date("2018-01-01T10:00:00Z") })));
    for (const order of ["desc", "asc"] as const) {
      const streamed: Row[] = [];
      for await (const batch of auditLogSource({ batch: 2 }).stream(t.db, query({ search: "batch.probe", order }))) streamed.push(...batch);
      const listed = (await admin.ok(`auditlog?search=batch.probe&order=${order}&pageSize=100`)).recordList;
      expect(streamed.map((row) => row.id)).toEqual(listed.map((row) => row.id));
      expect(new Set(streamed.map((row) => row.id)).size).toBe(7);
    }
  });

  it("keeps the entries it lists unchanged by reading them", async () => {
    const before = await t.db.select().from(auditLog).where(eq(auditLog.id, ids["religion.update"]));
    await admin.ok(`auditlog/${ids["religion.update"]}`);
    await admin.get(`auditlog/export?${MARCH}`);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.id, ids["religion.update"]))).toEqual(before);
  });
});
