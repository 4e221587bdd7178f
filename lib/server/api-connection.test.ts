import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fetchBackend } from "../backend";
import { untouchedNodeBody } from "./api-connection";

describe("the console's connection to the api", () => {
  let api: Server;
  const held: ServerResponse[] = [];
  let port: number;

  beforeAll(async () => {
    process.env.SESSION_SECRET ??= randomBytes(48).toString("base64url");
    const served = new WeakMap<object, number>();
    api = createServer((request, response) => {
      if (request.url?.startsWith("/api/admin/slow")) return void held.push(response);
      // A kept-alive connection the api closes as the console takes it again: the second request on it is cut.
      const count = (served.get(request.socket) ?? 0) + 1;
      served.set(request.socket, count);
      if (request.url?.startsWith("/api/admin/closing") && count > 1) return void request.socket.destroy();
      if (request.url?.startsWith("/api/admin/export")) {
        // The answer starts at once, and goes on after the time-out would have struck.
        response.writeHead(200, { "content-type": "text/csv" });
        response.write("a,b\n");
        return void setTimeout(() => response.end("1,2\n"), 400);
      }
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => {
        response.writeHead(200, { "content-type": "application/json" });
        const refreshToken = request.headers["refresh-token"] ?? null;
        response.end(JSON.stringify({ status: 200, recordList: [{ method: request.method, body, type: request.headers["content-type"] ?? null, ...(refreshToken ? { refreshToken } : {}) }] }));
      });
    });
    await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
    port = (api.address() as AddressInfo).port;
    process.env.API_BASE_URL = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    for (const response of held) response.end();
    api.closeAllConnections();
    await new Promise((resolve) => api.close(resolve));
  });

  it("sends a JSON body and reads the answer", async () => {
    const answer = await fetchBackend("/api/admin/religion", { method: "POST", body: { name: "Hindu" } });
    expect(await answer.json()).toEqual({ status: 200, recordList: [{ method: "POST", body: '{"name":"Hindu"}', type: "application/json" }] });
  });

  it("hands the api's own stream to whoever sends an unread answer on, once, and never one already read", async () => {
    const unread = await fetchBackend("/api/admin/religion");
    const passedOn = new Response(unread.body, { status: unread.status });
    const stream = untouchedNodeBody(passedOn.body);
    expect(stream).toBeDefined();
    expect(untouchedNodeBody(passedOn.body)).toBeUndefined();
    const chunks: Buffer[] = [];
    for await (const chunk of stream!) chunks.push(chunk as Buffer);
    expect(JSON.parse(Buffer.concat(chunks).toString()).recordList[0].method).toBe("GET");

    const read = await fetchBackend("/api/admin/religion");
    const reader = read.body!.getReader();
    await reader.read();
    reader.releaseLock();
    expect(untouchedNodeBody(read.body)).toBeUndefined();
  });

  it("sends the body of a DELETE too", async () => {
    const answer = await fetchBackend("/api/admin/religion/7", { method: "DELETE", body: {} });
    expect((await answer.json()).recordList[0]).toEqual({ method: "DELETE", body: "{}", type: "application/json" });
  });

  it("answers 504 when the api does not start its answer in time", async () => {
    const answer = await fetchBackend("/api/admin/slow", { timeoutMs: 200 });
    expect(answer.status).toBe(504);
    expect(await answer.json()).toMatchObject({ status: 504, recordList: [] });
  });

  it("lets an answer that has started stream past the time-out", async () => {
    const answer = await fetchBackend("/api/admin/export", { timeoutMs: 200 });
    expect([answer.status, await answer.text()]).toEqual([200, "a,b\n1,2\n"]);
  });

  it("sends a call again when the kept-alive connection it was given turns out closed", async () => {
    for (let i = 0; i < 3; i++) {
      const answer = await fetchBackend("/api/admin/closing", { method: "PUT", body: { n: i } });
      expect([answer.status, (await answer.json()).recordList[0].body]).toEqual([200, `{"n":${i}}`]);
    }
  });

  it("sends the refresh token with the two calls that read it, and with no other", async () => {
    const tokens = { sessionToken: "the-session-token", refreshToken: "the-refresh-token" };
    const sent = async (path: string) => (await (await fetchBackend(path, { method: "POST", tokens })).json()).recordList[0].refreshToken;
    expect(await sent("/api/admin/users/refreshToken")).toBe("the-refresh-token");
    expect(await sent("/api/admin/users/logout")).toBe("the-refresh-token");
    for (const path of ["/api/admin/religion", "/api/admin/users/me", "/api/admin/users/refreshToken/x"]) expect(await sent(path)).toBeUndefined();
  });

  it("calls the api through API_SOCKET when it is set, the address still naming it", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "console-socket-"));
    const socketPath = path.join(dir, "api.sock");
    const onSocket = createServer((request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ status: 200, recordList: [{ through: "socket", host: request.headers.host, path: request.url }] }));
    });
    await new Promise<void>((resolve) => onSocket.listen(socketPath, resolve));
    process.env.API_SOCKET = socketPath;
    try {
      const answer = await fetchBackend("/api/admin/religion", { query: new URLSearchParams({ page: "2" }) });
      expect((await answer.json()).recordList[0]).toEqual({ through: "socket", host: `127.0.0.1:${port}`, path: "/api/admin/religion?page=2" });
    } finally {
      delete process.env.API_SOCKET;
      onSocket.closeAllConnections();
      await new Promise((resolve) => onSocket.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    }
    // Unset again, the port it is.
    expect((await (await fetchBackend("/api/admin/religion")).json()).recordList[0].method).toBe("GET");
  });

  it("answers 502 when nothing listens", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const free = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    process.env.API_BASE_URL = `http://127.0.0.1:${free}`;
    try {
      const answer = await fetchBackend("/api/admin/religion");
      expect(answer.status).toBe(502);
    } finally {
      process.env.API_BASE_URL = `http://127.0.0.1:${port}`;
    }
  });
});
