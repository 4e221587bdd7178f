/** The api's Unix socket for the console on the same machine (docs/performance.md, "The console in front of the api"). */
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { request as httpRequest, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { trustProxyRule, isTrustedHop } from "@/lib/config/trust-proxy";
import { ConfigError } from "../config/refusal";
import { closeSocketDoor, openSocketDoor } from "./socket-door";

function get(socketPath: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; hooked?: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ socketPath, path: "/whoami", headers, agent: false }, (answer) => {
      let body = "";
      answer.on("data", (chunk) => (body += chunk));
      answer.on("end", () => resolve({ status: answer.statusCode ?? 0, body, hooked: answer.headers["x-hooked"]?.toString() }));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("the api's socket door", () => {
  let dir: string;
  let app: FastifyInstance;
  const doors: Server[] = [];

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "door-"));
    // The api's own trust rule (API_TRUST_PROXY's default): loopback peers' X-Forwarded-For is believed.
    app = Fastify({ trustProxy: isTrustedHop(trustProxyRule("API_TRUST_PROXY").parse("loopback")) });
    app.addHook("onSend", async (_request, reply) => {
      reply.header("x-hooked", "yes");
    });
    app.get("/whoami", async (request) => ({ ip: request.ip }));
    await app.listen({ host: "127.0.0.1", port: 0 });
  });
  afterEach(async () => {
    for (const door of doors.splice(0)) if (door.listening) await new Promise((resolve) => door.close(resolve));
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves the same routes and hooks, to this user only, its peer read as loopback", async () => {
    const socketPath = path.join(dir, "nested", "api.sock");
    doors.push(await openSocketDoor(app, socketPath));
    expect(statSync(socketPath).mode & 0o777).toBe(0o600);
    const plain = await get(socketPath);
    expect([plain.status, JSON.parse(plain.body), plain.hooked]).toEqual([200, { ip: "127.0.0.1" }, "yes"]);
    // The console passes the client's address on; a loopback peer's word is taken, as on the port.
    expect(JSON.parse((await get(socketPath, { "x-forwarded-for": "203.0.113.9" })).body)).toEqual({ ip: "203.0.113.9" });
  });

  it("replaces a socket a killed api left, refuses one another api listens on, and never deletes another file", async () => {
    const socketPath = path.join(dir, "api.sock");
    const first = await openSocketDoor(app, socketPath);
    doors.push(first);
    await expect(openSocketDoor(app, socketPath)).rejects.toThrow(ConfigError);
    await expect(openSocketDoor(app, socketPath)).rejects.toThrow(/API_SOCKET: another api listens on/);
    // Closed without removing its file, as a killed process leaves it.
    await new Promise((resolve) => first.close(resolve));
    writeFileSync(path.join(dir, "keep"), "data");
    doors.push(await openSocketDoor(app, socketPath));
    expect((await get(socketPath)).status).toBe(200);

    const notOurs = path.join(dir, "keep");
    await expect(openSocketDoor(app, notOurs)).rejects.toMatchObject({ code: "EADDRINUSE" });
    expect(existsSync(notOurs)).toBe(true);
  });

  it("closes: no new connection, and the socket file is gone", async () => {
    const socketPath = path.join(dir, "api.sock");
    const door = await openSocketDoor(app, socketPath);
    expect((await get(socketPath)).status).toBe(200);
    await closeSocketDoor(door, socketPath);
    expect(existsSync(socketPath)).toBe(false);
    await expect(get(socketPath)).rejects.toMatchObject({ code: "ENOENT" });
  });
});
