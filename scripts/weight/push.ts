/**
 * Push configured for a measurement (docs/push.md, docs/performance.md): pages are weighed as a
 * deployment with push on serves them. A Firebase web app that does not exist: the browser of a
 * measurement is never granted notifications, so its registration ends at the permission and never
 * reaches Firebase.
 */
import { FCM_TOKEN_AT_KEY, FCM_TOKEN_KEY } from "../../lib/push-tab";
import type { PUSH_WEB_KEYS } from "../../lib/push-web";
import { PUSH_LOG } from "../../lib/push-registration";

export const MEASURED_PUSH: Record<(typeof PUSH_WEB_KEYS)[number], string> = {
  FIREBASE_API_KEY: "AIzaSyMeasured-console-push-0000000000",
  FIREBASE_PROJECT_ID: "matrimony-measured",
  FIREBASE_APP_ID: "1:123456789012:web:00000000000000aa",
  FIREBASE_MESSAGING_SENDER_ID: "123456789012",
  FIREBASE_VAPID_KEY: "BA".padEnd(87, "A"),
};

/** A tab that registered with its first page: its fcmToken is fresh, so it loads no messaging code. */
export const registeredTab = {
  content: `sessionStorage.setItem(${JSON.stringify(FCM_TOKEN_KEY)}, "measured-tab-token"); sessionStorage.setItem(${JSON.stringify(FCM_TOKEN_AT_KEY)}, String(Date.now()));`,
};

/** The line a registration logs when it ends without a token (here, always: permission is not granted). */
export const registrationLine = (message: { text(): string }) => message.text().startsWith(PUSH_LOG.failed) || message.text().startsWith(PUSH_LOG.noToken);
