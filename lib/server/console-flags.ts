import "server-only";
import { cache } from "react";
import { z } from "zod";
import { CONSOLE_FLAG_DEFAULTS, type ConsoleFlags } from "../console-flags";
import { DATE_FORMATS, followDateFormat } from "../day-format";
import { askTheApi } from "./session";

const consoleFlagsSchema = z.object({ dateFormat: z.enum(DATE_FORMATS), community: z.boolean(), subCommunity: z.boolean() }) satisfies z.ZodType<ConsoleFlags>;

/**
 * The Setting's flags the console follows, from the api's answer on this sign-in the admin layout asked
 * for already (lib/console-flags.ts). An api that did not say them leaves the defaults: the console
 * then draws every page and reads days as "05 Jan 2025".
 */
export const consoleFlags = cache(async (): Promise<ConsoleFlags> => {
  const answer = await askTheApi();
  const parsed = answer.status === 200 ? consoleFlagsSchema.safeParse((answer.body.recordList[0] as { consoleFlags?: unknown } | undefined)?.consoleFlags) : undefined;
  if (!parsed?.success) return CONSOLE_FLAG_DEFAULTS;
  // Server components write days too, in their own module graph: they follow from here (lib/day-format.ts).
  // Only an answer moves it: the format is the process's, and a refused sign-in must not reset it for others.
  followDateFormat(parsed.data.dateFormat);
  return parsed.data;
});
