/** The api's check of a find (docs/find.md): the text typed, trimmed, and nothing else. */
import { z } from "zod";
import { FIND_MAX_LENGTH } from "./find";
import { MESSAGES } from "./messages";

export const findQuerySchema = z.strictObject({
  q: z.string({ error: MESSAGES.findText }).trim().min(1, MESSAGES.findText).max(FIND_MAX_LENGTH, MESSAGES.findTooLong(FIND_MAX_LENGTH)),
});
