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
