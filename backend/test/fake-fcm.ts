/**
 * A fake FCM (HTTP v1) and its OAuth token endpoint on a loopback port, for the push tests and the
 * bench: it issues bearer tokens, refuses any other, checks each message's shape, and answers each
 * device token the way the test chose (success, UNREGISTERED, INVALID_ARGUMENT, 429 with Retry-After,
 * 500). It counts what it delivered per token, so a test sees who received a send twice.
 */
import { generateKeyPairSync, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { PushConfig } from "../src/push/config";

export type FakeAnswer = "ok" | "unregistered" | "invalid" | "throttled-once" | "throttled" | "broken-once" | "broken";

export interface FakeFcm {
  config: PushConfig;
  /** The service account key file's JSON, as FCM_SERVICE_ACCOUNT would hold it. */
  serviceAccountJson: string;
  /** Successful deliveries per device token. */
  delivered: Map<string, number>;
  /** The last message delivered to each device token: its notification and data. */
  lastMessage: Map<string, { title: string; body: string; data?: Record<string, string> }>;
  /** Every request per device token, retries included. */
  requests: Map<string, number>;
  /** Messages refused for their shape (a bug in the sender). */
  malformed: string[];
  /** Requests with a missing or unknown bearer. */
  unauthorised: number;
  tokensIssued: number;
  close(): Promise<void>;
}

export const PROJECT = "fake-project";

let key: { privateKey: string } | undefined;
/** One RSA key per process: making one costs a little, and the fake never checks the signature. */
function serviceKey() {
  key ??= generateKeyPairSync("rsa", { modulusLength: 2048, privateKeyEncoding: { type: "pkcs8", format: "pem" }, publicKeyEncoding: { type: "spki", format: "pem" } });
  return key.privateKey;
}

const fcmError = (status: number, code: string, errorCode?: string) => ({
  error: {
    code: status,
    message: code,
    status: code,
    ...(errorCode ? { details: [{ "@type": "type.googleapis.com/google.firebase.fcm.v1.FcmError", errorCode }] } : {}),
  },
});

function shapeProblem(body: unknown): string | undefined {
  const message = (body as { message?: Record<string, unknown> })?.message;
  if (!message || typeof message.token !== "string") return "message.token";
  const notification = message.notification as { title?: unknown; body?: unknown } | undefined;
  if (typeof notification?.title !== "string" || typeof notification.body !== "string") return "message.notification";
  const android = message.android as { collapse_key?: unknown } | undefined;
  if (typeof android?.collapse_key !== "string") return "message.android.collapse_key";
  return undefined;
}

export async function startFakeFcm(answerFor: (token: string) => FakeAnswer, { retryAfterSeconds = 1 } = {}): Promise<FakeFcm> {
  const issued = new Set<string>();
  const delivered = new Map<string, number>();
  const lastMessage: FakeFcm["lastMessage"] = new Map();
  const requests = new Map<string, number>();
  const malformed: string[] = [];
  const state = { unauthorised: 0, tokensIssued: 0 };
  const sendPath = `/v1/projects/${PROJECT}/messages:send`;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, { "content-type": "application/json", ...headers });
        response.end(JSON.stringify(body));
      };
      if (request.method === "POST" && request.url === "/token") {
        const form = new URLSearchParams(text);
        if (form.get("grant_type") !== "urn:ietf:params:oauth:grant-type:jwt-bearer" || !form.get("assertion")) return reply(400, { error: "invalid_grant" });
        const token = `fake-${randomBytes(12).toString("hex")}`;
        issued.add(token);
        state.tokensIssued++;
        return reply(200, { access_token: token, expires_in: 3600, token_type: "Bearer" });
      }
      if (request.method !== "POST" || request.url !== sendPath) return reply(404, fcmError(404, "NOT_FOUND"));
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
      if (!bearer || !issued.has(bearer)) {
        state.unauthorised++;
        return reply(401, fcmError(401, "UNAUTHENTICATED"));
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      const problem = shapeProblem(body);
      if (problem) {
        malformed.push(problem);
        return reply(400, fcmError(400, "INVALID_ARGUMENT"));
      }
      const token = (body as { message: { token: string } }).message.token;
      const seen = (requests.get(token) ?? 0) + 1;
      requests.set(token, seen);
      const answer = answerFor(token);
      if (answer === "unregistered") return reply(404, fcmError(404, "NOT_FOUND", "UNREGISTERED"));
      if (answer === "invalid") return reply(400, fcmError(400, "INVALID_ARGUMENT", "INVALID_ARGUMENT"));
      if (answer === "throttled" || (answer === "throttled-once" && seen === 1)) {
        return reply(429, fcmError(429, "RESOURCE_EXHAUSTED", "QUOTA_EXCEEDED"), { "retry-after": String(retryAfterSeconds) });
      }
      if (answer === "broken" || (answer === "broken-once" && seen === 1)) return reply(500, fcmError(500, "INTERNAL", "INTERNAL"));
      delivered.set(token, (delivered.get(token) ?? 0) + 1);
      const { notification, data } = (body as { message: { notification: { title: string; body: string }; data?: Record<string, string> } }).message;
      lastMessage.set(token, { title: notification.title, body: notification.body, ...(data ? { data } : {}) });
      return reply(200, { name: `projects/${PROJECT}/messages/${randomBytes(8).toString("hex")}` });
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const account = {
    type: "service_account",
    project_id: PROJECT,
    private_key_id: "fake",
    private_key: serviceKey(),
    client_email: "push@fake-project.iam.gserviceaccount.com",
    token_uri: `${base}/token`,
  };
  return {
    config: { projectId: PROJECT, clientEmail: account.client_email, privateKey: account.private_key, tokenUri: account.token_uri, apiUrl: base },
    serviceAccountJson: JSON.stringify(account),
    delivered,
    lastMessage,
    requests,
    malformed,
    get unauthorised() {
      return state.unauthorised;
    },
    get tokensIssued() {
      return state.tokensIssued;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
