import { z } from "zod";
import type { FieldBase, FieldKindModule } from "./base";

/** Key → value credentials that go in and never come back out: the browser sees them masked. */
export interface SecretField extends FieldBase {
  kind: "secret";
  keys: readonly string[];
}

/** "Key Secret" → "keySecret": how a credential is named in the payload and in the database. */
export const secretKey = (label: string) =>
  label.toLowerCase().replace(/[^a-z0-9]+(.)/g, (_, c: string) => c.toUpperCase()).replace(/[^a-zA-Z0-9]/g, "");

export const secretKind: FieldKindModule<SecretField> = {
  column: true,
  rule: (field) =>
    // A credential it does not declare is refused: dropped, it would be saved as nothing, with a 200.
    z.strictObject(Object.fromEntries(field.keys.map((key) => [secretKey(key), z.string().max(500, `${key} must be at most 500 characters`).optional()]))).optional(),
  // The list holds which credentials are set, never their values.
  text: (_field, value) => ((value as string[] | undefined) ?? []).length ? `${(value as string[]).length} set` : "None",
};
