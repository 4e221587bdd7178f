/**
 * The flags the console follows (lib/console-flags.ts), as the api reads them: said with the signed-in
 * administrator, and followed by the api's own sentences and exports (their days). Several api
 * processes share one database, so each re-reads the flags at most every few seconds rather than
 * being told of a save made by another (docs/setting.md, "Flags the console follows").
 */
import type { FastifyInstance } from "fastify";
import { CONSOLE_FLAG_DEFAULTS, type ConsoleFlags } from "../../../lib/console-flags";
import { CONSOLE_FLAG_NAMES } from "../../../lib/settings/setting";
import { followDateFormat, isDateFormat } from "../../../lib/day-format";
import type { Db } from "../db/client";
import { storedValues } from "./store";

/** How long a process's days may follow a format another process has since changed. */
export const FLAGS_FRESH_MS = 5_000;

/** The console's flags from the Setting's values: a sub community needs its community. */
export function consoleFlagsOf(values: Record<string, unknown>): ConsoleFlags {
  const dateFormat = values[CONSOLE_FLAG_NAMES.dateFormat];
  const community = values[CONSOLE_FLAG_NAMES.community] !== false;
  return {
    dateFormat: isDateFormat(dateFormat) ? dateFormat : CONSOLE_FLAG_DEFAULTS.dateFormat,
    community,
    subCommunity: community && values[CONSOLE_FLAG_NAMES.subCommunity] !== false,
  };
}

export const readConsoleFlags = async (db: Db) => consoleFlagsOf(await storedValues(db));

/**
 * Before a request is handled, the api's days follow the Setting's format as it was at most
 * FLAGS_FRESH_MS ago; a save through this process is followed at once (`followNow`).
 */
export function followConsoleFlags(app: FastifyInstance, db: Db) {
  let readAt = -Infinity;
  // One read at a time: the requests that arrive while it runs wait for it instead of reading again.
  let reading: Promise<void> | undefined;
  const followNow = (flags: ConsoleFlags) => {
    followDateFormat(flags.dateFormat);
    readAt = Date.now();
  };
  app.addHook("preHandler", async () => {
    if (Date.now() - readAt < FLAGS_FRESH_MS) return;
    reading ??= readConsoleFlags(db)
      .then(followNow)
      // A database that does not answer now leaves the days as they were; the request meets it itself.
      .catch(() => undefined)
      .finally(() => (reading = undefined));
    await reading;
  });
  return followNow;
}
