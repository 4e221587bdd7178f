/**
 * One message to one device through FCM HTTP v1 (docs/push.md): POST {apiUrl}/v1/projects/{id}/messages:send
 * with an OAuth bearer from the service account (google-auth-library), and its answer sorted into what
 * the sender does next: done, remove the token, try again later, or give up on this device.
 */
import http from "node:http";
import https from "node:https";
import { JWT } from "google-auth-library";
import type { PushConfig } from "./config";

const SCOPE = "https://www.googleapis.com/auth/firebase.messaging";

export interface PushMessage {
  token: string;
  title: string;
  body: string;
  image?: string | null;
  /** The same for every device of one send: a message sent again replaces the first on the device instead of showing twice. */
  collapseKey: string;
  data?: Record<string, string>;
}

export type FcmOutcome =
  | { kind: "sent" }
  /** The token is dead (UNREGISTERED) or not a token (INVALID_ARGUMENT): delete it. */
  | { kind: "invalid"; code: string }
  /** 429 or 5xx: worth another try, after `afterMs` when the provider said (Retry-After). */
  | { kind: "retry"; code: string; afterMs?: number }
  | { kind: "failed"; code: string };

export interface FcmClient {
  send(message: PushMessage): Promise<FcmOutcome>;
}

/** The v1 body: a notification, and the per-platform keys that make a repeat collapse into the first. */
export function fcmBody(message: PushMessage) {
  const notification = { title: message.title, body: message.body, ...(message.image ? { image: message.image } : {}) };
  return {
    message: {
      token: message.token,
      notification,
      data: message.data ?? {},
      android: { collapse_key: message.collapseKey },
      apns: { headers: { "apns-collapse-id": message.collapseKey } },
      webpush: { headers: { Topic: message.collapseKey } },
    },
  };
}

/** Retry-After as seconds or an HTTP date, in ms; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

interface FcmErrorBody {
  error?: { status?: string; details?: { "@type"?: string; errorCode?: string }[] };
}

export function outcomeOf(status: number, body: FcmErrorBody | undefined, retryAfter: string | null): FcmOutcome {
  if (status >= 200 && status < 300) return { kind: "sent" };
  const detail = body?.error?.details?.find((d) => d.errorCode)?.errorCode;
  const code = detail ?? body?.error?.status ?? `HTTP_${status}`;
  if (code === "UNREGISTERED" || code === "INVALID_ARGUMENT") return { kind: "invalid", code };
  if (status === 429 || status >= 500) return { kind: "retry", code, afterMs: retryAfterMs(retryAfter) };
  return { kind: "failed", code };
}

/** An OAuth access token from the service account; the library caches it and renews it before it expires. */
export function accessTokens(config: PushConfig): { token(): Promise<string>; renew(): void } {
  const jwt = new JWT({ email: config.clientEmail, key: config.privateKey, scopes: [SCOPE] });
  // The library signs the assertion and caches the token; the request itself goes through Node's
  // fetch to the key's token_uri (Google's, or a test's fake): the library's own HTTP client always
  // asks Google's address, and loads itself by a dynamic import that Jest's sandbox refuses.
  jwt.transporter = {
    async request(options: { method?: string; data?: URLSearchParams }) {
      const response = await fetch(config.tokenUri, { method: options.method ?? "POST", body: options.data, headers: { "content-type": "application/x-www-form-urlencoded" } });
      const data: unknown = await response.json().catch(() => ({}));
      if (!response.ok) throw Object.assign(new Error(`FCM token endpoint answered ${response.status}`), { response: { status: response.status, data } });
      return { data, status: response.status };
    },
  } as unknown as typeof jwt.transporter;
  // The token is kept until five minutes before it expires: asking the library per message costs.
  let cached: { token: string; until: number } | undefined;
  return {
    async token() {
      if (cached && Date.now() < cached.until) return cached.token;
      const { token } = await jwt.getAccessToken();
      if (!token) throw new Error("FCM: the service account got no access token");
      cached = { token, until: (jwt.credentials.expiry_date ?? Date.now() + 3_600_000) - 300_000 };
      return token;
    },
    renew: () => {
      cached = undefined;
      jwt.credentials = {};
    },
  };
}

/** A small answer of the provider: status, Retry-After and the body's text. */
interface Answer {
  status: number;
  retryAfter: string | null;
  text: string;
}

/**
 * One POST over a kept-alive connection. Node's http client, not fetch: at hundreds of requests a
 * second fetch's own work per request was most of a batch's time (docs/push.md, "Speed").
 */
function post(url: URL, agent: http.Agent, headers: Record<string, string>, body: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === "https:" ? https : http).request(
      url,
      { method: "POST", agent, headers: { ...headers, "content-length": String(Buffer.byteLength(body)) }, timeout: 30_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const retryAfter = response.headers["retry-after"];
          resolve({ status: response.statusCode ?? 0, retryAfter: typeof retryAfter === "string" ? retryAfter : null, text: Buffer.concat(chunks).toString("utf8") });
        });
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(Object.assign(new Error("timed out"), { code: "ETIMEDOUT" })));
    request.on("error", reject);
    request.end(body);
  });
}

export function fcmClient(config: PushConfig, { connections = 64 }: { connections?: number } = {}): FcmClient {
  const tokens = accessTokens(config);
  const url = new URL(`${config.apiUrl}/v1/projects/${encodeURIComponent(config.projectId)}/messages:send`);
  const agent = new (url.protocol === "https:" ? https : http).Agent({ keepAlive: true, maxSockets: connections });
  return {
    async send(message) {
      let answer: Answer;
      try {
        answer = await post(url, agent, { authorization: `Bearer ${await tokens.token()}`, "content-type": "application/json" }, JSON.stringify(fcmBody(message)));
      } catch (error) {
        // The provider unreachable (or the token endpoint): a transient failure, tried again.
        return { kind: "retry", code: `NETWORK_${(error as { code?: string }).code ?? "ERROR"}` };
      }
      // A refused bearer: renewed, and the message tried again.
      if (answer.status === 401) {
        tokens.renew();
        return { kind: "retry", code: "UNAUTHENTICATED" };
      }
      let body: FcmErrorBody | undefined;
      try {
        body = answer.text ? (JSON.parse(answer.text) as FcmErrorBody) : undefined;
      } catch {
        body = undefined;
      }
      return outcomeOf(answer.status, body, answer.retryAfter);
    },
  };
}
