import { randomBytes } from "node:crypto";
import { guarded, readJson } from "./route-handler";
import { MESSAGES } from "../messages";

const PUBLIC_URL = "http://localhost:3130";
// An access rule that finds no route: a request that passes the origin check is answered 404 before
// any session is read, so the check is seen alone.
const handler = guarded(async () => undefined, async () => new Response("reached"));

beforeAll(() => {
  process.env.PUBLIC_URL = PUBLIC_URL;
  process.env.SESSION_SECRET ??= randomBytes(48).toString("base64url");
});

const call = (method: string, headers: Record<string, string>) => handler(new Request(`${PUBLIC_URL}/api/session`, { method, headers }), {});

describe("guarded: the origin of a state-changing request", () => {
  it("refuses a write with no Origin header, 403 in words that name the address to open", async () => {
    const answer = await call("POST", { "content-type": "application/json" });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ status: 403, message: "This page is not at the console's address. Open http://localhost:3130 and try again." });
  });

  it("refuses a write the browser marks cross-site, even with the right Origin", async () => {
    expect((await call("POST", { origin: PUBLIC_URL, "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await call("DELETE", { origin: PUBLIC_URL, "sec-fetch-site": "same-site" })).status).toBe(403);
  });

  it("ignores a forwarded host the client sends", async () => {
    const answer = await call("PUT", { origin: "https://evil.example", host: "evil.example", "x-forwarded-host": "evil.example" });
    expect(answer.status).toBe(403);
  });

  it("lets a write from PUBLIC_URL's origin, and any read, through", async () => {
    expect((await call("POST", { origin: PUBLIC_URL, "sec-fetch-site": "same-origin" })).status).toBe(404);
    expect((await call("DELETE", { origin: PUBLIC_URL })).status).toBe(404);
    expect((await call("GET", { "sec-fetch-site": "cross-site" })).status).toBe(404);
  });

  it("marks every answer no-store", async () => {
    expect((await call("POST", {})).headers.get("cache-control")).toBe("no-store");
    expect((await call("GET", {})).headers.get("cache-control")).toBe("no-store");
  });
});

describe("readJson", () => {
  const body = (text: string) => readJson(new Request(`${PUBLIC_URL}/api/session`, { method: "POST", headers: { "content-type": "application/json" }, body: text }));

  it("refuses malformed JSON with a 400 in words, never reading it as an empty body", async () => {
    for (const text of ['{"a":1} trailing', "{", "not json"]) {
      const answer = await body(text);
      expect(answer).toBeInstanceOf(Response);
      expect([text, (answer as Response).status, await (answer as Response).json()]).toEqual([text, 400, { status: 400, message: "The request is not valid.", recordList: [] }]);
    }
  });

  it("refuses a body declared in a charset other than UTF-8 with a 415, as the api does", async () => {
    for (const type of ["application/json; charset=utf-16", 'application/json; charset="latin1"']) {
      const answer = await readJson(new Request(`${PUBLIC_URL}/api/session`, { method: "POST", headers: { "content-type": type }, body: '{"name":"x"}' }));
      expect([type, (answer as Response).status, ((await (answer as Response).json()) as { message: string }).message]).toEqual([type, 415, MESSAGES.unsupportedContent]);
    }
    expect(await readJson(new Request(`${PUBLIC_URL}/api/session`, { method: "POST", headers: { "content-type": "application/json; charset=UTF-8" }, body: '{"a":1}' }))).toEqual({ a: 1 });
  });

  it("reads no body as an empty object, and JSON as itself", async () => {
    expect(await body("")).toEqual({});
    expect(await body('{"a":1}')).toEqual({ a: 1 });
  });
});
