"use client";

import { useEffect } from "react";
import { FCM_TOKEN_AT_KEY, FCM_TOKEN_KEY, FCM_TOKEN_MAX_AGE_MS, isForegroundPush, PUSH_TOAST_MS } from "@/lib/push-tab";
import type { PushWebConfig } from "@/lib/push-web";
import { useToast } from "../ToastProvider";

/** A token this tab already sent to the api, young enough to keep (Firebase renews older ones). */
function freshToken(): boolean {
  const token = sessionStorage.getItem(FCM_TOKEN_KEY);
  const at = Number(sessionStorage.getItem(FCM_TOKEN_AT_KEY));
  return Boolean(token) && Number.isFinite(at) && Date.now() - at < FCM_TOKEN_MAX_AGE_MS;
}

/** How long after the page's load the registration waits: the page's rows, views and a dialog opened at once come first. */
const AFTER_LOAD_MS = 2_000;

/** After the page has loaded and settled, when the browser is idle: the registration never competes with the page's own work. */
function whenSettled(run: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    timer = setTimeout(() => {
      if (cancelled) return;
      if (typeof requestIdleCallback === "function") idle = requestIdleCallback(run, { timeout: 5_000 });
      else run();
    }, AFTER_LOAD_MS);
  };
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", later);
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

/**
 * Push in the admin shell (docs/push.md): a push arriving while a console tab is visible is handed over
 * by the service worker and shown as an info toast; the Firebase registration loads only when this tab
 * holds no fresh token, once per tab session. Without a web config push is off and nothing happens.
 */
export function PushRegistration({ config }: { config?: PushWebConfig }) {
  const { enqueueSnackbar } = useToast();

  useEffect(() => {
    if (!config || !("serviceWorker" in navigator)) return;
    const container = navigator.serviceWorker;
    const shown = (event: MessageEvent) => {
      if (!isForegroundPush(event.data)) return;
      const { title, body } = event.data;
      enqueueSnackbar(body ? `${title}: ${body}` : title, { variant: "info", autoHideDuration: PUSH_TOAST_MS, closeOnClick: true });
    };
    container.addEventListener("message", shown);
    container.startMessages();
    const cancel = freshToken() ? undefined : whenSettled(() => void import("./register").then(({ registerForPush }) => registerForPush(config)));
    return () => {
      container.removeEventListener("message", shown);
      cancel?.();
    };
  }, [config, enqueueSnackbar]);

  return null;
}
