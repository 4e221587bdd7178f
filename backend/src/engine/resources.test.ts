/**
 * The resource engine's api, driven by the declarations: every declared resource (RESOURCES) gets
 * the same checks, so a new declaration is covered without a line here. Blocks run in order on one
 * database per target: reads first (they count the seed rows), then refusals, then writes.
 */
import { pagesReadingOptionsOf } from "@/lib/access";
import type { FastifyInstance } from "fastify";
import { eq, sql } from "drizzle-orm";
import { MESSAGES } from "@/lib/messages";
import { hasToggle, type ResourceDef } from "@/lib/engine/define";
import { requireResource, RESOURCES } from "@/lib/resources/index";
import { sortableFields } from "@/lib/engine/list-query";
import { editableFields, inputSchema } from "@/lib/engine/schema";
import { ACCOUNTS, bearer, buildTestApp, signIn } from "../../test/app";
import { describeEachDatabase } from "../../test/databases";
import {
  badCases,
  MAX_ID,
  pageTitleOf,
  referencedIds,
  referringValue,
  resourceClient,
  sent,
  uploadPicture,
  stored,
  validPayload,
  type ResourceClient,
  type Row,
} from "../../test/resources";
import { DEMO_ADMINS } from "../setup/demo-admins";
import { seedReferenceData } from "./seed";
import { tablesOf } from "./tables";
import { openCredentials } from "./sealed-credentials";
import { randomBytes } from "node:crypto";

/** The data-encryption key the app under test seals secret fields with. */
const DATA_KEYS = { version: 1, current: randomBytes(32) };

const EACH = RESOURCES.filter((resource) => !resource.ownTables).map((resource) => [resource.key, resource] as const);
/** Resources the console adds and edits (feedback comes from the app: staff only read and hide it). */
const WRITABLE = EACH.filter(([, resource]) => !resource.readOnly);
const REFERENCED = RESOURCES.flatMap((resource) =>
  (resource.referencedBy ?? []).filter((rule) => !rule.cascade).map((rule) => [`${resource.key} ← ${rule.resource}.${rule.field}`, resource, rule] as const),
);
const CASCADING = RESOURCES.flatMap((resource) =>
  (resource.referencedBy ?? []).filter((rule) => rule.cascade).map((rule) => [`${resource.key} → ${rule.resource}.${rule.field}`, resource, rule] as const),
);
const UNIQUE = RESOURCES.flatMap((resource) => (resource.unique ?? []).map((rule) => [`${resource.key} (${rule.fields.join(", ")})`, resource, rule] as const));

const STAFF_TITLES: readonly string[] = DEMO_ADMINS.find((admin) => admin.email === ACCOUNTS.staff.email)?.pages ?? [];

const escape = (text: unknown) => String(text).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const forbidden = { status: 403, message: MESSAGES.notPermitted, recordList: [] };
const demoRefused = { status: 403, message: MESSAGES.demoReadOnly, recordList: [] };

/** The rows of a CSV text (quoted cells with commas, quotes and line breaks included), BOM removed. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const body = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && body[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/** Seed rows switched off from the start (a coupon withdrawn early). */
const seededInactive = (resource: ResourceDef) => (resource.seed ?? []).filter((row) => row.isActive === false).length;

/** The value a list is ordered by for a field: the joined name of a ref, lower case for text. */
function sortKey(resource: ResourceDef, field: string, row: Row): string | number | boolean {
  if (field === "id") return row.id as number;
  const def = resource.fields[field];
  if (def?.kind === "ref") {
    const target = requireResource(def.resource);
    const name = row[`${field}Name`];
    return target.fields[target.display].kind === "text" ? String(name).toLowerCase() : Number(name);
  }
  if (def?.kind === "text") return String(row[field]).toLowerCase();
  if (def?.kind === "number") return Number(row[field]);
  return row[field] as string | boolean;
}

