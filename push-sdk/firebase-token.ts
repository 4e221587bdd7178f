/**
 * The one module that holds Firebase's web SDK (docs/push.md, "The console's registration"). It is not
 * part of Next's build: `npm run build` bundles it alone with esbuild into public/push-sdk/ (scripts/push-sdk.ts),
 * and the shell's registration imports it by address, once per tab session. Firebase's dozen modules in
 * Next's module graph widened every module id of every page by a digit (Turbopack sizes its id space
 * to the graph), 2.4 kB on each page for code only this registration runs.
 */
import { getApps, initializeApp } from "firebase/app";
import { getMessaging, getToken, isSupported } from "firebase/messaging";

export interface FirebaseWebApp {
  apiKey: string;
  projectId: string;
  appId: string;
  messagingSenderId: string;
}

/**
 * This browser's FCM token for the web app, through the given service worker; empty when none came.
 * Firebase asks for notification permission only while the browser has not been asked (permission
 * "default") and throws when it is refused.
 */
export async function browserToken(app: FirebaseWebApp, vapidKey: string, serviceWorkerRegistration: ServiceWorkerRegistration): Promise<string> {
  if (!(await isSupported())) throw new Error("this browser cannot receive pushes");
  const messaging = getMessaging(getApps()[0] ?? initializeApp(app));
  return getToken(messaging, { vapidKey, serviceWorkerRegistration });
}
