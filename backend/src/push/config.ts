/**
 * Push configuration (docs/push.md): the service account FCM_SERVICE_ACCOUNT names (a path to its JSON
 * file, or the JSON itself) and the provider's address FCM_API_URL. Without a service account push is
 * off; a malformed one stops the api at start with a line that says what is wrong.
 */
import { readFileSync } from "node:fs";
import { z } from "zod";
import { refusalLine } from "@/lib/config/refusal";
import { ConfigError } from "../config/refusal";

export const DEFAULT_FCM_API_URL = "https://fcm.googleapis.com";
export const DEFAULT_TOKEN_URI = "https://oauth2.googleapis.com/token";

/** The fields of a Google service account key that sending needs; the rest of the file is ignored. */
const serviceAccount = z.object({
  type: z.literal("service_account", { error: "its type must be service_account" }),
  project_id: z.string({ error: "project_id is missing" }).regex(/^[a-z0-9-]+$/, "project_id is not a Firebase project id"),
  client_email: z.email({ error: "client_email is missing or not an email address" }),
  private_key: z.string({ error: "private_key is missing" }).includes("PRIVATE KEY", { error: "private_key is not a PEM private key" }),
  // Google's keys name their token endpoint; a test names its fake one.
  token_uri: z.url({ error: "token_uri is not a URL" }).default(DEFAULT_TOKEN_URI),
});

export interface PushConfig {
  projectId: string;
  clientEmail: string;
  privateKey: string;
  tokenUri: string;
  apiUrl: string;
}

const NAME = "FCM_SERVICE_ACCOUNT";

/** Reads the two variables; undefined when push is off. */
/** What Setting's Push tab says of this api's push (never the key). */
export function pushDeliveryOf(projectId: string | undefined): string {
  return projectId ? `By FCM for the Firebase project ${projectId}` : "Off: the api has no Firebase service account (FCM_SERVICE_ACCOUNT is not set)";
}

export function loadPushConfig(source: Record<string, string | undefined>): PushConfig | undefined {
  const raw = source[NAME]?.trim();
  if (!raw) return undefined;
  let text = raw;
  if (!raw.startsWith("{")) {
    try {
      text = readFileSync(raw, "utf8");
    } catch {
      throw new ConfigError(refusalLine(NAME, `neither JSON nor a readable file (${raw}).`));
    }
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ConfigError(refusalLine(NAME, "is not valid JSON (a Firebase service account key file, or its path)."));
  }
  const parsed = serviceAccount.safeParse(json);
  if (!parsed.success) throw new ConfigError(refusalLine(NAME, `${parsed.error.issues.map((issue) => issue.message).join("; ")}.`));
  const apiUrl = z.url({ protocol: /^https?$/ }).safeParse(source.FCM_API_URL?.trim() || DEFAULT_FCM_API_URL);
  if (!apiUrl.success) throw new ConfigError(refusalLine("FCM_API_URL", "must be an http(s) URL."));
  const account = parsed.data;
  return { projectId: account.project_id, clientEmail: account.client_email, privateKey: account.private_key, tokenUri: account.token_uri, apiUrl: apiUrl.data.replace(/\/+$/, "") };
}
