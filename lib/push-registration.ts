/**
 * What the push registration (components/shell/push/register.ts) and its tests share, apart from
 * lib/push-web.ts: the shell of every page downloads that one, and none of this (docs/push.md).
 */

/** The service worker and its scope, as Firebase's own SDK names them (so one registration serves both). */
export const PUSH_WORKER = { url: "/firebase-messaging-sw.js", scope: "/firebase-cloud-messaging-push-scope" } as const;

/** The console's two words on the browser's console when no token came (kept as the original product logs them). */
export const PUSH_LOG = {
  failed: "An error occurred while retrieving token.",
  noToken: "No registration token available. Request permission to generate one.",
} as const;
