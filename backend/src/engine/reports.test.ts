import type { FastifyInstance } from "fastify";
import { and, eq, gte, ilike, lt, sql } from "drizzle-orm";
import { defineReport } from "@/lib/engine/report";
import { requireResource } from "@/lib/resources/index";
import { MESSAGES } from "@/lib/messages";
import { ACCOUNTS, bearer, buildTestApp, signIn } from "../../test/app";
import { describeEachDatabase } from "../../test/databases";
import { reportRoutes, selectSource } from "./reports";
import { seedReferenceData } from "./seed";
import { tablesOf } from "./tables";

/**
 * A report over the reference data, mounted below a report page's path (its access is that page's): the
 * engine's paging, sorting, filters, CSV and print, checked on an aggregate with a join.
 */
const report = defineReport({
  key: "requestSendReport",
  columns: [
    { key: "religion", header: "Religion", sortable: true },
    { key: "communities", header: "Communities", format: "number", sortable: true },
    { key: "since", header: "First added", format: "day" },
  ],
  filters: [
    { kind: "year", label: "Year", years: 10 },
    { kind: "dateRange", label: "Added" },
    { kind: "text", label: "Religion" },
  ],
  defaultSort: { key: "communities", order: "desc" },
});

const source = selectSource(report, (db, query) => {
  const communities = tablesOf("community").main;
  const religions = tablesOf("religion").main;
  const year = query.year ?? new Date().getFullYear();
  return db
    .select({
      religion: sql<string>`${religions.name}`.as("religion"),
      communities: sql<number>`count(${communities.id})::int`.as("communities"),
      since: sql<string>`min(${communities.createdAt})::date::text`.as("since"),
    })
    .from(communities)
    .innerJoin(religions, eq(religions.id, communities.religionId))
    .where(
      and(
        gte(communities.createdAt, sql`make_date(${year}, 1, 1)`),
        lt(communities.createdAt, sql`make_date(${year + 1}, 1, 1)`),
        query.from ? gte(communities.createdAt, sql`${query.from}::date`) : undefined,
        query.to ? lt(communities.createdAt, sql`${query.to}::date + 1`) : undefined,
        query.search ? ilike(religions.name, `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
      ),
    )
    .groupBy(religions.name)
    .$dynamic();
});

const seeded = requireResource("community").seed!;
const perReligion = Object.entries(
  seeded.reduce<Record<string, number>>((counts, row) => ({ ...counts, [String(row.religionId)]: (counts[String(row.religionId)] ?? 0) + 1 }), {}),
).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));

describeEachDatabase("the report engine", (t) => {
  let app: FastifyInstance;
  const tokens: Record<string, string> = {};
  const get = (who: string, url: string) => app.inject({ method: "GET", url: `/api/admin/${report.key}/engine${url}`, headers: bearer(tokens[who]) });

  beforeAll(async () => {
    await seedReferenceData(t.db);
    app = await buildTestApp(t.db);
    await reportRoutes(app, { db: t.db, report, source, base: `/api/admin/${report.key}/engine` });
    for (const who of ["admin", "staff", "demo"] as const) tokens[who] = (await signIn(app, ACCOUNTS[who])).SessionToken;
  });
  afterAll(async () => {
    await app?.close();
  });

  it("answers a page of the aggregate with the total, in the default sort", async () => {
    const body = (await get("admin", "?pageSize=2")).json();
    expect(body).toMatchObject({ status: 200, totalRecords: perReligion.length });
    expect(body.recordList.map((r: { religion: string; communities: number }) => [r.religion, r.communities])).toEqual(perReligion.slice(0, 2));
    const next = (await get("admin", "?pageSize=2&page=2")).json();
    expect(next.recordList.map((r: { religion: string }) => r.religion)).toEqual(perReligion.slice(2, 4).map(([name]) => name));
  });

  it("sorts by a sortable column both ways and filters by text, year and days", async () => {
    const byName = (await get("admin", "?sort=religion&order=asc&pageSize=100")).json().recordList.map((r: { religion: string }) => r.religion);
    expect(byName).toEqual(perReligion.map(([name]) => name).sort());
    expect((await get("admin", "?search=HIN")).json().recordList.map((r: { religion: string }) => r.religion)).toEqual(["Hindu"]);
    expect((await get("admin", `?year=${new Date().getFullYear() - 1}`)).json()).toMatchObject({ recordList: [], totalRecords: 0 });
    expect((await get("admin", "?from=2000-01-01&to=2000-12-31")).json().totalRecords).toBe(0);
  });

  it("refuses a bad query with 400 and words, never 500", async () => {
    for (const [query, message] of [
      ["?year=1999", `Choose a year from ${new Date().getFullYear() - 9} to ${new Date().getFullYear()}`],
      ["?from=2025-02-30", "From must be a day such as 2025-01-31"],
      ["?from=2025-03-01&to=2025-02-01", "From must not be after To"],
      ["?sort=since", undefined],
      ["?page=0", undefined],
    ] as const) {
      const response = await get("admin", query);
      expect(response.statusCode).toBe(400);
      if (message) expect(response.json().message).toBe(message);
    }
  });

  it("exports the whole result as CSV and gives the print view every row", async () => {
    const csv = await get("admin", "/export?pageSize=1");
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    const lines = csv.body.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toBe("Sr. No,Religion,Communities,First added");
    expect(lines.slice(1).map((line) => line.split(",").slice(1, 3))).toEqual(perReligion.map(([name, n]) => [name, String(n)]));
    const print = (await get("admin", "/print")).json();
    expect(print.recordList).toHaveLength(perReligion.length);
  });

  it("is open to whoever may open its page: staff without it get 403, the demo administrator reads", async () => {
    for (const url of ["", "/export", "/print"]) {
      expect((await get("staff", url)).json()).toEqual({ status: 403, message: MESSAGES.notPermitted, recordList: [] });
      expect((await get("demo", url)).statusCode).toBe(200);
    }
  });
});
