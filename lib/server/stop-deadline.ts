import "server-only";
import { armStopDeadline } from "../stop-deadline";
import { log } from "./log";

/**
 * Next's own SIGTERM handler (next start and the standalone server.js alike) stops accepting
 * connections and lets requests in flight finish, but waits for them without limit. This bounds the
 * stop at 10 s as docs/operations.md promises: a request still running then is cut.
 */
process.once("SIGTERM", () => armStopDeadline(log(), 143));
