/*
 * The console's push worker (docs/push.md, "The console's registration"), registered with the scope
 * /firebase-cloud-messaging-push-scope. It holds no Firebase code: a push is handed to a visible console
 * tab, which shows it as a toast, or drawn as a notification when none is visible; a click opens the
 * console page the push names (of this origin only) or the console's home.
 */
const HOME = "/admin";

/** The notification in an FCM web push: `notification` (title, body, image) and the link of `fcmOptions` or `data`. */
function pushOf(event) {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { notification: { body: event.data ? event.data.text() : "" } };
  }
  const notification = payload.notification || {};
  const data = payload.data || {};
  return {
    title: String(notification.title || data.title || "Matrimony admin"),
    body: String(notification.body || data.body || ""),
    link: consolePage(payload.fcmOptions?.link || data.link),
    tag: payload.collapse_key || payload.fcmMessageId || undefined,
  };
}

/** A page of this console, never another site: a push cannot send staff elsewhere. */
function consolePage(link) {
  try {
    const url = new URL(String(link || HOME), self.location.origin);
    return url.origin === self.location.origin ? url.href : new URL(HOME, self.location.origin).href;
  } catch {
    return new URL(HOME, self.location.origin).href;
  }
}

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("push", (event) => {
  event.waitUntil(
    (async () => {
      const push = pushOf(event);
      const tabs = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const visible = tabs.filter((tab) => tab.visibilityState === "visible");
      if (visible.length > 0) {
        for (const tab of visible) tab.postMessage({ kind: "console-push", title: push.title, body: push.body });
        return;
      }
      await self.registration.showNotification(push.title, { body: push.body, icon: "/favicon.svg", tag: push.tag, data: { link: push.link } });
    })(),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const link = consolePage(event.notification.data && event.notification.data.link);
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = tabs.find((tab) => tab.url === link);
      if (open) return open.focus();
      return self.clients.openWindow(link);
    })(),
  );
});
