/**
 * The zod rules of a resource, made from its declaration: the form checks them as the user types,
 * the console's route handler and the api check them again. One set of words for all three.
 */
import { z } from "zod";
import type { ResourceDef } from "./define";
import type { Field, NumberField, RowsField, SecretField } from "./fields";

const required = (label: string) => `${label} is required`;

/** "Key Secret" → "keySecret": how a credential is named in the payload and in the database. */
export const secretKey = (label: string) =>
  label.toLowerCase().replace(/[^a-z0-9]+(.)/g, (_, c: string) => c.toUpperCase()).replace(/[^a-zA-Z0-9]/g, "");

/** Empty inputs ("" from a cleared field) count as absent. */
const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

function numberRule(label: string, { min, max, scale }: Pick<NumberField, "min" | "max" | "scale">) {
  const digits = scale === 0 ? `${label} must be a whole number` : `${label} may have at most ${scale} decimals`;
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : blankToUndefined(value)),
    z
      .number({ error: (issue) => (issue.input === undefined ? required(label) : `${label} must be a number`) })
      .refine(Number.isFinite, `${label} must be a number`)
      .refine((v) => Math.abs(Math.round(v * 10 ** scale) - v * 10 ** scale) < 1e-6, digits)
      .refine((v) => v >= min, `${label} must be at least ${min}`)
      .refine((v) => v <= max, `${label} must be at most ${max}`),
  );
}

/** The largest id a PostgreSQL integer column holds: a bigger one is no row, not a database error. */
export const MAX_ID = 2_147_483_647;

const id = (message: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && /^\d+$/.test(value) ? Number(value) : blankToUndefined(value)),
    z.number({ error: message }).int(message).positive(message).max(MAX_ID, message),
  );

function rowsRule(field: RowsField) {
  const row = z.object({
    [field.ref.key]: id(`Choose a ${field.ref.label.toLowerCase()}`),
    [field.value.key]: numberRule(field.value.label, field.value),
  });
  return z
    .array(row, { error: required(field.label) })
    .min(field.required ? 1 : 0, `Add at least one ${field.ref.label.toLowerCase()}`)
    .refine((rows) => new Set(rows.map((r) => r[field.ref.key])).size === rows.length, `Each ${field.ref.label.toLowerCase()} may be added once`);
}

function secretRule(field: SecretField) {
  return z
    .object(Object.fromEntries(field.keys.map((key) => [secretKey(key), z.string().max(500, `${key} must be at most 500 characters`).optional()])))
    .partial()
    .optional();
}

export function fieldRule(field: Field): z.ZodType {
  switch (field.kind) {
    case "text": {
      let rule = z.string({ error: required(field.label) }).trim().max(field.max, `${field.label} must be at most ${field.max} characters`);
      if (field.required) rule = rule.min(1, required(field.label));
      const checked = field.pattern ? rule.refine((v) => v === "" || field.pattern!.regex.test(v), field.pattern.message) : rule;
      return field.required ? checked : z.preprocess(blankToUndefined, checked.optional());
    }
    case "number":
      return field.required ? numberRule(field.label, field) : numberRule(field.label, field).optional();
    case "boolean":
      return z.boolean({ error: `${field.label} must be yes or no` }).default(field.default ?? false);
    case "enum":
      return z.enum(field.options as [string, ...string[]], { error: `Choose a ${field.label.toLowerCase()}` });
    case "ref":
      return field.required ? id(`Choose a ${field.label.toLowerCase()}`) : id(`Choose a ${field.label.toLowerCase()}`).optional();
    case "refList":
      return z
        .array(id(`Choose a ${field.label.toLowerCase()}`), { error: required(field.label) })
        .min(field.required ? 1 : 0, `Choose at least one of the ${field.label.toLowerCase()}`)
        .transform((ids) => [...new Set(ids)]);
    case "rows":
      return rowsRule(field);
    case "image":
      return field.required
        ? z.uuid({ error: `Upload ${field.label.toLowerCase()}` })
        : z.preprocess(blankToUndefined, z.uuid({ error: `Upload ${field.label.toLowerCase()}` }).nullable().optional());
    case "secret":
      return secretRule(field);
  }
}

/** The fields a person may send: read-only ones are set by actions and the seed only. */
export const editableFields = (resource: ResourceDef) =>
  Object.entries(resource.fields).filter(([, field]) => !field.readOnly);

/** The payload of an add or an edit. Unknown keys are dropped, never stored. */
export function inputSchema(resource: ResourceDef) {
  return z.object(Object.fromEntries(editableFields(resource).map(([key, field]) => [key, fieldRule(field)])));
}

export type ResourceInput = Record<string, unknown>;
