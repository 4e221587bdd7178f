/** FCM_SERVICE_ACCOUNT: off when absent, read from JSON or a file, and a malformed key stops the start with its reason (docs/push.md). */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadApiConfig } from "../config";
import { ConfigError } from "../config/refusal";
import { loadPushConfig } from "./config";
import { outcomeOf, retryAfterMs, fcmBody } from "./fcm";

const account = {
  type: "service_account",
  project_id: "matrimony-prod",
  client_email: "push@matrimony-prod.iam.gserviceaccount.com",
  private_key: "-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----\n",
};

describe("push configuration", () => {
  it("is off without a service account", () => {
    expect(loadPushConfig({})).toBeUndefined();
    expect(loadPushConfig({ FCM_SERVICE_ACCOUNT: " " })).toBeUndefined();
  });

  it("reads the key as JSON or from its file, with Google's addresses unless told otherwise", () => {
    expect(loadPushConfig({ FCM_SERVICE_ACCOUNT: JSON.stringify(account) })).toEqual({
      projectId: "matrimony-prod",
      clientEmail: account.client_email,
      privateKey: account.private_key,
      tokenUri: "https://oauth2.googleapis.com/token",
      apiUrl: "https://fcm.googleapis.com",
    });
    const file = path.join(mkdtempSync(path.join(tmpdir(), "fcm-")), "key.json");
    writeFileSync(file, JSON.stringify({ ...account, token_uri: "http://127.0.0.1:9/token" }));
    expect(loadPushConfig({ FCM_SERVICE_ACCOUNT: file, FCM_API_URL: "http://127.0.0.1:9/" })).toMatchObject({ tokenUri: "http://127.0.0.1:9/token", apiUrl: "http://127.0.0.1:9" });
  });

  it.each([
    ["{not json", /FCM_SERVICE_ACCOUNT.*not valid JSON/],
    ["/no/such/key.json", /FCM_SERVICE_ACCOUNT.*neither JSON nor a readable file/],
    [JSON.stringify({ ...account, type: "authorized_user" }), /type must be service_account/],
    [JSON.stringify({ ...account, private_key: "secret" }), /private_key is not a PEM private key/],
    [JSON.stringify({ ...account, client_email: undefined }), /client_email/],
  ])("refuses %s with its reason", (value, reason) => {
    expect(() => loadPushConfig({ FCM_SERVICE_ACCOUNT: value })).toThrow(reason);
  });

  it("stops the api's start with the refusal, and leaves push off without the variable", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "push-config-"));
    expect(() => loadApiConfig({ DATA_DIR: dataDir, FCM_SERVICE_ACCOUNT: "{not json" })).toThrow(ConfigError);
    expect(loadApiConfig({ DATA_DIR: dataDir }).push).toBeUndefined();
    expect(loadApiConfig({ DATA_DIR: dataDir, FCM_SERVICE_ACCOUNT: JSON.stringify(account) }).push?.projectId).toBe("matrimony-prod");
  });

  it("refuses an FCM_API_URL that is not http(s)", () => {
    expect(() => loadPushConfig({ FCM_SERVICE_ACCOUNT: JSON.stringify(account), FCM_API_URL: "ftp://x" })).toThrow(/FCM_API_URL/);
  });
});

describe("FCM answers", () => {
  const error = (status: string, errorCode?: string) => ({ error: { status, details: errorCode ? [{ errorCode }] : [] } });
  it("removes dead and invalid tokens, retries 429 and 5xx, gives up on the rest", () => {
    expect(outcomeOf(200, undefined, null)).toEqual({ kind: "sent" });
    expect(outcomeOf(404, error("NOT_FOUND", "UNREGISTERED"), null)).toEqual({ kind: "invalid", code: "UNREGISTERED" });
    expect(outcomeOf(400, error("INVALID_ARGUMENT"), null)).toEqual({ kind: "invalid", code: "INVALID_ARGUMENT" });
    expect(outcomeOf(429, error("RESOURCE_EXHAUSTED", "QUOTA_EXCEEDED"), "7")).toEqual({ kind: "retry", code: "QUOTA_EXCEEDED", afterMs: 7000 });
    expect(outcomeOf(503, undefined, null)).toEqual({ kind: "retry", code: "HTTP_503", afterMs: undefined });
    expect(outcomeOf(403, error("PERMISSION_DENIED", "SENDER_ID_MISMATCH"), null)).toEqual({ kind: "failed", code: "SENDER_ID_MISMATCH" });
  });

  it("reads Retry-After as seconds or a date", () => {
    expect(retryAfterMs("2")).toBe(2000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(retryAfterMs("soon")).toBeUndefined();
  });

  it("sends one collapse key per send on every platform, so a repeat replaces the first", () => {
    const body = fcmBody({ token: "t", title: "T", body: "B", image: "https://x/i.png", collapseKey: "send-9" });
    expect(body.message).toMatchObject({
      token: "t",
      notification: { title: "T", body: "B", image: "https://x/i.png" },
      android: { collapse_key: "send-9" },
      apns: { headers: { "apns-collapse-id": "send-9" } },
      webpush: { headers: { Topic: "send-9" } },
    });
  });
});
