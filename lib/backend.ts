import "server-only";
import type { IronSession } from "iron-session";
import { credentialsSchema } from "./credentials";
import { consoleEnv } from "./env";
import { envelope, type Envelope } from "./envelope";
import { MESSAGES } from "./messages";
import type { SessionData } from "./session-options";
import { z } from "zod";

const TIMEOUT_MS = 15_000;

export interface BackendCall {
  method?: "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
  body?: unknown;
  /** Whose tokens to send; a refreshed pair is saved back into it. */
  session?: IronSession<SessionData>;
  /** Tokens not (yet) in a session: a sign-in being refused. */
  tokens?: Pick<SessionData, "sessionToken" | "refreshToken">;
  /** The browser's request, for its address and user agent (throttling and the audit log). */
  from?: Request;
  query?: URLSearchParams;
}

export interface BackendAnswer<T> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

const signedIn = credentialsSchema.extend({ SessionToken: z.string(), RefreshToken: z.string() });
export type SignedInRecord = z.infer<typeof signedIn>;
export const parseSignedIn = (record: unknown) => signedIn.parse(record);

function forwardedHeaders(from?: Request): Record<string, string> {
  if (!from) return {};
  const headers: Record<string, string> = {};
  const forwardedFor = from.headers.get("x-forwarded-for");
  const userAgent = from.headers.get("user-agent");
  if (forwardedFor) headers["x-forwarded-for"] = forwardedFor;
  if (userAgent) headers["user-agent"] = userAgent;
  return headers;
}

async function send<T>(path: string, call: BackendCall, tokens: Pick<SessionData, "sessionToken" | "refreshToken">): Promise<BackendAnswer<T>> {
  const url = new URL(path, consoleEnv().API_BASE_URL);
  if (call.query) url.search = call.query.toString();
  const headers: Record<string, string> = { accept: "application/json", ...forwardedHeaders(call.from) };
  if (call.body !== undefined) headers["content-type"] = "application/json";
  if (tokens.sessionToken) headers.authorization = `Bearer ${tokens.sessionToken}`;
  if (tokens.refreshToken) headers["refresh-token"] = tokens.refreshToken;
  let response: Response;
  try {
    response = await fetch(url, {
      method: call.method ?? "GET",
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: "no-store",
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    console.error(`api ${call.method ?? "GET"} ${path} failed:`, error instanceof Error ? error.message : error);
    return { status: timedOut ? 504 : 502, body: envelope(timedOut ? 504 : 502, [], MESSAGES.backendUnavailable), headers: new Headers() };
  }
  const body = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!body || !Array.isArray(body.recordList)) {
    return { status: 502, body: envelope(502, [], MESSAGES.backendUnavailable), headers: response.headers };
  }
  return { status: response.status, body, headers: response.headers };
}

/** Swaps the refresh token for a new pair and keeps it in the session; false when the sign-in is over. */
async function refresh(session: IronSession<SessionData>, from?: Request): Promise<boolean> {
  const answer = await send<unknown>("/api/admin/users/refreshToken", { method: "POST", from }, { refreshToken: session.refreshToken });
  if (answer.status !== 200) return false;
  const record = signedIn.safeParse(answer.body.recordList[0]);
  if (!record.success) return false;
  const { SessionToken, RefreshToken, ...credentials } = record.data;
  session.sessionToken = SessionToken;
  session.refreshToken = RefreshToken;
  session.credentials = credentials;
  await session.save();
  return true;
}

/**
 * The one way to the api. Sends the session's tokens; when the SessionToken has expired it
 * refreshes once, transparently, and retries. Tokens never leave the server.
 */
export async function callBackend<T = unknown>(path: string, call: BackendCall = {}): Promise<BackendAnswer<T>> {
  const session = call.session;
  const first = await send<T>(path, call, session ?? call.tokens ?? {});
  if (first.status !== 401 || !session?.refreshToken) return first;
  if (!(await refresh(session, call.from))) return first;
  return send<T>(path, call, session);
}
