/** The api's reading of its input: JSON size and depth, strict ids, overlong URLs (docs/input-limits.md). */
import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { JSON_TOO_DEEP } from "@/lib/input-limits";
import { MESSAGES } from "@/lib/messages";
import { ACCOUNTS, bearer, buildTestApp, newClientAddress, signIn } from "../test/app";
import { describeEachDatabase } from "../test/databases";
import { seedReferenceData } from "./engine/seed";
import { tablesOf } from "./engine/tables";

const income = tablesOf("income").main;

/** `[[[…]]]` nested `depth` deep as a field's value. */
const nested = (depth: number) => `{"name":${"[".repeat(depth)}${"]".repeat(depth)}}`;

/** Texts that Number() reads as `id` but that are not its canonical decimal text. */
const lookalikes = (id: number) => [`0x${id.toString(16)}`, ` ${id}`, `${id} `, `0${id}`, `+${id}`, `${id}.0`, `${id}e0`, `00${id}`, `\t${id}`];

describeEachDatabase("input limits", (t) => {
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    await seedReferenceData(t.db);
    app = await buildTestApp(t.db);
    token = (await signIn(app, ACCOUNTS.admin)).SessionToken;
  });
  afterAll(() => app?.close());

  it("refuses JSON nested 20,000 deep with a 400 in words, signed in or not", async () => {
    for (const headers of [{}, bearer(token)]) {
      for (const url of ["/api/admin/users/login", "/api/admin/income"]) {
        const answer = await app.inject({ method: "POST", url, headers: { ...headers, "content-type": "application/json" }, payload: nested(20_000), remoteAddress: newClientAddress() });
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toMatchObject({ status: 400, message: JSON_TOO_DEEP, recordList: [] });
      }
    }
  });

  it("still reads a body of ordinary depth, and refuses one a level past the limit", async () => {
    const shallow = await app.inject({ method: "POST", url: "/api/admin/users/login", payload: { email: ACCOUNTS.admin.email, password: [[["x"]]] }, remoteAddress: newClientAddress() });
    expect(shallow.statusCode).toBe(400);
    expect(shallow.json().message).not.toBe(JSON_TOO_DEEP);
    const deep = await app.inject({ method: "POST", url: "/api/admin/users/login", headers: { "content-type": "application/json" }, payload: nested(32), remoteAddress: newClientAddress() });
    expect(deep.json().message).toBe(JSON_TOO_DEEP);
  });

  it("finds a NUL deep in a body without overflowing", async () => {
    const answer = await app.inject({
      method: "POST",
      url: "/api/admin/income",
      headers: { ...bearer(token), "content-type": "application/json" },
      payload: `{"name":${"[".repeat(30)}"\\u0000"${"]".repeat(30)}}`,
    });
    expect(answer.statusCode).toBe(400);
  });

  it("takes only canonical decimal ids: look-alikes of real ids are 404 and touch no row", async () => {
    const rows = await t.db.select().from(income).orderBy(income.id);
    const target = rows.find((row) => row.id >= 10) ?? rows.at(-1)!;
    const fingerprint = async () => (await t.db.execute(sql`select md5(string_agg(i::text, ',' order by i.id)) as f from ${income} i`)).rows;
    const before = await fingerprint();
    for (const text of lookalikes(target.id)) {
      const id = encodeURIComponent(text);
      for (const [method, url] of [
        ["DELETE", `/api/admin/income/${id}`],
        ["PUT", `/api/admin/income/${id}/active`],
        ["GET", `/api/admin/income/${id}`],
      ] as const) {
        const answer = await app.inject({ method, url, headers: bearer(token), ...(method === "PUT" ? { payload: { isActive: false } } : {}) });
        expect([text, method, answer.statusCode, answer.json().message]).toEqual([text, method, 404, MESSAGES.notFound]);
      }
    }
    expect(await fingerprint()).toEqual(before);
    // The canonical id itself still names the row.
    expect((await app.inject({ method: "GET", url: `/api/admin/income/${target.id}`, headers: bearer(token) })).statusCode).toBe(200);
  });

  it("takes only canonical ids in query filters and bodies", async () => {
    for (const text of lookalikes(1)) {
      const options = await app.inject({ method: "GET", url: `/api/admin/community/options?religionId=${encodeURIComponent(text)}`, headers: bearer(token) });
      expect([text, options.statusCode]).toEqual([text, 400]);
      const list = await app.inject({ method: "GET", url: `/api/admin/community?religionId=${encodeURIComponent(text)}`, headers: bearer(token) });
      expect([text, list.statusCode]).toEqual([text, 400]);
      const page = await app.inject({ method: "GET", url: `/api/admin/community?page=${encodeURIComponent(text)}`, headers: bearer(token) });
      expect([text, page.statusCode]).toEqual([text, 400]);
      const reset = await app.inject({ method: "POST", url: "/api/admin/users/resetPassword", payload: { id: text, token: "a".repeat(40), password: "Taken@12345" }, remoteAddress: newClientAddress() });
      expect([text, reset.statusCode, reset.json().message]).toEqual([text, 400, MESSAGES.resetLinkInvalid]);
    }
    const community = await app.inject({ method: "POST", url: "/api/admin/community", headers: bearer(token), payload: { name: "Lookalike", religionId: "0x1" } });
    expect(community.statusCode).toBe(400);
    expect(community.json().errors).toHaveProperty("religionId");
  });

  it("answers a region upload that is no CSV with a 4xx, never a 500, changing nothing", async () => {
    const fingerprint = async () => (await t.db.execute(sql`select count(*)::int as n from audit_log`)).rows;
    const before = await fingerprint();
    for (const body of ['{"name":"x"}', "", "\u0000\u0001", "<html></html>", "[1,2]"]) {
      const answer = await app.inject({ method: "POST", url: "/api/admin/city/csv/upload", headers: { ...bearer(token), "content-type": "application/octet-stream" }, payload: body });
      expect([body, answer.statusCode < 500, answer.body]).toEqual([body, true, answer.body]);
    }
    expect(await fingerprint()).toEqual(before);
  });

  it("answers an overlong URL with 414 in the JSON envelope", async () => {
    for (const url of [`/api/admin/income/${"1".repeat(5000)}`, `/api/admin/income?search=${"a".repeat(20_000)}`, `/${"a".repeat(10_000)}`]) {
      const answer = await app.inject({ method: "GET", url, headers: bearer(token) });
      expect([url.slice(0, 30), answer.statusCode]).toEqual([url.slice(0, 30), 414]);
      expect(answer.json()).toMatchObject({ status: 414, recordList: [] });
    }
  });
});
