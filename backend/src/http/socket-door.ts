import { chmodSync, lstatSync, mkdirSync, rmSync } from "node:fs";
import { dirname } from "node:path";
import { createServer, type Server } from "node:http";
import { connect } from "node:net";
import type { FastifyInstance } from "fastify";
import { refusalLine } from "@/lib/config/refusal";
import { ConfigError } from "../config/refusal";

/**
 * The api's second door: a Unix socket (API_SOCKET) for the console on the same machine, served by the
 * same Fastify handler as the port, so every hook, rule and limit is the same. A call through it skips
 * the kernel's TCP loopback, which cost the console and the api more per call than most of the console's
 * own work (docs/performance.md, "The console in front of the api").
 */
export async function openSocketDoor(app: FastifyInstance, socketPath: string): Promise<Server> {
  mkdirSync(dirname(socketPath), { recursive: true, mode: 0o700 });
  // A socket left behind by an api that was killed is ours to replace; one another api listens on, or
  // any other file there, is not.
  if (lstatSync(socketPath, { throwIfNoEntry: false })?.isSocket()) {
    if (await answers(socketPath)) throw new ConfigError(refusalLine("API_SOCKET", `another api listens on ${socketPath}: stop it, or give this one another path.`));
    rmSync(socketPath);
  }
  const server = createServer(app.routing);
  // The port's time limits, as Fastify set them.
  server.keepAliveTimeout = app.server.keepAliveTimeout;
  server.headersTimeout = app.server.headersTimeout;
  server.requestTimeout = app.server.requestTimeout;
  // A peer on the socket is a process of this machine, as a loopback peer is: API_TRUST_PROXY, the
  // request id's trust and the logs read it as 127.0.0.1 (a Unix socket's peer has no address).
  server.on("connection", (socket) => Object.defineProperty(socket, "remoteAddress", { value: "127.0.0.1" }));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => {
      server.off("error", reject);
      resolve();
    });
  });
  // Only this user's processes may connect (a loopback port lets any local user).
  chmodSync(socketPath, 0o600);
  return server;
}

/** Whether a process accepts connections on the socket. */
function answers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(socketPath);
    probe.once("connect", () => {
      probe.destroy();
      resolve(true);
    });
    probe.once("error", () => resolve(false));
  });
}

/** Stops taking connections, lets requests in flight finish (each answered with Connection: close), removes the socket. */
export function closeSocketDoor(server: Server, socketPath: string): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => {
      rmSync(socketPath, { force: true });
      resolve();
    });
    server.closeIdleConnections();
  });
}
