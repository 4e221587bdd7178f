/**
 * One key per change, kept while its outcome is unknown (docs/idempotency.md): the same change sent
 * again after no answer carries the same key; once an answer says what happened, the next is new.
 * Against a real HTTP server on a free loopback port, which answers what each test scripts.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { CONSOLE_MESSAGES } from "../console-messages";
import { api, uploadFile } from "./api-client";

interface Seen {
  method: string;
  key: string | undefined;
}

describe("the browser's api client", () => {
  let server: Server;
  let base = "";
  const seen: Seen[] = [];
  let answers: { status: number; message?: string }[] = [];

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response) => {
      request.resume();
      request.on("end", () => {
        seen.push({ method: request.method!, key: request.headers["idempotency-key"] as string | undefined });
        const { status, message } = answers.shift() ?? { status: 200 };
        response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify({ status, recordList: [], ...(message ? { message } : {}) }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    seen.length = 0;
    answers = [];
  });
  const keys = () => seen.map((s) => s.key);

  it("sends no key with a read, and a key of the accepted shape with every change", async () => {
    await api.get(`${base}/r`);
    await api.post(`${base}/a`, { name: "A" });
    await api.put(`${base}/a/1`, { name: "B" });
    await api.delete(`${base}/a/1`);
    expect(seen[0]).toEqual({ method: "GET", key: undefined });
    for (const { key } of seen.slice(1)) expect(key).toMatch(/^[A-Za-z0-9-]{8,100}$/);
    expect(new Set(keys().slice(1)).size).toBe(3);
  });

  it("reuses the key when the same change is sent again after a time-out, and makes a new one after it is decided", async () => {
    answers = [{ status: 504 }, { status: 200 }, { status: 200 }];
    expect((await api.post(`${base}/retry`, { name: "Same" })).status).toBe(504);
    await api.post(`${base}/retry`, { name: "Same" });
    await api.post(`${base}/retry`, { name: "Same" });
    const [first, retried, next] = keys();
    expect(retried).toBe(first);
    expect(next).not.toBe(first);
  });

  it("reuses the key after 502 and after 'still being saved', and not after a refusal", async () => {
    answers = [{ status: 502 }, { status: 409, message: CONSOLE_MESSAGES.stillBeingSaved }, { status: 400, message: "Name is required" }, { status: 200 }];
    for (let i = 0; i < 4; i++) await api.put(`${base}/x/1`, { name: "" });
    const [a, b, c, d] = keys();
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(d).not.toBe(a);
  });

  it("gives another change its own key, even while the first is undecided", async () => {
    answers = [{ status: 504 }, { status: 200 }];
    await api.post(`${base}/other`, { name: "One" });
    await api.post(`${base}/other`, { name: "Two" });
    expect(keys()[1]).not.toBe(keys()[0]);
  });

  it("reuses the key when the same file is sent again to the same path after no answer", async () => {
    answers = [{ status: 504 }, { status: 200 }, { status: 200 }];
    const file = new Blob([new Uint8Array([1, 2, 3])]);
    await uploadFile(`${base}/image`, file);
    await uploadFile(`${base}/image`, file);
    await uploadFile(`${base}/image`, new Blob([new Uint8Array([1, 2, 3])]));
    const [first, retried, other] = keys();
    expect(retried).toBe(first);
    expect(other).not.toBe(first);
  });
});
