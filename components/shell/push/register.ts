/**
 * The browser's push registration (docs/push.md, "The console's registration"), loaded by
 * PushRegistration only when this tab holds no fresh token: the service worker under its own scope,
 * Firebase's SDK fetched from PUSH_SDK for the token, the token sent to the api for this administrator.
 */
import { api } from "@/lib/browser/api-client";
import { apiPaths } from "@/lib/api-paths";
import { FCM_TOKEN_AT_KEY, FCM_TOKEN_KEY } from "@/lib/push-tab";
import type { PushWebConfig } from "@/lib/push-web";
import { PUSH_LOG, PUSH_SDK, PUSH_WORKER } from "@/lib/push-registration";
import type { browserToken } from "@/push-sdk/firebase-token";

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

/** Registers this browser for the administrator's notifications; the token, or undefined when there is none (logged, as the spec words it). */
export async function registerForPush(config: PushWebConfig): Promise<string | undefined> {
  try {
    const registration = await navigator.serviceWorker.register(PUSH_WORKER.url, { scope: PUSH_WORKER.scope });
    await activated(registration);
    // By address, not bundled: Firebase stays out of Next's module graph (push-sdk/firebase-token.ts).
    const sdk: { browserToken: typeof browserToken } = await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ PUSH_SDK);
    const { vapidKey, ...app } = config;
    const token = await sdk.browserToken(app, vapidKey, registration);
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
