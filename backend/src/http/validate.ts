import { z } from "zod";
import { fieldErrors } from "@/lib/input-issues";
import { MESSAGES } from "@/lib/messages";
import { HttpError } from "./envelope";

/** Parses input with its zod schema; a failure is a 400 naming each bad field, unknown ones included. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error.issues);
  throw new HttpError(400, Object.values(errors)[0] ?? MESSAGES.invalidRequest, errors);
}

/** The body of a route that takes none: nothing, or an empty object. */
export const NO_BODY = (input: unknown) => validate(z.strictObject({}), input ?? {});
