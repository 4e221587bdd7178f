/**
 * The browser's push registration (docs/push.md, "The console's registration"), loaded by
 * PushRegistration only when this tab holds no fresh token: the service worker under its own scope,
 * Firebase's web SDK for the token, the token sent to the api for this administrator.
 */
import { getApps, initializeApp } from "firebase/app";
import { getMessaging, getToken, isSupported } from "firebase/messaging";
import { api } from "@/lib/browser/api-client";
import { apiPaths } from "@/lib/api-paths";
import { FCM_TOKEN_AT_KEY, FCM_TOKEN_KEY } from "@/lib/push-tab";
import type { PushWebConfig } from "@/lib/push-web";
import { PUSH_LOG, PUSH_WORKER } from "@/lib/push-registration";

/** Resolves when the worker is active: Firebase subscribes through it, and a worker still installing has no push manager to use. */
function activated(registration: ServiceWorkerRegistration): Promise<void> {
  const worker = registration.installing ?? registration.waiting;
  if (registration.active || !worker) return Promise.resolve();
  return new Promise((resolve) => {
    worker.addEventListener("statechange", () => {
      if (worker.state === "activated") resolve();
    });
  });
}

/** Registers this browser for the administrator's notifications; the token, or undefined when there is none (logged in the words of PUSH_LOG, docs/push.md). */
export async function registerForPush(config: PushWebConfig): Promise<string | undefined> {
  try {
    if (!(await isSupported())) throw new Error("this browser cannot receive pushes");
    const registration = await navigator.serviceWorker.register(PUSH_WORKER.url, { scope: PUSH_WORKER.scope });
    await activated(registration);
    const { vapidKey, ...app } = config;
    const messaging = getMessaging(getApps()[0] ?? initializeApp(app));
    // Firebase asks for permission only while the browser has not been asked (permission "default").
    const token = await getToken(messaging, { vapidKey, serviceWorkerRegistration: registration });
    if (!token) {
      console.log(PUSH_LOG.noToken);
      return undefined;
    }
    const answer = await api.post(apiPaths.account.pushToken, { token });
    if (answer.status !== 200) throw new Error(answer.message ?? `the api answered ${answer.status}`);
    sessionStorage.setItem(FCM_TOKEN_KEY, token);
    sessionStorage.setItem(FCM_TOKEN_AT_KEY, String(Date.now()));
    return token;
  } catch (error) {
    console.log(PUSH_LOG.failed, error);
    return undefined;
  }
}
