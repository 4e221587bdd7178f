import "server-only";
import { log } from "./log";

/**
 * Next's own SIGTERM handler (next start and the standalone server.js alike) stops accepting
 * connections and lets requests in flight finish, but waits for them without limit. This bounds the
 * stop at 10 s as docs/operations.md promises: a request still running then is cut.
 */
export const STOP_DEADLINE_MS = 9_500;

process.once("SIGTERM", () => {
  log().info({ deadlineMs: STOP_DEADLINE_MS }, "stopping: finishing requests in flight");
  setTimeout(() => {
    log().warn("requests still running at the stop deadline: exiting");
    process.exit(143);
  }, STOP_DEADLINE_MS).unref();
});
