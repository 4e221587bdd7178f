/**
 * The console's push registration (docs/push.md, "The console's registration"): what the browser is
 * told of the Firebase web app, and the names both sides of the registration agree on. Zod-free, so the
 * shell can import it.
 */

/** The settings of the Firebase web app, in the order Firebase's console shows them. */
export const PUSH_WEB_KEYS = ["FIREBASE_API_KEY", "FIREBASE_PROJECT_ID", "FIREBASE_APP_ID", "FIREBASE_MESSAGING_SENDER_ID", "FIREBASE_VAPID_KEY"] as const;

/** What the browser needs to register; none of it is a secret (Firebase's web config is public by design). */
export interface PushWebConfig {
  apiKey: string;
  projectId: string;
  appId: string;
  messagingSenderId: string;
  vapidKey: string;
}

/** The web config when all five settings are there, else undefined: push is off. */
export function pushWebConfig(env: Partial<Record<(typeof PUSH_WEB_KEYS)[number], string>>): PushWebConfig | undefined {
  const [apiKey, projectId, appId, messagingSenderId, vapidKey] = PUSH_WEB_KEYS.map((key) => env[key]);
  return apiKey && projectId && appId && messagingSenderId && vapidKey ? { apiKey, projectId, appId, messagingSenderId, vapidKey } : undefined;
}

/** Where the registration's answers come from: the page may talk to them only when push is on. */
export const PUSH_PROVIDER_ORIGINS = ["https://firebaseinstallations.googleapis.com", "https://fcmregistrations.googleapis.com"] as const;

/** The service worker and its scope, as Firebase's own SDK names them (so one registration serves both). */
export const PUSH_WORKER = { url: "/firebase-messaging-sw.js", scope: "/firebase-cloud-messaging-push-scope" } as const;

/** The tab's token and when it was sent to the api: a tab that holds a fresh one loads no messaging code. */
export const FCM_TOKEN_KEY = "fcmToken";
export const FCM_TOKEN_AT_KEY = "fcmTokenAt";
/** A token older than this is asked for again (Firebase renews it with the provider) and sent again. */
export const FCM_TOKEN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** A push the service worker hands to a visible console tab, drawn there as a toast. */
export interface ForegroundPush {
  kind: "console-push";
  title: string;
  body: string;
}

export const isForegroundPush = (data: unknown): data is ForegroundPush =>
  typeof data === "object" && data !== null && (data as ForegroundPush).kind === "console-push" && typeof (data as ForegroundPush).title === "string";

/** How long the push toast stays (spec: 5000 ms, closed by a click, paused while hovered). */
export const PUSH_TOAST_MS = 5000;

/** The console's two words on the browser's console when no token came (kept as the original product logs them). */
export const PUSH_LOG = {
  failed: "An error occurred while retrieving token.",
  noToken: "No registration token available. Request permission to generate one.",
} as const;
