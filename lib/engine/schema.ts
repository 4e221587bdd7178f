/**
 * The zod rules of a resource, made from its declaration: the form checks them as the user types,
 * the console's route handler and the api check them again. One set of words for all three.
 */
import { z } from "zod";
import { CONSOLE_MESSAGES } from "../console-messages";
import type { FormDef, ResourceAction } from "./define";
import { isBlank, isShown, kindOf, type Check, type Field, type FormMode } from "./fields";
import { rulesOf } from "./rules";
import { editableFields, formFields } from "./form-fields";

export { MAX_ID, secretKey } from "./fields";

/** The rule of one field, from its kind's module. */
export const fieldRule = (field: Field): z.ZodType => rulesOf(field).rule(field);

export { editableFields, formFields } from "./form-fields";

/** A field asked for only when another holds some value, sent when it does not: refused, never kept unseen. */
const shownOnly = (key: string, field: Field, fields: FormDef["fields"]): Check[] => {
  const when = field.shownWhen;
  if (!when) return [];
  return [(values) => (!isShown(field, values) && !isBlank(values[key]) && values[key] !== "" ? { field: key, message: CONSOLE_MESSAGES.fieldOnlyWhen(field.label, fields[when.field]?.label ?? when.field, when.is) } : undefined)];
};

/** The rules across fields: those the fields' own options ask for, then the declaration's. */
export function checksOf(resource: FormDef, mode: FormMode = "add"): Check[] {
  const fromFields = formFields(resource, mode).flatMap(([key, field]) => [...shownOnly(key, field, resource.fields), ...(kindOf(field).checks?.(key, field, resource.fields) ?? [])]);
  return [...fromFields, ...(resource.checks ?? [])];
}

/** A field of the other form, sent anyway: refused in words, never silently dropped (a password in an edit). */
const notInForm = (field: Field, mode: FormMode) =>
  z.undefined({ error: `${field.label} can be set only when ${mode === "add" ? "editing" : "adding"}` }).optional();

/** One field's rule in a payload: a field only a full administrator sends may be left out by anyone. */
const payloadRule = (field: Field) => (field.fullAdminOnly ? fieldRule(field).optional() : fieldRule(field));

/**
 * The payload of an add or an edit. A key it does not declare is refused, never dropped (data sent
 * under a wrong name would be lost without a word); so is a field of the other form.
 */
export function inputSchema(resource: FormDef, mode: FormMode = "add") {
  const checks = checksOf(resource, mode);
  const shape = Object.fromEntries(
    editableFields(resource).map(([key, field]) => [key, !field.form || field.form === mode ? payloadRule(field) : notInForm(field, mode)]),
  );
  return z.strictObject(shape).superRefine((values, context) => {
    const told = new Set<string>();
    for (const check of checks) {
      const problem = check(values);
      // One message per field: the first rule it breaks.
      if (!problem || told.has(problem.field)) continue;
      told.add(problem.field);
      // "credentials.keyId": under the field, naming the part of it that is wrong.
      context.addIssue({ code: "custom", path: problem.field.split("."), message: problem.message });
    }
  });
}

/**
 * The payload of a named action: its declared fields by their rules, nothing else; an action without
 * fields takes none, and says so in words rather than zod's.
 */
export function actionBody(action: ResourceAction) {
  if (!action.fields) return z.strictObject({}, { error: CONSOLE_MESSAGES.actionTakesNoDetails });
  return z.strictObject(Object.fromEntries(Object.entries(action.fields).map(([key, field]) => [key, fieldRule(field)])));
}

export type ResourceInput = Record<string, unknown>;
