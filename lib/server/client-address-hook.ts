import "server-only";
import type { ConsoleRequest } from "./console-request";
import { randomBytes } from "node:crypto";
import diagnostics from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import { consoleEnv } from "./env";
import { clientAddress, trustProxy, type TrustedProxies } from "../config/trust-proxy";

/**
 * Next's server keeps a client's own X-Forwarded-For and adds the socket's address only when there is
 * none (next/dist/server/base-server.js), and a route handler never sees the socket. So the console
 * settles the client's address itself, as each request arrives: Node announces every request on this
 * channel, with its socket, before any handler runs (docs/rate-limits.md).
 */
const CHANNEL = "http.server.request.start";
/** Marks a request whose X-Forwarded-For this hook wrote: a value no client can know. */
export const STAMP_HEADER = "x-console-address-stamp";
const STAMP_KEY = Symbol.for("matrimony.console.addressStamp");

type Stamped = typeof globalThis & { [STAMP_KEY]?: string };

/** The stamp of this process, the same in every bundle of it (the instrumentation's, the routes'). */
export const currentStamp = () => (globalThis as Stamped)[STAMP_KEY];

/** Replaces X-Forwarded-For with the one address TRUST_PROXY allows. Returns how to undo it (tests). */
export function installClientAddressHook(trust: TrustedProxies): () => void {
  const global = globalThis as Stamped;
  const stamp = (global[STAMP_KEY] ??= randomBytes(24).toString("base64url"));
  const onRequest = (message: unknown) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    const header = request.headers["x-forwarded-for"];
    const address = clientAddress(socket.remoteAddress, Array.isArray(header) ? header.join(",") : header, trust);
    if (address) request.headers["x-forwarded-for"] = address;
    else delete request.headers["x-forwarded-for"];
    request.headers[STAMP_HEADER] = stamp;
  };
  diagnostics.subscribe(CHANNEL, onRequest);
  return () => void diagnostics.unsubscribe(CHANNEL, onRequest);
}

/** The browser's address as the hook settled it; undefined for a request it did not see. */
export function clientAddressOf(request: ConsoleRequest | undefined): string | undefined {
  const stamp = currentStamp();
  if (!request || !stamp || request.headers.get(STAMP_HEADER) !== stamp) return undefined;
  return request.headers.get("x-forwarded-for") ?? undefined;
}

const INSTALLED_KEY = Symbol.for("matrimony.console.addressHook");

/** Once per process, at start (instrumentation.ts), with TRUST_PROXY from the environment. */
export function installClientAddressHookFromEnv() {
  const global = globalThis as typeof globalThis & { [INSTALLED_KEY]?: boolean };
  if (global[INSTALLED_KEY]) return;
  global[INSTALLED_KEY] = true;
  installClientAddressHook(trustProxy.parse(consoleEnv().TRUST_PROXY));
}
