/**
 * Which fields of a form a person fills in: read without zod, so a page that draws a form loads its
 * rules (lib/engine/schema.ts) only when they are first needed (docs/performance.md).
 */
import type { FormDef } from "./define";
import type { FormMode } from "./fields";

/** The fields a person may send: read-only ones are set by actions and the seed only. */
export const editableFields = (resource: FormDef) => Object.entries(resource.fields).filter(([, field]) => !field.readOnly);

/** The fields of one form: those of both, and those only of this one (a password when adding). */
export const formFields = (resource: FormDef, mode: FormMode) => editableFields(resource).filter(([, field]) => !field.form || field.form === mode);