describeEachDatabase("resource api", (t) => {
  let app: FastifyInstance;
  let admin: ResourceClient;
  let staff: ResourceClient;
  let demo: ResourceClient;
  let adminToken: string;
  /** The database compares text byte by byte (collation C): JavaScript's < then agrees with ORDER BY. */
  let bytewise = false;
  const seqs = new Map<string, number>();
  /** A new number per resource, so generated values never clash with earlier ones. */
  const seq = (key: string) => {
    const next = (seqs.get(key) ?? 0) + 1;
    seqs.set(key, next);
    return next;
  };

  beforeAll(async () => {
    await seedReferenceData(t.db);
    app = await buildTestApp(t.db, { twoFactorKeys: DATA_KEYS });
    const [a, s, d] = await Promise.all([signIn(app, ACCOUNTS.admin), signIn(app, ACCOUNTS.staff), signIn(app, ACCOUNTS.demo)]);
    adminToken = a.SessionToken;
    admin = resourceClient(app, a.SessionToken);
    staff = resourceClient(app, s.SessionToken);
    demo = resourceClient(app, d.SessionToken);
    const result = await t.db.execute(sql`select datcollate as c from pg_database where datname = current_database()`);
    bytewise = /^(C|POSIX)([.]|$)/.test(String((result as unknown as { rows: { c: string }[] }).rows[0].c));
  });
  afterAll(async () => {
    await app?.close();
  });

  const compare = (a: string | number | boolean, b: string | number | boolean): number => {
    if (typeof a === "string" && typeof b === "string" && !bytewise) {
      // Another collation orders punctuation its own way: compare the first characters only.
      return a.slice(0, 1) < b.slice(0, 1) ? -1 : a.slice(0, 1) > b.slice(0, 1) ? 1 : 0;
    }
    return a < b ? -1 : a > b ? 1 : 0;
  };

  /** Fails unless the rows are ordered by the field, ties by id (a ref's by its row's id first), in the direction given. */
  function expectOrdered(resource: ResourceDef, rows: Row[], field: string, order: "asc" | "desc") {
    const sign = order === "asc" ? 1 : -1;
    const isRef = resource.fields[field]?.kind === "ref";
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1], rows[i]];
      const byField = compare(sortKey(resource, field, a), sortKey(resource, field, b)) * sign;
      const byRef = isRef ? ((a[field] as number) - (b[field] as number)) * sign : 0;
      const byId = ((a.id as number) - (b.id as number)) * sign;
      const exact = bytewise || typeof sortKey(resource, field, b) !== "string";
      const ok = byField < 0 || (byField === 0 && (!exact || byRef < 0 || (byRef === 0 && byId < 0)));
      if (!ok) throw new Error(`${resource.key} sorted by ${field} ${order}: row ${rows[i - 1].id} comes before row ${rows[i].id}`);
    }
  }

  const create = async (resource: ResourceDef, payload: Row): Promise<Row> => {
    const response = await admin.post(resource.key, payload);
    if (response.statusCode !== 200) throw new Error(`POST ${resource.key} answered ${response.statusCode}: ${response.body}`);
    return response.json().recordList[0];
  };
  /** A referring row stops referring to `id`: deleted, or where its rows cannot be deleted (coupons), pointed elsewhere. */
  const letGo = async (from: ResourceDef, referrer: Row, field: string, id: number) => {
    if (from.deletable) return remove(from.key, referrer.id);
    const def = from.fields[field];
    const target = def.kind === "ref" || def.kind === "refList" ? def.resource : def.kind === "rows" ? def.ref.resource : "";
    const other = (await admin.options(target)).find((o) => o.id !== id);
    if (!other) throw new Error(`No other ${target} for ${from.key}.${field} to point at`);
    const payload = await validPayload(from, admin, { seq: seq(from.key), fixed: { [field]: referringValue({ resource: from.key, field, label: "" }, other.id) } });
    const response = await admin.put(`${from.key}/${referrer.id}`, payload);
    if (response.statusCode !== 200) throw new Error(`PUT ${from.key}/${referrer.id} answered ${response.statusCode}: ${response.body}`);
  };
  const remove = async (key: string, id: unknown) => {
    if (!requireResource(key).deletable) {
      // Rows the api never deletes (coupons) leave by SQL, so later counts start from the seed again.
      const { main } = tablesOf(key);
      await t.db.delete(main).where(eq(main.id, id as number));
      return;
    }
    const response = await admin.del(`${key}/${id}`);
    if (response.statusCode !== 200) throw new Error(`DELETE ${key}/${id} answered ${response.statusCode}: ${response.body}`);
  };

  describe("lists", () => {
    it.each(EACH)("%s: answers its seed rows with totalRecords, a page at a time", async (_key, resource) => {
      const seeded = resource.seed?.length ?? 0;
      expect(seeded).toBeGreaterThan(0);
      const first = await admin.get(resource.key);
      expect(first.statusCode).toBe(200);
      const body = first.json();
      expect(body).toMatchObject({ status: 200, totalRecords: seeded });
      expect(body.recordList).toHaveLength(Math.min(10, seeded));
      expect(body.recordList.every((row: Row) => typeof row.id === "number" && typeof row.isActive === "boolean")).toBe(true);

      const all = await admin.all(resource);
      expect(all).toHaveLength(seeded);
      expect(new Set(all.map((row) => row.id)).size).toBe(seeded);
      // Small pages, walked one after the other, give the same rows in the same order.
      const paged: Row[] = [];
      for (let page = 1; page <= Math.ceil(seeded / 7); page++) {
        const part = await admin.ok(`${resource.key}?page=${page}&pageSize=7`);
        expect(part.totalRecords).toBe(seeded);
        paged.push(...part.recordList);
      }
      expect(paged.map((row) => row.id)).toEqual(all.map((row) => row.id));
      const beyond = await admin.ok(`${resource.key}?page=${Math.ceil(seeded / 10) + 1}`);
      expect(beyond).toMatchObject({ recordList: [], totalRecords: seeded });
    });

    it.each(EACH)("%s: orders by its default sort, and by each sortable field both ways", async (_key, resource) => {
      const rows = await admin.all(resource);
      expectOrdered(resource, rows, resource.defaultSort.field, resource.defaultSort.order);
      for (const field of sortableFields(resource)) {
        const asc = await admin.all(resource, `sort=${field}&order=asc`);
        const desc = await admin.all(resource, `sort=${field}&order=desc`);
        expectOrdered(resource, asc, field, "asc");
        expectOrdered(resource, desc, field, "desc");
        // Ties broken by id both ways: one order is exactly the other reversed.
        expect(desc.map((row) => row.id)).toEqual(asc.map((row) => row.id).reverse());
      }
    });

    it.each(EACH)("%s: a search inside its names narrows the list, whatever the case", async (_key, resource) => {
      const rows = await admin.all(resource);
      const holds = (row: Row, term: string) => resource.search.some((key) => String(row[key] ?? "").toLowerCase().includes(term.toLowerCase()));
      if (!resource.search.length) {
        // Nothing to search in: the term is ignored rather than refused.
        expect((await admin.ok(`${resource.key}?search=abc`)).totalRecords).toBe(rows.length);
        return;
      }
      // A piece from the middle of a value that some rows hold and others do not.
      let term: string | undefined;
      for (const row of rows) {
        for (const key of resource.search) {
          const value = String(row[key] ?? "");
          for (let at = 1; at + 3 < value.length && !term; at++) {
            const piece = value.slice(at, at + 3);
            const matches = rows.filter((r) => holds(r, piece)).length;
            if (piece.trim().length === 3 && matches > 0 && matches < rows.length) term = piece;
          }
        }
      }
      expect(term).toBeDefined();
      const expected = rows.filter((row) => holds(row, term!));
      for (const variant of [term!, term!.toUpperCase(), term!.toLowerCase(), `  ${term!}  `]) {
        const found = await admin.all(resource, `search=${encodeURIComponent(variant)}`);
        expect(found.map((row) => row.id).sort()).toEqual(expected.map((row) => row.id).sort());
      }
      const body = await admin.ok(`${resource.key}?search=${encodeURIComponent(term!)}&pageSize=1`);
      expect(body.totalRecords).toBe(expected.length);
      expect(body.totalRecords).toBeLessThan(rows.length);
      // LIKE's wildcards are searched for as characters.
      for (const wildcard of ["%", "_", "\\"]) {
        expect((await admin.ok(`${resource.key}?search=${encodeURIComponent(wildcard)}`)).totalRecords).toBe(rows.filter((row) => holds(row, wildcard)).length);
      }
    });

    it.each(EACH)("%s: filters by status and by each declared filter", async (_key, resource) => {
      const rows = await admin.all(resource);
      expect((await admin.ok(`${resource.key}?status=active`)).totalRecords).toBe(rows.length - seededInactive(resource));
      expect((await admin.ok(`${resource.key}?status=inactive`)).totalRecords).toBe(seededInactive(resource));
      expect(rows.filter((row) => !row.isActive)).toHaveLength(seededInactive(resource));
      for (const { field } of resource.filters ?? []) {
        const values = [...new Set(rows.map((row) => row[field]))];
        expect(values.length).toBeGreaterThan(0);
        for (const value of values.slice(0, 3)) {
          const found = await admin.all(resource, `${field}=${encodeURIComponent(String(value))}`);
          expect(found.map((row) => row.id)).toEqual(rows.filter((row) => row[field] === value).map((row) => row.id));
        }
      }
    });

    it.each(EACH)("%s: refuses a bad list query with 400", async (_key, resource) => {
      const bad = ["page=0", "page=abc", "page=1.5", "pageSize=0", "pageSize=101", "sort=nonsense", "sort=createdAt", "order=up", "status=maybe", `search=${"a".repeat(101)}`];
      for (const { field } of resource.filters ?? []) {
        const def = resource.fields[field];
        bad.push(`${field}=nonsense`);
        if (def.kind === "ref") bad.push(`${field}=0`, `${field}=${MAX_ID + 1}`);
      }
      for (const query of bad) {
        for (const path of [resource.key, `${resource.key}/export`]) {
          const response = await admin.get(`${path}?${query}`);
          expect({ query, path, status: response.statusCode }).toEqual({ query, path, status: 400 });
          expect(response.json()).toMatchObject({ status: 400, recordList: [] });
        }
      }
      for (const { field } of resource.filters ?? []) {
        if (resource.fields[field].kind === "ref") expect((await admin.ok(`${resource.key}?${field}=${MAX_ID}`)).totalRecords).toBe(0);
      }
    });

    it.each(EACH)("%s: answers one row by id, and 404 (never 500) for an id that names none", async (_key, resource) => {
      const [row] = (await admin.ok(`${resource.key}?pageSize=1`)).recordList;
      const one = await admin.ok(`${resource.key}/${row.id}`);
      expect(one.recordList).toEqual([row]);
      expect((await admin.get(`${resource.key}/${MAX_ID}`)).statusCode).toBe(404);
      for (const id of ["0", "-1", "abc", "1.5", String(MAX_ID + 1), "99999999999999999999"]) {
        const response = await admin.get(`${resource.key}/${id}`);
        expect(response.statusCode).toBe(404);
      }
    });

    it.each(EACH)("%s: offers its active rows as options", async (_key, resource) => {
      const rows = await admin.all(resource);
      const options = await admin.options(resource.key);
      expect(options).toHaveLength(rows.filter((row) => row.isActive).length);
      expect(options.every((o) => typeof o.id === "number" && o.name !== null && o.name !== undefined)).toBe(true);
      for (const [key, field] of Object.entries(resource.fields)) {
        if (field.kind !== "ref") continue;
        const value = rows[0][key];
        const narrowed = await admin.options(resource.key, { [key]: value });
        expect(narrowed.map((o) => o.id).sort()).toEqual(rows.filter((r) => r[key] === value).map((r) => r.id).sort());
        for (const bad of ["abc", "0", String(MAX_ID + 1)]) expect((await admin.get(`${resource.key}/options?${key}=${bad}`)).statusCode).toBe(400);
      }
    });
  });

  describe("exports", () => {
    it.each(EACH)("%s: streams the whole filtered list as CSV, not one page", async (_key, resource) => {
      const queries = ["", "page=2&pageSize=3", "status=active", "status=inactive"];
      if (resource.search.length) {
        const [row] = (await admin.ok(`${resource.key}?pageSize=1`)).recordList;
        queries.push(`search=${encodeURIComponent(String(row[resource.search[0]]).slice(0, 2))}`);
      }
      for (const { field } of resource.filters ?? []) {
        const [row] = (await admin.ok(`${resource.key}?pageSize=1`)).recordList;
        queries.push(`${field}=${encodeURIComponent(String(row[field]))}`);
      }
      for (const query of queries) {
        const response = await admin.get(`${resource.key}/export?${query}`);
        expect(response.statusCode).toBe(200);
        expect(response.headers["content-type"]).toMatch(/^text\/csv/);
        expect(response.headers["content-disposition"]).toMatch(new RegExp(`^attachment; filename="${resource.key}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
        const listed = await admin.ok(`${resource.key}?${query.replace(/page=\d+&pageSize=\d+/, "")}`);
        expect(response.body.startsWith("\uFEFFSr. No,")).toBe(true);
        const [header, ...lines] = parseCsv(response.body);
        expect(header[0]).toBe("Sr. No");
        expect(header.at(-1)).toBe("Status");
        expect(header).toHaveLength(resource.columns.length + 2);
        expect({ query, lines: lines.length }).toEqual({ query, lines: listed.totalRecords });
        expect(lines.map((line) => line[0])).toEqual(lines.map((_, i) => String(i + 1)));
        expect(lines.every((line) => line.length === header.length)).toBe(true);
      }
    });

    it("streams past its batches, in the list's order", async () => {
      const resource = requireResource("religion");
      const table = sql.identifier(resource.table);
      await t.db.execute(sql`insert into ${table} (name) select 'Bulk Religion ' || lpad(g::text, 5, '0') from generate_series(1, 4100) g`);
      try {
        const response = await admin.get(`${resource.key}/export?search=bulk%20rel&sort=name&order=desc`);
        const [, ...lines] = parseCsv(response.body);
        expect(lines).toHaveLength(4100);
        expect(lines[0].slice(0, 2)).toEqual(["1", "Bulk Religion 04100"]);
        expect(lines.at(-1)!.slice(0, 2)).toEqual(["4100", "Bulk Religion 00001"]);
        expect(new Set(lines.map((line) => line[1])).size).toBe(4100);
        const everything = parseCsv((await admin.get(`${resource.key}/export`)).body);
        expect(everything).toHaveLength(1 + 4100 + resource.seed!.length);
      } finally {
        await t.db.execute(sql`delete from ${table} where name like 'Bulk Religion %'`);
      }
    });

    it("defuses cells that a spreadsheet would run as formulas", async () => {
      const resource = requireResource("income");
      // The income pattern lets a value start with a letter only; a formula gets in through the seed or SQL.
      const { main } = tablesOf(resource.key);
      const [row] = await t.db.insert(main).values({ value: "=1+2" }).returning({ id: main.id });
      try {
        const lines = parseCsv((await admin.get(`${resource.key}/export?search=${encodeURIComponent("=1+2")}`)).body);
        expect(lines[1][1]).toBe("'=1+2");
      } finally {
        await t.db.delete(main).where(eq(main.id, row.id));
      }
    });
  });

  describe("refusals", () => {
    it.each(WRITABLE)("%s: refuses each bad field with its message, with 400", async (_key, resource) => {
      const valid = await validPayload(resource, admin, { seq: seq(resource.key), create: false });
      expect(inputSchema(resource).safeParse(valid).success).toBe(true);
      const [existing] = (await admin.ok(`${resource.key}?pageSize=1`)).recordList;
      const cases = badCases(resource, valid);
      expect(cases.length).toBeGreaterThan(0);
      for (const bad of cases) {
        const parsed = inputSchema(resource).safeParse(bad.payload);
        if (bad.stage === "schema") {
          expect({ case: bad.name, accepted: parsed.success }).toEqual({ case: bad.name, accepted: false });
          const issue = parsed.error!.issues.find((i) => i.path[0] === bad.field);
          if (bad.message) expect({ case: bad.name, message: issue?.message }).toEqual({ case: bad.name, message: bad.message });
        } else {
          expect({ case: bad.name, accepted: parsed.success }).toEqual({ case: bad.name, accepted: true });
        }
        for (const [method, url] of [["POST", resource.key], ["PUT", `${resource.key}/${existing.id}`]] as const) {
          const response = await admin.request(method, url, bad.payload);
          const body = response.json();
          expect({ case: bad.name, method, status: response.statusCode }).toEqual({ case: bad.name, method, status: 400 });
          if (bad.message) expect({ case: bad.name, message: body.message }).toEqual({ case: bad.name, message: bad.message });
          expect(Object.keys(body.errors ?? {}).some((key) => key === bad.field || key.startsWith(`${bad.field}.`))).toBe(true);
        }
      }
      // Nothing was written.
      expect((await admin.ok(resource.key)).totalRecords).toBe(resource.seed!.length);
      expect((await admin.ok(`${resource.key}/${existing.id}`)).recordList[0]).toEqual(existing);
    });

    it.each(WRITABLE)("%s: refuses junk bodies with 400", async (_key, resource) => {
      const [existing] = (await admin.ok(`${resource.key}?pageSize=1`)).recordList;
      for (const [method, url] of [["POST", resource.key], ["PUT", `${resource.key}/${existing.id}`]] as const) {
        for (const junk of [[], ["a"], "text", null, 42, true, {}]) {
          const response = await admin.request(method, url, junk);
          expect({ method, junk, status: response.statusCode }).toEqual({ method, junk, status: 400 });
          expect(response.json()).toMatchObject({ status: 400, recordList: [] });
        }
        const empty = await admin.request(method, url);
        expect(empty.statusCode).toBe(400);
        const malformed = await app.inject({ method, url: `/api/admin/${url}`, headers: { ...bearer(adminToken), "content-type": "application/json" }, payload: '{"name": ' });
        expect(malformed.statusCode).toBe(400);
      }
      for (const junk of [null, "true", {}, { isActive: "no" }]) {
        // Without a switch (countries) there is no such route at all.
        expect((await admin.put(`${resource.key}/${existing.id}/active`, junk)).statusCode).toBe(hasToggle(resource) ? 400 : 404);
      }
      expect((await admin.ok(resource.key)).totalRecords).toBe(resource.seed!.length);
    });

    it.each(UNIQUE)("%s: a duplicate answers 409 with \"<value> already exists!\"", async (_name, resource, rule) => {
      const keys = [...(rule.scope ?? []), ...rule.fields];
      const rows = await admin.all(resource);
      const [source, other] = rows;
      const fixed: Row = {};
      for (const key of keys) {
        const field = resource.fields[key];
        const value = source[key];
        // Text is unique whatever its case: send it in another case where its rule allows that.
        const swapped = typeof value === "string" ? value.replace(/[a-zA-Z]/g, (c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())) : value;
        fixed[key] = field.kind === "text" && inputSchema(resource).shape[key].safeParse(swapped).success ? swapped : value;
      }
      const payload = await validPayload(resource, admin, { seq: seq(resource.key), fixed });
      const message = MESSAGES.alreadyExists(String(fixed[rule.fields[0]]));
      const added = await admin.post(resource.key, payload);
      expect(added.statusCode).toBe(409);
      expect(added.json()).toMatchObject({ status: 409, message, errors: { [rule.fields[0]]: message } });
      const edited = await admin.put(`${resource.key}/${other.id}`, payload);
      expect(edited.statusCode).toBe(409);
      expect(edited.json()).toMatchObject({ status: 409, message });
      expect((await admin.ok(resource.key)).totalRecords).toBe(rows.length);
      expect((await admin.ok(`${resource.key}/${other.id}`)).recordList[0]).toEqual(other);
    });

    it.each(WRITABLE)("%s: three adds of the same new row at once make one row and two 409s", async (_key, resource) => {
      const payload = await validPayload(resource, admin, { seq: seq(resource.key) });
      const answers = await Promise.all([1, 2, 3].map(() => admin.post(resource.key, payload)));
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([200, 409, 409]);
      const [created] = answers.filter((a) => a.statusCode === 200).map((a) => a.json().recordList[0]);
      await remove(resource.key, created.id);
    });
  });

  describe("access", () => {
    it("lets the restricted staff member into Religion, Community and FAQs only", () => {
      // The engine's own tables; the member view's lists (App Users, tables of their own) have a suite of their own.
      expect(EACH.map(([, r]) => r).filter((r) => STAFF_TITLES.includes(pageTitleOf(r))).map((r) => r.key).sort()).toEqual(["community", "faq", "faqcategory", "religion"]);
    });

    it.each(EACH)("%s: a staff member without the page's title gets 403, one with it gets in", async (_key, resource) => {
      const allowed = STAFF_TITLES.includes(pageTitleOf(resource));
      const [row] = (await admin.ok(`${resource.key}?pageSize=1`)).recordList;
      const reads = [resource.key, `${resource.key}/${row.id}`, `${resource.key}/export`];
      for (const url of reads) {
        const response = await staff.get(url);
        if (allowed) expect(response.statusCode).toBe(200);
        else expect({ url, status: response.statusCode, body: response.json() }).toEqual({ url, status: 403, body: forbidden });
      }
      if (!allowed) {
        const writes = [
          ...(resource.readOnly ? [] : [staff.post(resource.key, {}), staff.put(`${resource.key}/${row.id}`, {})]),
          ...(hasToggle(resource) ? [staff.put(`${resource.key}/${row.id}/active`, { isActive: false })] : []),
          ...(resource.deletable ? [staff.del(`${resource.key}/${row.id}`)] : []),
          ...(resource.actions ?? []).map((action) => staff.post(`${resource.key}/${row.id}/${action.key}`)),
        ];
        for (const response of await Promise.all(writes)) expect(response.json()).toEqual(forbidden);
      }
      // Options are for the pages whose forms and filters choose from them (docs/access.md, "Options").
      const readsOptions = [...pagesReadingOptionsOf(resource.key)].some((title) => STAFF_TITLES.includes(title));
      expect((await staff.get(`${resource.key}/options`)).statusCode).toBe(readsOptions ? 200 : 403);
      expect((await app.inject({ method: "GET", url: `/api/admin/${resource.key}` })).statusCode).toBe(401);
      expect((await admin.ok(`${resource.key}/${row.id}`)).recordList[0]).toEqual(row);
    });

    it.each(EACH)("%s: the demo administrator reads but gets 403 on every change", async (_key, resource) => {
      const [row] = (await admin.ok(`${resource.key}?pageSize=1`)).recordList;
      expect((await demo.get(resource.key)).statusCode).toBe(200);
      expect((await demo.get(`${resource.key}/export`)).statusCode).toBe(200);
      const payload = resource.readOnly ? {} : await validPayload(resource, admin, { seq: seq(resource.key), create: false });
      const writes = [
        ...(resource.readOnly ? [] : [demo.post(resource.key, payload), demo.put(`${resource.key}/${row.id}`, payload)]),
        ...(hasToggle(resource) ? [demo.put(`${resource.key}/${row.id}/active`, { isActive: false })] : []),
        ...(resource.deletable ? [demo.del(`${resource.key}/${row.id}`)] : []),
        ...(resource.actions ?? []).map((action) => demo.post(`${resource.key}/${row.id}/${action.key}`)),
      ];
      for (const response of await Promise.all(writes)) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(demoRefused);
      }
      expect((await admin.ok(`${resource.key}/${row.id}`)).recordList[0]).toEqual(row);
      expect((await admin.ok(resource.key)).totalRecords).toBe(resource.seed!.length);
    });
  });

  describe("read-only resources", () => {
    it.each(EACH.filter(([, r]) => r.readOnly))("%s: has no add or edit, but the switch works", async (_key, resource) => {
      const [row] = (await admin.ok(`${resource.key}?pageSize=1&status=active`)).recordList;
      expect((await admin.post(resource.key, {})).statusCode).toBe(404);
      expect((await admin.put(`${resource.key}/${row.id}`, {})).statusCode).toBe(404);
      expect((await admin.put(`${resource.key}/${row.id}/active`, { isActive: false })).statusCode).toBe(200);
      expect((await admin.ok(`${resource.key}/${row.id}`)).recordList[0].isActive).toBe(false);
      expect((await admin.put(`${resource.key}/${row.id}/active`, { isActive: true })).statusCode).toBe(200);
    });
  });

  describe("round trip", () => {
    it.each(WRITABLE)("%s: create → get → update → toggle → delete", async (_key, resource) => {
      const before = (await admin.ok(resource.key)).totalRecords!;
      const seededOff = new Set((await admin.all(resource, "status=inactive")).map((r) => r.id));
      const expectSaved = (row: Row, payload: Row) => {
        for (const [key, field] of editableFields(resource)) expect({ key, value: stored(field, row, key) }).toEqual({ key, value: sent(field, payload, key) });
      };
      const payload = await validPayload(resource, admin, { seq: seq(resource.key) });
      const created = await admin.post(resource.key, payload);
      expect(created.statusCode).toBe(200);
      expect(created.json()).toMatchObject({ status: 200, message: `${resource.singular} added` });
      const row = created.json().recordList[0];
      expect(row).toMatchObject({ id: expect.any(Number), isActive: true });
      expectSaved(row, payload);
      expect((await admin.ok(`${resource.key}/${row.id}`)).recordList).toEqual([row]);
      expect((await admin.ok(resource.key)).totalRecords).toBe(before + 1);
      expect((await admin.all(resource)).find((r) => r.id === row.id)).toEqual(row);

      const changes = await validPayload(resource, admin, { seq: seq(resource.key) });
      // Pictures are uploaded first, then saved by id; a replaced one is not kept.
      const images = editableFields(resource).filter(([, field]) => field.kind === "image").map(([key]) => key);
      const uploaded: Record<string, string> = {};
      for (const key of images) {
        uploaded[key] = await uploadPicture(app, adminToken, resource.key);
        expect((await admin.put(`${resource.key}/${row.id}`, { ...payload, [key]: uploaded[key] })).json().recordList[0][key]).toBe(uploaded[key]);
        expect((await app.inject({ method: "GET", url: `/media/${uploaded[key]}`, headers: bearer(adminToken) })).statusCode).toBe(200);
        changes[key] = await uploadPicture(app, adminToken, resource.key);
      }
      const updated = await admin.put(`${resource.key}/${row.id}`, changes);
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ status: 200, message: `${resource.singular} saved` });
      expectSaved(updated.json().recordList[0], changes);
      expect((await admin.ok(`${resource.key}/${row.id}`)).recordList).toEqual(updated.json().recordList);
      for (const key of images) expect((await app.inject({ method: "GET", url: `/media/${uploaded[key]}`, headers: bearer(adminToken) })).statusCode).toBe(404);
      // Saving a row unchanged is no duplicate of itself.
      expect((await admin.put(`${resource.key}/${row.id}`, changes)).statusCode).toBe(200);

      if (hasToggle(resource)) {
        const off = await admin.put(`${resource.key}/${row.id}/active`, { isActive: false });
        expect(off.statusCode).toBe(200);
        expect(off.json()).toMatchObject({ message: `${resource.singular} is now inactive`, recordList: [{ id: row.id, isActive: false }] });
        expect((await admin.ok(`${resource.key}/${row.id}`)).recordList[0].isActive).toBe(false);
        expect((await admin.all(resource, "status=inactive")).map((r) => r.id).filter((id) => !seededOff.has(id))).toEqual([row.id]);
        expect((await admin.options(resource.key)).map((o) => o.id)).not.toContain(row.id);
        const on = await admin.put(`${resource.key}/${row.id}/active`, { isActive: true });
        expect(on.json()).toMatchObject({ message: `${resource.singular} is now active`, recordList: [{ id: row.id, isActive: true }] });
        expect((await admin.options(resource.key)).map((o) => o.id)).toContain(row.id);
      } else {
        // Without a switch (countries) there is no such route.
        expect((await admin.put(`${resource.key}/${row.id}/active`, { isActive: false })).statusCode).toBe(404);
        expect((await admin.ok(`${resource.key}/${row.id}`)).recordList[0].isActive).toBe(true);
      }

      const audited = await t.db.execute(sql`select action from audit_log where target = ${`${resource.key}:${row.id}`} order by id`);
      const toggled = hasToggle(resource) ? ["deactivate", "activate"] : [];
      expect((audited as unknown as { rows: { action: string }[] }).rows.map((r) => r.action)).toEqual(
        ["create", ...images.map(() => "update"), "update", "update", ...toggled].map((a) => `${resource.key}.${a}`),
      );

      if (!resource.deletable) {
        expect((await admin.del(`${resource.key}/${row.id}`)).statusCode).toBe(404);
        return;
      }
      const deleted = await admin.del(`${resource.key}/${row.id}`);
      expect(deleted.json()).toEqual({ status: 200, message: `${resource.singular} deleted`, recordList: [] });
      expect((await admin.get(`${resource.key}/${row.id}`)).statusCode).toBe(404);
      expect((await admin.del(`${resource.key}/${row.id}`)).statusCode).toBe(404);
      expect((await admin.put(`${resource.key}/${row.id}`, changes)).statusCode).toBe(404);
      expect((await admin.put(`${resource.key}/${row.id}/active`, { isActive: true })).statusCode).toBe(404);
      expect((await admin.ok(resource.key)).totalRecords).toBe(before);
    });
  });

  describe("references", () => {
    it.each(REFERENCED)("%s: a seed row in use cannot be deleted, nor made inactive where that is refused", async (_name, resource, rule) => {
      const referring = await admin.all(requireResource(rule.resource));
      const id = referring.flatMap((row) => referencedIds(rule, row))[0];
      expect(id).toBeDefined();
      const [row] = (await admin.ok(`${resource.key}/${id}`)).recordList;
      const deleted = await admin.del(`${resource.key}/${id}`);
      expect(deleted.statusCode).toBe(409);
      expect(deleted.json().message).toMatch(new RegExp(`^"${escape(row[resource.display])}" cannot be deleted while .*\\d+ ${rule.label}.* use it\\.$`));
      const off = await admin.put(`${resource.key}/${id}/active`, { isActive: false });
      if (!hasToggle(resource)) expect(off.statusCode).toBe(404);
      else if (rule.blocksDeactivation) {
        expect(off.statusCode).toBe(409);
        expect(off.json().message).toMatch(new RegExp(`^"${escape(row[resource.display])}" cannot be made inactive while .*\\d+ ${rule.label}.* use it\\.$`));
      } else {
        expect(off.statusCode).toBe(200);
        expect((await admin.put(`${resource.key}/${id}/active`, { isActive: true })).statusCode).toBe(200);
      }
      expect((await admin.ok(`${resource.key}/${id}`)).recordList[0]).toEqual(row);
    });

    it.each(REFERENCED)("%s: a new row is deletable until a new row refers to it", async (_name, resource, rule) => {
      const from = requireResource(rule.resource);
      const target = await create(resource, await validPayload(resource, admin, { seq: seq(resource.key) }));
      const referrer = await create(from, await validPayload(from, admin, { seq: seq(from.key), fixed: { [rule.field]: referringValue(rule, target.id as number) } }));
      const name = String(target[resource.display]);
      const deleted = await admin.del(`${resource.key}/${target.id}`);
      expect(deleted.statusCode).toBe(409);
      expect(deleted.json().message).toMatch(new RegExp(`^"${escape(name)}" cannot be deleted while (.*(, | and ))?1 ${rule.label}((, | and ).*)? use it\\.$`));
      const off = await admin.put(`${resource.key}/${target.id}/active`, { isActive: false });
      expect(off.statusCode).toBe(!hasToggle(resource) ? 404 : rule.blocksDeactivation ? 409 : 200);
      if (rule.blocksDeactivation) expect(off.json().message).toMatch(new RegExp(`^"${escape(name)}" cannot be made inactive while (.* and )?1 ${rule.label}( and .*)? use it\\.$`));

      await letGo(from, referrer, rule.field, target.id as number);
      // Rows the payload needed on its way that refer to the new row too (a community in a new religion).
      for (const other of resource.referencedBy ?? []) {
        for (const r of await admin.all(requireResource(other.resource))) {
          if (referencedIds(other, r).includes(target.id as number)) await remove(other.resource, r.id);
        }
      }
      await remove(resource.key, target.id);
    });
  });

  describe("rows that live under another", () => {
    it.each(CASCADING)("%s: deleting the parent deletes them with it", async (_name, resource, rule) => {
      const from = requireResource(rule.resource);
      const parent = await create(resource, await validPayload(resource, admin, { seq: seq(resource.key) }));
      const children = [];
      for (let i = 0; i < 2; i++) {
        children.push(await create(from, await validPayload(from, admin, { seq: seq(from.key), fixed: { [rule.field]: referringValue(rule, parent.id as number) } })));
      }
      const deleted = await admin.del(`${resource.key}/${parent.id}`);
      expect(deleted.statusCode).toBe(200);
      expect((await admin.get(`${resource.key}/${parent.id}`)).statusCode).toBe(404);
      for (const child of children) expect((await admin.get(`${from.key}/${child.id}`)).statusCode).toBe(404);
    });

    it.each(CASCADING)("%s: a refused delete leaves the parent and every child in place", async (_name, resource, rule) => {
      const from = requireResource(rule.resource);
      const parent = await create(resource, await validPayload(resource, admin, { seq: seq(resource.key) }));
      const child = await create(from, await validPayload(from, admin, { seq: seq(from.key), fixed: { [rule.field]: referringValue(rule, parent.id as number) } }));
      // The demo administrator and a staff member without the page are refused before anything is touched.
      expect((await demo.del(`${resource.key}/${parent.id}`)).statusCode).toBe(403);
      expect((await admin.get(`${resource.key}/${parent.id}`)).statusCode).toBe(200);
      expect((await admin.get(`${from.key}/${child.id}`)).statusCode).toBe(200);
      await remove(resource.key, parent.id);
    });
  });

  describe("payment gateway credentials", () => {
    const resource = requireResource("paymentGateway");

    it("are written, never read back: not by the list, one row, the export or an error", async () => {
      const payload = await validPayload(resource, admin, { seq: seq(resource.key), fixed: { provider: "Razorpay", credentials: { keyId: "abc", keySecret: "s3cret" } } });
      const created = await admin.post(resource.key, payload);
      expect(created.statusCode).toBe(200);
      const row = created.json().recordList[0];
      try {
        await credentialsStayInside(payload, row, created);
      } finally {
        await remove(resource.key, row.id);
      }
    });

    async function credentialsStayInside(payload: Row, row: Row, created: Awaited<ReturnType<ResourceClient["get"]>>) {
      expect(row.credentials).toEqual(["keyId", "keySecret"]);
      const name = encodeURIComponent(String(row.name));
      const answers = [
        created,
        await admin.get(resource.key),
        await admin.get(`${resource.key}?search=${name}`),
        await admin.get(`${resource.key}?pageSize=100&sort=name&order=desc`),
        await admin.get(`${resource.key}/${row.id}`),
        await admin.get(`${resource.key}/export`),
        await admin.get(`${resource.key}/export?search=${name}`),
        await admin.get(`${resource.key}/options`),
        await admin.put(`${resource.key}/${row.id}`, { ...payload, name: "" }),
        await admin.put(`${resource.key}/${row.id}`, { ...payload, credentials: { keyId: "abc", keySecret: "w".repeat(501) } }),
      ];
      for (const answer of answers) {
        expect(answer.body).not.toContain("s3cret");
        expect(answer.body).not.toContain('"abc"');
      }
      expect((await admin.ok(`${resource.key}?search=${name}`)).recordList[0].credentials).toEqual(["keyId", "keySecret"]);
      const csv = parseCsv((await admin.get(`${resource.key}/export?search=${name}`)).body);
      expect(csv[1][resource.columns.findIndex((c) => c.field === "credentials") + 1]).toBe("2 set");

      const { main } = tablesOf(resource.key);
      // Stored sealed (docs/encryption-at-rest.md): read here the way the server would open them.
      const secretsOf = async () =>
        openCredentials(DATA_KEYS, "payment_gateways.credentials", (await t.db.select({ credentials: main.credentials }).from(main).where(eq(main.id, row.id)))[0].credentials as Record<string, string>).values;
      expect(await secretsOf()).toEqual({ keyId: "abc", keySecret: "s3cret" });

      // An empty field keeps what is stored; a filled one replaces it; a missing object changes nothing.
      const kept = await admin.put(`${resource.key}/${row.id}`, { ...payload, credentials: { keyId: "abd", keySecret: "" } });
      expect(kept.statusCode).toBe(200);
      expect(kept.json().recordList[0].credentials).toEqual(["keyId", "keySecret"]);
      expect(kept.body).not.toContain("abd");
      expect(await secretsOf()).toEqual({ keyId: "abd", keySecret: "s3cret" });
      const { credentials: _omitted, ...withoutCredentials } = payload;
      expect((await admin.put(`${resource.key}/${row.id}`, withoutCredentials)).statusCode).toBe(200);
      expect(await secretsOf()).toEqual({ keyId: "abd", keySecret: "s3cret" });
      // A key it does not declare is refused, naming it, and nothing of the change is stored.
      const undeclared = await admin.put(`${resource.key}/${row.id}`, { ...payload, credentials: { keySecret: "changed", other: "x" } });
      expect(undeclared.statusCode).toBe(400);
      expect(undeclared.json().errors).toEqual({ "credentials.other": MESSAGES.unknownField("other") });
      expect(await secretsOf()).toEqual({ keyId: "abd", keySecret: "s3cret" });
    }

    it("lists the seed gateways with no credentials set", async () => {
      const rows = await admin.all(resource);
      expect(rows.every((row) => Array.isArray(row.credentials) && (row.credentials as unknown[]).length === 0)).toBe(true);
      const csv = parseCsv((await admin.get(`${resource.key}/export`)).body);
      const at = resource.columns.findIndex((c) => c.field === "credentials") + 1;
      expect(csv.slice(1).every((line) => line[at] === "None")).toBe(true);
    });
  });

  describe("currency", () => {
    const resource = requireResource("currency");
    const defaults = async () => (await admin.all(resource)).filter((row) => row.isDefault);
    const byCode = async (code: string) => (await admin.all(resource)).find((row) => row.code === code)!;

    it("has exactly one default, and the action moves it", async () => {
      expect((await defaults()).map((row) => row.code)).toEqual(["INR"]);
      const usd = await byCode("USD");
      const moved = await admin.post(`${resource.key}/${usd.id}/default`);
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toMatchObject({ message: "US Dollar is now the default currency.", recordList: [{ id: usd.id, isDefault: true }] });
      expect((await defaults()).map((row) => row.code)).toEqual(["USD"]);
      // Again on the default: still one.
      expect((await admin.post(`${resource.key}/${usd.id}/default`)).statusCode).toBe(200);
      expect((await defaults()).map((row) => row.code)).toEqual(["USD"]);
      expect((await admin.post(`${resource.key}/${MAX_ID}/default`)).statusCode).toBe(404);
      expect((await admin.post(`${resource.key}/abc/default`)).statusCode).toBe(404);
      // isDefault is read-only in the form: a payload carrying it is refused, naming it.
      const inr = await byCode("INR");
      const { id: _id, isActive: _a, isDefault: _d, ...fields } = inr;
      const carried = await admin.put(`${resource.key}/${inr.id}`, { ...fields, isDefault: true });
      expect(carried.statusCode).toBe(400);
      expect(carried.json().errors).toMatchObject({ isDefault: MESSAGES.unknownField("isDefault") });
      expect((await defaults()).map((row) => row.code)).toEqual(["USD"]);
      expect((await admin.post(`${resource.key}/${inr.id}/default`)).statusCode).toBe(200);
      expect((await defaults()).map((row) => row.code)).toEqual(["INR"]);
    });

    it("refuses to deactivate or delete the default (409), and to make an inactive currency the default", async () => {
      const [inr] = await defaults();
      // The active gateways that support it are named (docs/catalogue.md, "Currencies").
      const kept = (inr.gateways as { name: string; isActive: boolean }[]).filter((gateway) => gateway.isActive).map((gateway) => gateway.name);
      expect(kept.length).toBeGreaterThan(0);
      const off = await admin.put(`${resource.key}/${inr.id}/active`, { isActive: false });
      expect(off.statusCode).toBe(409);
      expect(off.json()).toMatchObject({ status: 409, message: MESSAGES.defaultCurrencyOfGateways("Indian Rupee", "made inactive", kept) });
      const deleted = await admin.del(`${resource.key}/${inr.id}`);
      expect(deleted.statusCode).toBe(409);
      expect(deleted.json()).toMatchObject({ status: 409, message: MESSAGES.defaultCurrencyOfGateways("Indian Rupee", "deleted", kept) });
      expect((await admin.ok(`${resource.key}/${inr.id}`)).recordList[0]).toEqual(inr);

      const eur = await byCode("EUR");
      expect((await admin.put(`${resource.key}/${eur.id}/active`, { isActive: false })).statusCode).toBe(200);
      const refused = await admin.post(`${resource.key}/${eur.id}/default`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe("An inactive currency cannot be the default: make it active first.");
      expect((await admin.put(`${resource.key}/${eur.id}/active`, { isActive: true })).statusCode).toBe(200);
      expect((await defaults()).map((row) => row.code)).toEqual(["INR"]);
    });

    it("keeps exactly one default when several are set at once", async () => {
      const rows = await admin.all(resource);
      // A currency an active gateway does not support cannot be the default (409), whoever asks first.
      const gateways = await admin.all(requireResource("paymentGateway"), "status=active");
      const everywhere = (row: Row) => gateways.every((gateway) => (gateway.currencies as { id: number }[]).some((c) => c.id === row.id));
      expect(rows.filter(everywhere).length).toBeGreaterThan(1);
      for (let round = 0; round < 5; round++) {
        const answers = await Promise.all(rows.map((row) => admin.post(`${resource.key}/${row.id}/default`)));
        expect(answers.map((a) => a.statusCode)).toEqual(rows.map((row) => (everywhere(row) ? 200 : 409)));
        expect(await defaults()).toHaveLength(1);
      }
      const inr = rows.find((row) => row.code === "INR")!;
      await admin.post(`${resource.key}/${inr.id}/default`);
      expect((await defaults()).map((row) => row.code)).toEqual(["INR"]);
    });
  });
});
