/**
 * What a console tab knows of push (docs/push.md, "The console's registration"): the shell of every
 * admin page downloads this module, so it holds only what the shell uses.
 */

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

/** How long the push toast stays: 5000 ms, closed by a click, paused while hovered (docs/push.md). */
export const PUSH_TOAST_MS = 5000;
