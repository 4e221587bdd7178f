import type { FieldBase, FieldKindModule } from "./base";

/** Key → value credentials that go in and never come back out: the browser sees them masked. */
export interface SecretField extends FieldBase {
  kind: "secret";
  keys: readonly string[];
}

export const secret = (label: string, keys: readonly string[], extra: Partial<Omit<SecretField, "kind" | "label" | "keys">> = {}): SecretField => ({ kind: "secret", label, keys, ...extra });

/** "Key Secret" → "keySecret": how a credential is named in the payload and in the database. */
export const secretKey = (label: string) =>
  label.toLowerCase().replace(/[^a-z0-9]+(.)/g, (_, c: string) => c.toUpperCase()).replace(/[^a-zA-Z0-9]/g, "");

export const secretKind: FieldKindModule<SecretField> = {
  column: true,
  // The list holds which credentials are set, never their values.
  text: (_field, value) => ((value as string[] | undefined) ?? []).length ? `${(value as string[]).length} set` : "None",
};
