/**
 * The browser-facing security headers of the console's pages (docs/security-headers.md). Pure and
 * Edge-safe: middleware.ts sets them on every page with a fresh nonce.
 */
import { PUSH_PROVIDER_ORIGINS } from "./push-web";

/** 128 random bits, base64: a script or style tag without it does not run. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * Scripts: only those Next tags with the nonce, and what they load ('strict-dynamic'). Styles: the
 * stylesheets of this origin and the `<style>` tags Emotion and Next write with the nonce; a `style`
 * attribute cannot carry a nonce, and React and MUI render them (theme variables, grid widths), so
 * attributes alone are allowed inline (docs/security-headers.md).
 */
export function contentSecurityPolicy(nonce: string, { https, dev, push = false }: { https: boolean; dev: boolean; push?: boolean }): string {
  return [
    "default-src 'self'",
    // next dev rebuilds error stacks with eval; the production build never needs it.
    `script-src 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // With push on, the registration asks Firebase for the browser's token (docs/push.md).
    `connect-src 'self'${push ? ` ${PUSH_PROVIDER_ORIGINS.join(" ")}` : ""}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * Powerful features the console never uses, switched off for it and anything it might embed.
 * Notifications and push are not policy-controlled: the push page can still ask for them.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "encrypted-media",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/** Two years, as browsers' preload lists ask; the console's and the api's HSTS alike. */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/** Sent only when PUBLIC_URL is https. */
export const STRICT_TRANSPORT_SECURITY = `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`;

const isHttps = (publicUrl: string) => new URL(publicUrl).protocol === "https:";

/**
 * What next.config.mjs's headers() gives every answer but a reset link's page: the console's lane for
 * /api/admin/* (lib/server/admin-lane.ts) answers before Next and adds them itself. Held equal to
 * next.config.mjs by lib/security-headers.test.ts.
 */
export const ANSWER_HEADERS: Readonly<Record<string, string>> = { "x-content-type-options": "nosniff", "x-frame-options": "DENY", "referrer-policy": "same-origin" };

/**
 * What every answer of the console carries, pages, route handlers (`/api/*`) and pictures (`/media/*`)
 * alike: a browser that met the console once over https never asks it over plain http again.
 */
export function transportSecurityHeaders(publicUrl: string): Record<string, string> {
  return isHttps(publicUrl) ? { "strict-transport-security": STRICT_TRANSPORT_SECURITY } : {};
}

/** The headers of one page answer, with the nonce its scripts and styles carry. */
export function pageSecurityHeaders(nonce: string, publicUrl: string, dev = false, push = false): Record<string, string> {
  return {
    "content-security-policy": contentSecurityPolicy(nonce, { https: isHttps(publicUrl), dev, push }),
    "permissions-policy": PERMISSIONS_POLICY,
    ...transportSecurityHeaders(publicUrl),
  };
}
