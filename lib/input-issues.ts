/** zod's refusals as the api and the console's route handlers answer them: one message per field. */
import type { z } from "zod";
import { MESSAGES } from "./messages";

/**
 * Each bad field with the first rule it breaks; a field the schema does not take is named with our
 * words (the schema's own would speak of the object). A problem with the whole body is under "body".
 */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const at = issue.path.map(String).join(".");
    if (issue.code === "unrecognized_keys") for (const key of issue.keys) errors[at ? `${at}.${key}` : key] ??= MESSAGES.unknownField(key);
    else errors[at || "body"] ??= issue.message;
  }
  return errors;
}

/** The words for the first field a request does not take, when that is what is wrong with it. */
export function unknownFieldMessage(issues: readonly z.core.$ZodIssue[]): string | undefined {
  const issue = issues.find((each) => each.code === "unrecognized_keys");
  return issue?.code === "unrecognized_keys" ? MESSAGES.unknownField(issue.keys[0]) : undefined;
}
