import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { takesGzip, StaticLane } from "./static-lane";

describe("takesGzip", () => {
  it("reads Accept-Encoding as browsers and tools send it", () => {
    expect(takesGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(takesGzip("br;q=1.0, GZIP;q=0.5")).toBe(true);
    expect(takesGzip("*")).toBe(true);
    expect(takesGzip(undefined)).toBe(false);
    expect(takesGzip("br")).toBe(false);
    expect(takesGzip("gzip;q=0")).toBe(false);
    expect(takesGzip("gzip;q=0, *")).toBe(false);
    expect(takesGzip("br, *;q=0")).toBe(false);
    expect(takesGzip("identity")).toBe(false);
  });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

describe("the build's scripts served from memory", () => {
  const script = "console.log('the page');\n".repeat(200);
  const style = "body{margin:0}\n".repeat(100);
  let parent: string;
  let root: string;
  let server: Server;
  let base: string;
  let nextSaw: string[];

  beforeAll(async () => {
    parent = mkdtempSync(path.join(tmpdir(), "static-lane-"));
    root = path.join(parent, "static");
    mkdirSync(path.join(root, "chunks"), { recursive: true });
    writeFileSync(path.join(root, "chunks", "0abc.js"), script);
    writeFileSync(path.join(root, "chunks", "0abc.css"), style);
    writeFileSync(path.join(root, "chunks", "tiny.js"), "self.x=1");
    writeFileSync(path.join(root, "chunks", "font.woff2"), script);
    writeFileSync(path.join(parent, "outside.js"), script);
    const lane = new StaticLane(root);
    // Next's own listener: what the lane leaves to it.
    server = createServer((incoming, response) => {
      if (lane.serve(incoming, response)) return;
      nextSaw.push(incoming.url ?? "");
      response.end("next");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(parent, { recursive: true, force: true });
  });
  beforeEach(() => {
    nextSaw = [];
  });

  // The path as given, sent as it is: a URL would resolve its dot segments before sending.
  const get = (url: string, headers: Record<string, string> = { "accept-encoding": "gzip, deflate, br" }, method = "GET") =>
    new Promise<Answer>((resolve, reject) => {
      const call = request({ host: "127.0.0.1", port: Number(new URL(base).port), path: url, method, headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => resolve({ status: answer.statusCode!, headers: answer.headers, body: Buffer.concat(chunks) }));
      });
      call.on("error", reject);
      call.end();
    });

  /** Asks until the lane has compressed the file (the first requests are Next's). */
  async function fromLane(url: string): Promise<Answer> {
    for (let tries = 0; tries < 50; tries++) {
      const answer = await get(url);
      if (answer.headers["content-encoding"] === "gzip") return answer;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`${url} was never served by the lane`);
  }

  it("leaves the first request for a file to Next, then answers it gzipped, immutable, with Next's headers", async () => {
    expect((await get("/_next/static/chunks/0abc.js")).body.toString()).toBe("next");
    expect(nextSaw).toEqual(["/_next/static/chunks/0abc.js"]);
    await fromLane("/_next/static/chunks/0abc.js");
    nextSaw = [];
    const answer = await get("/_next/static/chunks/0abc.js");
    expect(nextSaw).toEqual([]);
    expect(answer.status).toBe(200);
    expect(gunzipSync(answer.body).toString()).toBe(script);
    expect(answer.headers).toMatchObject({
      "content-type": "application/javascript; charset=UTF-8",
      "content-encoding": "gzip",
      "content-length": String(answer.body.length),
      "cache-control": "public, max-age=31536000, immutable",
      vary: "Accept-Encoding",
      "x-content-type-options": "nosniff",
    });
    const sheet = await fromLane("/_next/static/chunks/0abc.css");
    expect(sheet.headers["content-type"]).toBe("text/css; charset=UTF-8");
    expect(gunzipSync(sheet.body).toString()).toBe(style);
  });

  it("leaves Next every request it is not sure of, however often it is asked", async () => {
    await fromLane("/_next/static/chunks/0abc.js");
    const cases: [string, Record<string, string>, string][] = [
      ["/_next/static/chunks/0abc.js", {}, "GET"],
      ["/_next/static/chunks/0abc.js", { "accept-encoding": "br" }, "GET"],
      ["/_next/static/chunks/0abc.js", { "accept-encoding": "gzip;q=0, *" }, "GET"],
      ["/_next/static/chunks/0abc.js", { "accept-encoding": "gzip", range: "bytes=0-10" }, "GET"],
      ["/_next/static/chunks/0abc.js", { "accept-encoding": "gzip", "if-none-match": 'W/"x"' }, "GET"],
      ["/_next/static/chunks/0abc.js", { "accept-encoding": "gzip" }, "HEAD"],
      ["/_next/static/chunks/0abc.js?v=1", { "accept-encoding": "gzip" }, "GET"],
      ["/_next/static/chunks/missing.js", { "accept-encoding": "gzip" }, "GET"],
      ["/_next/static/chunks/tiny.js", { "accept-encoding": "gzip" }, "GET"],
      ["/_next/static/chunks/font.woff2", { "accept-encoding": "gzip" }, "GET"],
      ["/_next/static/../outside.js", { "accept-encoding": "gzip" }, "GET"],
      ["/_next/static/chunks/../../outside.js", { "accept-encoding": "gzip" }, "GET"],
      ["/_next/static/chunks/%2e%2e/0abc.js", { "accept-encoding": "gzip" }, "GET"],
      ["/_next/static//chunks/0abc.js", { "accept-encoding": "gzip" }, "GET"],
    ];
    // Each asked again after a pause: a file the lane would prepare is ready by then.
    for (let round = 0; round < 2; round++) {
      nextSaw = [];
      for (const [url, headers, method] of cases) {
        const answer = await get(url, headers, method);
        expect([url, method, answer.headers["content-encoding"]]).toEqual([url, method, undefined]);
      }
      expect(nextSaw).toEqual(cases.map(([url]) => url));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
});
