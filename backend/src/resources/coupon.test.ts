/**
 * Coupons beyond what the generic suite (engine/resources.test.ts) checks for every declaration:
 * terms cleaned of anything that runs, the code unique whatever its case, the rules across fields,
 * the Expired mark computed by the database, and who may touch coupons.
 */
import type { FastifyInstance } from "fastify";
import { eq, sql } from "drizzle-orm";
import { MESSAGES } from "@/lib/messages";
import { requireResource } from "@/lib/resources/index";
import { buildTestApp } from "../../test/app";
import { describeEachDatabase } from "../../test/databases";
import { signedInClients, validPayload, type ResourceClient, type Row } from "../../test/resources";
import { seedReferenceData } from "../engine/seed";
import { tablesOf } from "../engine/tables";

const coupon = requireResource("coupon");
const forbidden = { status: 403, message: MESSAGES.notPermitted, recordList: [] };
const demoRefused = { status: 403, message: MESSAGES.demoReadOnly, recordList: [] };

const today = () => new Date().toISOString().slice(0, 10);
const dayAfter = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describeEachDatabase("coupons", (t) => {
  let app: FastifyInstance;
  let admin: ResourceClient;
  let staff: ResourceClient;
  let demo: ResourceClient;
  let seq = 0;
  const payload = (fixed: Row = {}) => validPayload(coupon, admin, { seq: ++seq, fixed });
  const storedTerms = async (id: number) => {
    const { main } = tablesOf("coupon");
    return String((await t.db.select({ terms: main.terms }).from(main).where(eq(main.id, id)))[0].terms);
  };

  beforeAll(async () => {
    await seedReferenceData(t.db);
    app = await buildTestApp(t.db);
    ({ admin, staff, demo } = await signedInClients(app));
  });
  afterAll(async () => {
    await app?.close();
  });

  it("keeps no script, event handler or javascript: link in the terms, through the api and in the table", async () => {
    const attacks = ["<script>alert(1)</script>", "<img src=x onerror=alert(1)>", '<a href="javascript:alert(1)">x</a>'];
    const terms = `<p>Fair <strong>terms</strong> <a href="https://example.com/terms" target="_blank" onclick="steal()">read</a></p>${attacks.join("")}<style>p{}</style><iframe src="https://evil.example"></iframe><a href="data:text/html;base64,PHNjcmlwdD4=">d</a>`;
    const created = await admin.post(coupon.key, await payload({ terms }));
    expect(created.statusCode).toBe(200);
    const row = created.json().recordList[0];
    for (const html of [row.terms, (await admin.ok(`${coupon.key}/${row.id}`)).recordList[0].terms, await storedTerms(row.id)]) {
      expect(html).not.toMatch(/<script|alert|onerror|onclick|<img|javascript:|data:|<style|<iframe|target=/i);
      expect(html).toContain("<strong>terms</strong>");
      expect(html).toContain('<a href="https://example.com/terms" rel="noopener noreferrer nofollow">read</a>');
    }
    // The same on an edit.
    const edited = await admin.put(`${coupon.key}/${row.id}`, await payload({ code: row.code, terms: `<p>Edited</p>${attacks.join("")}` }));
    expect(edited.statusCode).toBe(200);
    expect(await storedTerms(row.id)).toBe('<p>Edited</p><a rel="noopener noreferrer nofollow">x</a>');
  });

  it("answers 409 for a code that exists in another case", async () => {
    const [first] = (await admin.ok(`${coupon.key}?pageSize=1&sort=code&order=asc`)).recordList;
    const code = String(first.code).toLowerCase();
    const answer = await admin.post(coupon.key, await payload({ code }));
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ status: 409, message: `${code} already exists!`, errors: { code: `${code} already exists!` } });
  });

  it("refuses a percentage over 100 with 400, and takes the same value as an amount", async () => {
    const over = await admin.post(coupon.key, await payload({ discountType: "Percentage", value: 150 }));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ status: 400, message: "Value must be at most 100 for a percentage discount", errors: { value: "Value must be at most 100 for a percentage discount" } });
    const amount = await admin.post(coupon.key, await payload({ discountType: "Amount", value: 150 }));
    expect(amount.statusCode).toBe(200);
    expect(amount.json().recordList[0]).toMatchObject({ discountType: "Amount", value: 150 });
  });

  it("refuses a valid till before the valid from, and more uses per member than in all, with 400", async () => {
    const early = await admin.post(coupon.key, await payload({ validFrom: "2031-05-10", validTill: "2031-05-09" }));
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ message: "Valid Till must be on or after Valid From", errors: { validTill: "Valid Till must be on or after Valid From" } });
    const sameDay = await admin.post(coupon.key, await payload({ validFrom: "2031-05-10", validTill: "2031-05-10" }));
    expect(sameDay.statusCode).toBe(200);
    expect(sameDay.json().recordList[0]).toMatchObject({ validFrom: "2031-05-10", validTill: "2031-05-10" });
    const greedy = await admin.post(coupon.key, await payload({ maxUsage: 5, perMemberUsage: 6 }));
    expect(greedy.statusCode).toBe(400);
    expect(greedy.json().errors).toEqual({ perMemberUsage: "Usage Per Member must be at most the Max Usage" });
    const [existing] = (await admin.ok(`${coupon.key}?pageSize=1`)).recordList;
    const edit = await admin.put(`${coupon.key}/${existing.id}`, await payload({ code: existing.code, validFrom: "2031-05-10", validTill: "2030-01-01" }));
    expect(edit.statusCode).toBe(400);
  });

  it("marks a coupon expired once its valid till has passed, in the list, one row, the sort and the export", async () => {
    const yesterday = dayAfter(today(), -1);
    const past = (await admin.post(coupon.key, await payload({ validFrom: dayAfter(today(), -30), validTill: yesterday }))).json().recordList[0];
    const current = (await admin.post(coupon.key, await payload({ validFrom: dayAfter(today(), -30), validTill: dayAfter(today(), 1) }))).json().recordList[0];
    expect(past.expired).toBe(true);
    expect(current.expired).toBe(false);
    const rows = await admin.all(coupon, "sort=expired&order=desc");
    expect(rows.every((row) => row.expired === String(row.validTill) < today() || row.id === past.id || row.id === current.id)).toBe(true);
    const firstLive = rows.findIndex((row) => !row.expired);
    expect(rows.slice(firstLive).every((row) => !row.expired)).toBe(true);
    // The seed spans five years: some of it has expired, some has not.
    const seeded = coupon.seed!.length;
    expect(rows.filter((row) => row.expired).length).toBeGreaterThan(0);
    expect(rows.filter((row) => !row.expired).length).toBeGreaterThan(0);
    expect(rows.length).toBeGreaterThanOrEqual(seeded);
    const csv = (await admin.get(`${coupon.key}/export?search=${encodeURIComponent(String(past.code))}`)).body;
    expect(csv).toContain("Expired");
    expect(csv.split("\r\n")[0]).toBe("\uFEFFSr. No,Name,Code,Discount,Valid From,Valid Till,Expired,Status");
  });

  it("is closed to staff without the Coupons page, and read-only to the demo administrator", async () => {
    const [row] = (await admin.ok(`${coupon.key}?pageSize=1`)).recordList;
    const body = await payload();
    const calls = [
      ["GET", coupon.key],
      ["GET", `${coupon.key}/${row.id}`],
      ["GET", `${coupon.key}/export`],
      ["POST", coupon.key],
      ["PUT", `${coupon.key}/${row.id}`],
      ["PUT", `${coupon.key}/${row.id}/active`],
    ] as const;
    for (const [method, url] of calls) {
      const answer = await staff.request(method, url, method === "GET" ? undefined : method === "PUT" && url.endsWith("active") ? { isActive: false } : body);
      expect({ method, url, status: answer.statusCode, body: answer.json() }).toEqual({ method, url, status: 403, body: forbidden });
    }
    for (const [method, url] of calls.filter(([m]) => m !== "GET")) {
      const answer = await demo.request(method, url, url.endsWith("active") ? { isActive: false } : body);
      expect({ method, url, status: answer.statusCode, body: answer.json() }).toEqual({ method, url, status: 403, body: demoRefused });
    }
    expect((await demo.get(coupon.key)).statusCode).toBe(200);
    // Coupons are never deleted (purchases will refer to them): there is no such route.
    expect((await admin.del(`${coupon.key}/${row.id}`)).statusCode).toBe(404);
    expect((await admin.ok(`${coupon.key}/${row.id}`)).recordList[0]).toEqual(row);
  });

  it("lists the Discount as a percentage or an amount", async () => {
    const rows = await admin.all(coupon, "search=DIWALI24");
    expect(rows.length).toBeGreaterThan(0);
    const { cellText } = await import("@/lib/engine/format");
    for (const row of rows) {
      expect(cellText(coupon, "discount", row, () => undefined)).toBe(row.discountType === "Percentage" ? `${row.value}%` : `₹${Number(row.value).toLocaleString("en-IN", { minimumFractionDigits: 2 })}`);
    }
  });

  it("stores days as they were sent, whatever the time zone", async () => {
    const created = (await admin.post(coupon.key, await payload({ validFrom: "2032-01-01", validTill: "2032-12-31" }))).json().recordList[0];
    const { main } = tablesOf("coupon");
    const [raw] = await t.db.select({ from: sql<string>`${main.validFrom}::text`, till: sql<string>`${main.validTill}::text` }).from(main).where(eq(main.id, created.id));
    expect(raw).toEqual({ from: "2032-01-01", till: "2032-12-31" });
  });
});
