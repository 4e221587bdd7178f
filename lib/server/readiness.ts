import "server-only";
import { fetchBackend } from "../backend";

/** A load balancer asks often: an api that has not answered in this long counts as not ready. */
const READY_TIMEOUT_MS = 3_000;

/**
 * The console is ready when the api is: the console holds no state of its own, and a console whose api
 * is down can serve nothing but the sign-in page's refusal.
 */
export async function readiness(from: Request): Promise<{ status: 200 | 503; body: { status: number; api: string } }> {
  const answer = await fetchBackend("/readyz", { from, timeoutMs: READY_TIMEOUT_MS });
  const ready = answer.status === 200;
  await answer.body?.cancel().catch(() => undefined);
  const status = ready ? 200 : 503;
  return { status, body: { status, api: ready ? "ok" : `unready (${answer.status})` } };
}
