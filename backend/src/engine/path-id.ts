import { parseIdText } from "../../../lib/ids";
import { MESSAGES } from "../../../lib/messages";
import { HttpError } from "../http/envelope";

/**
 * A row id in a path: only the canonical decimal text of a positive whole number up to the largest id
 * (lib/ids.ts); anything else ("0x10", " 1", "01") names no row and is 404, before any row is read.
 */
export function pathId(params: unknown, message: string = MESSAGES.notFound): number {
  const id = parseIdText((params as { id?: unknown } | undefined)?.id);
  if (id === undefined) throw new HttpError(404, message);
  return id;
}
