"use client";

import { useState } from "react";
import { isShown, keysChosenBy, type Field } from "@/lib/engine/fields";

type Values = Record<string, unknown>;

/** What the form needs of its zod rules (lib/engine/schema.ts builds them): this module loads no zod. */
interface Rules {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** The first message of each field, nested ones (a duration's discount) shown on their field. */
function errorsOf(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "")] ??= issue.message;
  return errors;
}

/**
 * The state of a form drawn from declared fields (a resource's dialog, the Setting page): its values,
 * the fields the values ask for (`shownWhen`), the rules checked as the user types, the messages of
 * the fields touched, and the api's messages until the next change.
 */
export function useFieldForm(fields: readonly (readonly [string, Field])[], schema: Rules, initial: () => Values) {
  const [values, setValues] = useState<Values>(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  // A field the other values do not ask for (Manual Payment's description) is neither drawn nor sent.
  const shown = fields.filter(([, field]) => isShown(field, values));
  const parsed = schema.safeParse(Object.fromEntries(shown.filter(([key]) => key in values).map(([key]) => [key, values[key]])));
  const errors = { ...(parsed.success ? {} : errorsOf(parsed.error.issues)), ...serverErrors };

  const change = (name: string, value: unknown) => {
    setValues((current) => {
      const next = { ...current, [name]: value };
      // A dependent choice (the community) no longer fits once its parent (the religion) changes.
      for (const [key, field] of fields) if (field.kind === "ref" && field.dependsOn?.field === name) next[key] = "";
      // Credentials typed for one provider are not another's: the new one's start empty.
      for (const [key, field] of fields) if (field.kind === "secret" && keysChosenBy(field)?.by === name) next[key] = {};
      return next;
    });
    setTouched((t) => ({ ...t, [name]: true }));
    setServerErrors({});
  };

  return {
    values,
    shown,
    parsed,
    /** A field's message once it was touched (or the form was sent). */
    errorOf: (key: string) => (touched[key] ? errors[key] : undefined),
    errors,
    change,
    /** Every shown field counts as touched: the form was sent, each says what is wrong. */
    touchAll: () => setTouched(Object.fromEntries(shown.map(([key]) => [key, true]))),
    setServerErrors,
    /** Back to these values, nothing touched (a saved form shows what was saved). */
    reset: (next: Values) => {
      setValues(next);
      setTouched({});
      setServerErrors({});
    },
  };
}
