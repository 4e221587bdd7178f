/**
 * The zod rules of a resource, made from its declaration: the form checks them as the user types,
 * the console's route handler and the api check them again. One set of words for all three.
 */
import { z } from "zod";
import type { ResourceDef } from "./define";
import { kindOf, type Check, type Field } from "./fields";

export { MAX_ID, secretKey } from "./fields";

/** The rule of one field, from its kind's module. */
export const fieldRule = (field: Field): z.ZodType => kindOf(field).rule(field);

/** The fields a person may send: read-only ones are set by actions and the seed only. */
export const editableFields = (resource: ResourceDef) =>
  Object.entries(resource.fields).filter(([, field]) => !field.readOnly);

/** The rules across fields: those the fields' own options ask for, then the declaration's. */
export function checksOf(resource: ResourceDef): Check[] {
  const fromFields = editableFields(resource).flatMap(([key, field]) => kindOf(field).checks?.(key, field, resource.fields) ?? []);
  return [...fromFields, ...(resource.checks ?? [])];
}

/** The payload of an add or an edit. Unknown keys are dropped, never stored. */
export function inputSchema(resource: ResourceDef) {
  const checks = checksOf(resource);
  return z.object(Object.fromEntries(editableFields(resource).map(([key, field]) => [key, fieldRule(field)]))).superRefine((values, context) => {
    const told = new Set<string>();
    for (const check of checks) {
      const problem = check(values);
      // One message per field: the first rule it breaks.
      if (!problem || told.has(problem.field)) continue;
      told.add(problem.field);
      context.addIssue({ code: "custom", path: [problem.field], message: problem.message });
    }
  });
}

export type ResourceInput = Record<string, unknown>;
