/**
 * The request id that follows one request through nginx, the console and the api, and comes back to
 * the browser as X-Request-Id (docs/operations.md). Pure: the Edge middleware, the console's server
 * and the api share it.
 */
import { booleanFlag } from "./config/secret";

export const REQUEST_ID_HEADER = "x-request-id";

// nginx's $request_id is 32 hex digits, ours a UUID: anything else from outside is not an id we log.
const SHAPE = /^[A-Za-z0-9-]{16,64}$/;

/** The id when it has the shape of one, else undefined (a client cannot put log-breaking text in it). */
export function acceptedRequestId(value: string | null | undefined): string | undefined {
  return value && SHAPE.test(value) ? value : undefined;
}

export const newRequestId = (): string => crypto.randomUUID();

/** Made once: every request of the console asks it (a schema made per call cost more than its parse). */
const TRUSTED = booleanFlag.catch(false);

/**
 * The console's id for a request that came with X-Request-Id `given`: nginx's when TRUST_PROXY_REQUEST_ID
 * says every request comes through a proxy that overwrites X-Request-Id (deploy/nginx.conf.template
 * does), a fresh one otherwise. The console cannot see its peer's address from the middleware, so the
 * trust is the deployment's word.
 */
export function consoleRequestId(given: string | null | undefined, env: Record<string, string | undefined> = process.env): string {
  const trusted = TRUSTED.parse(env.TRUST_PROXY_REQUEST_ID ?? "");
  return (trusted && acceptedRequestId(given)) || newRequestId();
}
