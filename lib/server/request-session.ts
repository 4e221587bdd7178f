import "server-only";
import type { ConsoleRequest } from "./console-request";
import { getIronSession, type IronSession } from "iron-session";
import { SESSION_COOKIE, sessionOptions, type SessionData } from "../session-options";
import { consoleEnv } from "./env";

/** How many opened cookies are remembered: about one per administrator signed in now. */
const OPENED_LIMIT = 1_000;
/** iron's grace past a seal's expiry (iron-webcrypto's timestampSkewSec): the same here. */
const SKEW_MS = 60_000;
/**
 * Cookies already opened in this process, by their exact sealed text, with the time the seal itself
 * says it ends. Opening a seal (two key derivations, an HMAC, a decryption) cost more than the rest of
 * a forwarded list call; the same text can only ever open to the same data, and a seal is remembered
 * only after iron-session has checked it (docs/performance.md, "The console in front of the api").
 */
const opened = new Map<string, { data: SessionData; expiresAt: number }>();

/** A request without a cookie, for a session opened from a remembered seal: made once, only ever read. */
const WITHOUT_COOKIE = new Request("http://console.invalid/");

const sealOf = (request: ConsoleRequest) =>
  request.headers
    .get("cookie")
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);

/** The seal's own end (its sixth field, milliseconds); 0 when it names none. */
function sealExpiry(seal: string): number {
  const expiration = decodeURIComponent(seal).split("~")[0].split("*")[5];
  return expiration && /^\d+$/.test(expiration) ? Number(expiration) : 0;
}

/** The data of a seal this process has opened before and that has not ended since; undefined otherwise. */
function remembered(seal: string | undefined): SessionData | undefined {
  const known = seal ? opened.get(seal) : undefined;
  return known && Date.now() < known.expiresAt + SKEW_MS ? known.data : undefined;
}

/**
 * The session of `request` when its seal was opened before, read only: for a read that writes no
 * cookie (the console's lane, lib/server/admin-lane.ts). Undefined means "open it the usual way".
 */
export const rememberedSession = (request: ConsoleRequest): Readonly<SessionData> | undefined => remembered(sealOf(request));

/**
 * The sealed session of `request`, read from its Cookie header. What the session writes (a save, a
 * destroy) goes into `setCookies` as Set-Cookie lines, for the answer to carry: the same session
 * whether Next's route handler or the console's lane for /api/admin/* (lib/server/admin-lane.ts) serves
 * the request, with no need of Next's request context.
 */
export async function requestSession(request: ConsoleRequest, setCookies: Headers): Promise<IronSession<SessionData>> {
  // iron-session appends its Set-Cookie lines to `headers` of what it is given as the answer.
  const answer = { headers: setCookies } as unknown as Response;
  const options = sessionOptions(consoleEnv());
  const seal = sealOf(request);
  const known = remembered(seal);
  if (known) {
    // A session of its own (save and destroy write this answer's cookie), holding a copy of the data.
    const session = await getIronSession<SessionData>(WITHOUT_COOKIE, answer, options);
    return Object.assign(session, structuredClone(known));
  }
  // iron-session reads nothing of a request but its Cookie header, which a ConsoleRequest gives.
  const session = await getIronSession<SessionData>(request as Request, answer, options);
  const expiresAt = seal ? sealExpiry(seal) : 0;
  if (seal && expiresAt && Object.keys(session).length) {
    if (opened.size >= OPENED_LIMIT) opened.delete(opened.keys().next().value!);
    opened.set(seal, { data: structuredClone({ ...session }), expiresAt });
  }
  return session;
}

/** `response` with the session's Set-Cookie lines added (copied first when its headers are immutable). */
export function withSetCookies(response: Response, setCookies: Headers): Response {
  const lines = setCookies.getSetCookie();
  if (!lines.length) return response;
  try {
    for (const line of lines) response.headers.append("set-cookie", line);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    for (const line of lines) headers.append("set-cookie", line);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
