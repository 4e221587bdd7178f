"use client";

import { createContext, useContext, type ReactNode } from "react";
import { CONSOLE_FLAG_DEFAULTS, type ConsoleFlags } from "@/lib/console-flags";
import { followDateFormat } from "@/lib/day-format";

const ConsoleFlagsContext = createContext<ConsoleFlags>(CONSOLE_FLAG_DEFAULTS);

/** The Setting's flags the console follows (lib/console-flags.ts): the switches' selects and filters ask. */
export const useConsoleFlags = () => useContext(ConsoleFlagsContext);

/**
 * Given by the admin layout from the api's answer on the sign-in. Days are written by plain functions
 * (cells, captions, pickers' neighbours alike), so they follow the format through lib/day-format.ts,
 * set here before anything below draws: the format is the service's, the same for every request.
 */
export function ConsoleFlagsProvider({ flags, children }: { flags: ConsoleFlags; children: ReactNode }) {
  followDateFormat(flags.dateFormat);
  return <ConsoleFlagsContext value={flags}>{children}</ConsoleFlagsContext>;
}
