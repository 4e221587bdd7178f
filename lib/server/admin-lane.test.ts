import { randomBytes } from "node:crypto";
import { createServer, request, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sealData } from "iron-session";
import { ROLE, type Credentials } from "../credentials";
import { SESSION_COOKIE, SESSION_TTL_SECONDS, sessionPasswords } from "../session-options";
import { installAdminLane, lanePath } from "./admin-lane";

describe("lanePath: the requests the lane takes from Next", () => {
  it("takes the forwarder's methods on /api/admin/*, with the path decoded as Next gives it", () => {
    expect(lanePath("GET", "/api/admin/religion?page=1&pageSize=10")).toEqual(["religion"]);
    expect(lanePath("PUT", "/api/admin/religion/7")).toEqual(["religion", "7"]);
    expect(lanePath("DELETE", "/api/admin/appuser/files/a%20b")).toEqual(["appuser", "files", "a b"]);
  });

  it("leaves Next whatever it would treat otherwise: other methods, paths, empty or dot segments, encoded slashes", () => {
    for (const [method, url] of [
      ["OPTIONS", "/api/admin/religion"],
      ["HEAD", "/api/admin/religion"],
      ["GET", "/api/session"],
      ["GET", "/api/admin"],
      ["GET", "/api/admin/"],
      ["GET", "/api/admin/religion/"],
      ["GET", "/api/admin//religion"],
      ["GET", "/api/admin/../session"],
      ["GET", "/api/admin/religion/%2e%2e"],
      ["GET", "/api/admin/a%2Fb"],
      ["GET", "/api/admin/%E0%A4%A"],
      ["GET", "/api/admin/religion\\x"],
    ]) {
      expect([method, url, lanePath(method, url)]).toEqual([method, url, undefined]);
    }
  });
});

const credentials: Credentials = { id: 2, roleId: ROLE.admin, pagePermissions: [], firstName: "Asha", lastName: "Menon", roleName: "Administrator", email: "admin@example.com", image: null };

