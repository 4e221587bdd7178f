/**
 * The graceful stop's cut-off, the same for the console and the api (docs/operations.md): requests in
 * flight may finish, but anything still running at 9.5 s is cut, so the stop never takes more than
 * the 10 s an orchestrator waits before SIGKILL.
 */
export const STOP_DEADLINE_MS = 9_500;

/** Pino's and Fastify's loggers alike. */
interface StopLog {
  info(fields: object, message: string): void;
  warn(message: string): void;
}

/** Says the stop has begun and exits with `exitCode` at the deadline unless the process is gone by then. */
export function armStopDeadline(log: StopLog, exitCode: number, fields: object = {}) {
  log.info({ ...fields, deadlineMs: STOP_DEADLINE_MS }, "stopping: finishing requests in flight");
  setTimeout(() => {
    log.warn("requests still running at the stop deadline: exiting");
    process.exit(exitCode);
  }, STOP_DEADLINE_MS).unref();
}
