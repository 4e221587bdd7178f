import type { z } from "zod";

/**
 * How the console, the api and `npm start` say they will not start (docs/operations.md): one line per
 * refused setting, plain text on stderr (never inside a JSON log line, never after "Ready"), and the exit
 * code EX_CONFIG (78, sysexits.h), which tells the supervisor of `npm start` that a restart cannot help.
 */
export const CONFIG_EXIT_CODE = 78;

const PREFIX = "Configuration refused: ";

/** One refused setting; the name is not repeated when the reason already begins with it. */
export function refusalLine(name: string, why: string): string {
  return `${PREFIX}${why.startsWith(`${name} `) ? why : `${name}: ${why}`}`;
}

/** Every refusal of a configuration check, one line each. */
export function describeConfigError(error: z.ZodError): string {
  return error.issues.map((issue) => refusalLine(issue.path.join(".") || "config", issue.message)).join("\n");
}

/** True for text made of refusal lines (the setup CLI says them without a stack trace). */
export const isConfigRefusal = (text: string) => text.startsWith(PREFIX);