describe("the lane in front of Next", () => {
  let api: Server;
  let consoleServer: Server;
  let base: string;
  let uninstall: () => void;
  let apiSaw: IncomingMessage[];
  let nextSaw: string[];
  let apiAnswer: { status: number; body: string; headers?: Record<string, string>; held?: boolean };
  let apiClosed: Promise<void>;

  beforeAll(async () => {
    process.env.SESSION_SECRET = randomBytes(48).toString("base64url");
    api = createServer((request, response) => {
      apiSaw.push(request);
      request.resume();
      const length = apiAnswer.held ? {} : { "content-length": String(Buffer.byteLength(apiAnswer.body)) };
      response.writeHead(apiAnswer.status, { "content-type": "application/json; charset=utf-8", ...length, ...apiAnswer.headers });
      apiClosed = new Promise((resolve) => response.once("close", resolve));
      // A held answer starts and never ends, as a long one would.
      if (apiAnswer.held) response.write(apiAnswer.body);
      else response.end(apiAnswer.body);
    });
    await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
    process.env.API_BASE_URL = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    // Next's own listener: what the lane leaves to it.
    consoleServer = createServer((request, response) => {
      nextSaw.push(request.url ?? "");
      response.end("next");
    });
    uninstall = installAdminLane((server) => server === consoleServer);
    await new Promise<void>((resolve) => consoleServer.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(consoleServer.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    uninstall();
    // A held answer left open by a failing test must not keep the run alive.
    for (const server of [api, consoleServer]) server.closeAllConnections();
    await Promise.all([api, consoleServer].map((server) => new Promise((resolve) => server.close(resolve))));
  });
  beforeEach(() => {
    apiSaw = [];
    nextSaw = [];
    apiAnswer = { status: 200, body: '{"status":200,"recordList":[{"id":1,"name":"Hindu"}],"totalRecords":1}' };
  });

  const signedIn = async () => `${SESSION_COOKIE}=${await sealData({ sessionToken: "the-session-token", refreshToken: "the-refresh-token", credentials }, { password: sessionPasswords(), ttl: SESSION_TTL_SECONDS })}`;

  it("leaves other paths to Next", async () => {
    expect(await (await fetch(`${base}/admin/religion`)).text()).toBe("next");
    expect(nextSaw).toEqual(["/admin/religion"]);
  });

  it("refuses a request without a session itself, with the headers Next would add, and never asks the api", async () => {
    const answer = await fetch(`${base}/api/admin/religion?page=1`);
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ status: 401, recordList: [] });
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.headers.get("x-frame-options")).toBe("DENY");
    expect(answer.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(nextSaw).toEqual([]);
    expect(apiSaw).toEqual([]);
  });

  it("forwards a signed-in list call with the session's token, the query and the request id, and passes the answer through untouched", async () => {
    const answer = await fetch(`${base}/api/admin/religion?page=1&pageSize=10`, { headers: { cookie: await signedIn() } });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(apiAnswer.body);
    expect(apiSaw).toHaveLength(1);
    expect(apiSaw[0].url).toBe("/api/admin/religion?page=1&pageSize=10");
    expect(apiSaw[0].headers.authorization).toBe("Bearer the-session-token");
    expect(apiSaw[0].headers["x-request-id"]).toBe(answer.headers.get("x-request-id"));
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("set-cookie")).toBeNull();
    // The api's length goes on with its bytes: no chunked ending to write.
    expect(answer.headers.get("content-length")).toBe(String(Buffer.byteLength(apiAnswer.body)));
  });

  it("stops reading the api's answer when the browser leaves before its end", async () => {
    apiAnswer = { ...apiAnswer, held: true };
    const leaving = new AbortController();
    const answer = await fetch(`${base}/api/admin/religion`, { headers: { cookie: await signedIn() }, signal: leaving.signal });
    const reader = answer.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe(apiAnswer.body);
    leaving.abort();
    await expect(apiClosed).resolves.toBeUndefined();
  });

  it("passes a 429's Retry-After on, in the envelope", async () => {
    apiAnswer = { status: 429, body: '{"status":429,"message":"Too many attempts","recordList":[]}', headers: { "retry-after": "30" } };
    const answer = await fetch(`${base}/api/admin/religion`, { headers: { cookie: await signedIn() } });
    expect([answer.status, answer.headers.get("retry-after")]).toEqual([429, "30"]);
    expect(await answer.json()).toEqual({ status: 429, message: "Too many attempts", recordList: [] });
  });

  it("turns an error answer without the envelope into one", async () => {
    apiAnswer = { status: 500, body: '{"statusCode":500,"error":"Internal Server Error"}' };
    const answer = await fetch(`${base}/api/admin/religion`, { headers: { cookie: await signedIn() } });
    expect(answer.status).toBe(502);
    expect(await answer.json()).toMatchObject({ status: 502, recordList: [] });
  });

  it("ends the session when the api refuses the sign-in and its refresh", async () => {
    apiAnswer = { status: 401, body: '{"status":401,"message":"Signed out","recordList":[]}' };
    const answer = await fetch(`${base}/api/admin/religion`, { headers: { cookie: await signedIn() } });
    expect(answer.status).toBe(401);
    // The call, then the refresh it tried.
    expect(apiSaw.map((request) => request.url)).toEqual(["/api/admin/religion", "/api/admin/users/refreshToken"]);
    expect(answer.headers.get("set-cookie")).toMatch(new RegExp(`^${SESSION_COOKIE}=; Max-Age=0`));
  });

  describe("the lean way for a read by a sign-in opened before (docs/performance.md)", () => {
    /** The same cookie twice: the first call opens its seal, the second goes the lean way. */
    async function secondCall(path: string, cookie: string, answer = apiAnswer) {
      const first = apiAnswer;
      await (await fetch(`${base}${path}`, { headers: { cookie } })).arrayBuffer();
      apiAnswer = answer;
      apiSaw = [];
      return { answer: await fetch(`${base}${path}`, { headers: { cookie } }), first };
    }

    it("answers as the usual way does: the api's bytes, its length, no-store, the headers Next would add, the same token, query and request id", async () => {
      const cookie = await signedIn();
      const usual = await fetch(`${base}/api/admin/religion?page=1&search=a%20b`, { headers: { cookie } });
      const usualBody = await usual.text();
      // Which way ran shows in the query the api got: the usual way writes it again (a space as "+"),
      // the lean way sends it as the browser wrote it.
      expect(apiSaw[0].url).toBe("/api/admin/religion?page=1&search=a+b");
      apiSaw = [];
      const lean = await fetch(`${base}/api/admin/religion?page=1&search=a%20b`, { headers: { cookie } });
      expect(await lean.text()).toBe(usualBody);
      for (const name of ["content-type", "content-length", "cache-control", "x-content-type-options", "x-frame-options", "referrer-policy", "set-cookie"]) expect([name, lean.headers.get(name)]).toEqual([name, usual.headers.get(name)]);
      expect(lean.status).toBe(200);
      expect(apiSaw).toHaveLength(1);
      expect(apiSaw[0].url).toBe("/api/admin/religion?page=1&search=a%20b");
      expect(apiSaw[0].headers.authorization).toBe("Bearer the-session-token");
      expect(apiSaw[0].headers["x-request-id"]).toBe(lean.headers.get("x-request-id"));
      expect(lean.headers.get("x-request-id")).not.toBe(usual.headers.get("x-request-id"));
    });

    it("sends a query with what a URL would escape the usual way", async () => {
      const cookie = await signedIn();
      await (await fetch(`${base}/api/admin/religion`, { headers: { cookie } })).arrayBuffer();
      apiSaw = [];
      // A byte past ASCII, as a client other than a browser may send it.
      const status = await new Promise<number>((resolve, reject) => {
        const raw = request(`${base}/api/admin/religion?search=caf\u00e9`, { headers: { cookie } }, (answer) => resolve(answer.resume().statusCode ?? 0));
        raw.on("error", reject).end();
      });
      expect(status).toBe(200);
      expect(apiSaw.map((seen) => seen.url)).toEqual(["/api/admin/religion?search=caf%C3%A9"]);
    });

    it("leaves a GET with an Idempotency-Key to the usual way, which checks it", async () => {
      const cookie = await signedIn();
      await (await fetch(`${base}/api/admin/religion`, { headers: { cookie } })).arrayBuffer();
      apiSaw = [];
      const answer = await fetch(`${base}/api/admin/religion`, { headers: { cookie, "idempotency-key": "not a key" } });
      expect(answer.status).toBe(400);
      expect(apiSaw).toEqual([]);
    });

    it("leaves a 401 to the usual way, which refreshes the tokens and asks again", async () => {
      const refused = { status: 401, body: '{"status":401,"message":"Signed out","recordList":[]}' };
      const { answer } = await secondCall("/api/admin/religion", await signedIn(), refused);
      expect(answer.status).toBe(401);
      // The lean call, then the usual one with the refresh it tried: the lean way was taken, and gave way.
      expect(apiSaw.map((request) => request.url)).toEqual(["/api/admin/religion", "/api/admin/religion", "/api/admin/users/refreshToken"]);
      expect(answer.headers.get("set-cookie")).toMatch(new RegExp(`^${SESSION_COOKIE}=; Max-Age=0`));
    });

    it("relays a refusal and a file as the usual way does", async () => {
      const cookie = await signedIn();
      const limited = await secondCall("/api/admin/religion?search=a%20b", cookie, { status: 429, body: '{"status":429,"message":"Too many attempts","recordList":[]}', headers: { "retry-after": "30" } });
      expect([limited.answer.status, limited.answer.headers.get("retry-after"), limited.answer.headers.get("cache-control")]).toEqual([429, "30", "no-store"]);
      expect(await limited.answer.json()).toEqual({ status: 429, message: "Too many attempts", recordList: [] });

      apiAnswer = { status: 500, body: "<html>proxy error</html>", headers: { "content-type": "text/html" } };
      const broken = await fetch(`${base}/api/admin/religion?search=a%20b`, { headers: { cookie } });
      expect(broken.status).toBe(500);
      expect(broken.headers.get("content-type")).toBe("text/html");

      apiAnswer = { status: 200, body: "id,name\n1,Hindu\n", headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": 'attachment; filename="religion.csv"', "x-secret": "kept back" } };
      const file = await fetch(`${base}/api/admin/religion/export?search=a%20b`, { headers: { cookie } });
      expect(await file.text()).toBe("id,name\n1,Hindu\n");
      expect([file.headers.get("content-disposition"), file.headers.get("cache-control"), file.headers.get("x-secret")]).toEqual(['attachment; filename="religion.csv"', "no-store", null]);
      // Each asked once, the lean way (the query as written), relayed, never asked again.
      expect(apiSaw.map((request) => request.url)).toEqual(["/api/admin/religion?search=a%20b", "/api/admin/religion?search=a%20b", "/api/admin/religion/export?search=a%20b"]);
    });

    it("never asks the api for a read the sign-in's rights do not allow, nor for a change", async () => {
      const staff = `${SESSION_COOKIE}=${await sealData({ sessionToken: "staff-token", refreshToken: "staff-refresh", credentials: { ...credentials, roleId: ROLE.staff, pagePermissions: [] } }, { password: sessionPasswords(), ttl: SESSION_TTL_SECONDS })}`;
      apiAnswer = { status: 401, body: '{"status":401,"message":"Signed out","recordList":[]}' };
      for (let call = 0; call < 2; call++) {
        apiSaw = [];
        const answer = await fetch(`${base}/api/admin/religion`, { headers: { cookie: staff } });
        expect(answer.status).toBe(401);
        // Only the usual way's check of fresh rights, which the api refuses: never the list.
        expect(apiSaw.map((request) => request.url)).not.toContain("/api/admin/religion");
      }
      const cookie = await signedIn();
      await (await fetch(`${base}/api/admin/religion`, { headers: { cookie } })).arrayBuffer();
      const change = await fetch(`${base}/api/admin/religion`, { method: "POST", headers: { cookie, origin: "https://evil.example", "content-type": "application/json" }, body: "{}" });
      expect(change.status).toBe(403);
    });
  });

  it("refuses a change from another site before reading its body", async () => {
    const answer = await fetch(`${base}/api/admin/religion`, { method: "POST", headers: { cookie: await signedIn(), origin: "https://evil.example", "content-type": "application/json" }, body: "{}" });
    expect(answer.status).toBe(403);
    expect(apiSaw).toEqual([]);
  });
});
