import type { z } from "zod";
import { MESSAGES } from "@/lib/messages";
import { HttpError } from "./envelope";

/** Parses input with its zod schema; a failure is a 400 naming each bad field. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join(".") || "body"] ??= issue.message;
  throw new HttpError(400, Object.values(errors)[0] ?? MESSAGES.invalidRequest, errors);
}
