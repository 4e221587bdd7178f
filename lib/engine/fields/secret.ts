import { CONSOLE_MESSAGES } from "../../console-messages";
import type { FieldBase, FieldKindModule, Row } from "./base";

/**
 * Credentials named after the value of another field of the row: a payment gateway's provider decides
 * which keys it has (docs/catalogue.md, "Payment gateways").
 */
export interface SecretKeysBy {
  /** The field whose value chooses the keys (an enum). */
  by: string;
  /** The credentials' labels for each of its values; a value without any has none. */
  of: Readonly<Record<string, readonly string[]>>;
}

/** Key → value credentials that go in and never come back out: the browser sees them masked. */
export interface SecretField extends FieldBase {
  kind: "secret";
  /** The credentials' labels: the same for every row, or chosen by another field's value. */
  keys: readonly string[] | SecretKeysBy;
}

export const secret = (label: string, keys: SecretField["keys"], extra: Partial<Omit<SecretField, "kind" | "label" | "keys">> = {}): SecretField => ({ kind: "secret", label, keys, ...extra });

/** "Key Secret" → "keySecret": how a credential is named in the payload and in the database. */
export const secretKey = (label: string) =>
  label.toLowerCase().replace(/[^a-z0-9]+(.)/g, (_, c: string) => c.toUpperCase()).replace(/[^a-zA-Z0-9]/g, "");

/** Whether the field's keys depend on another field's value. */
export const keysChosenBy = (field: SecretField): SecretKeysBy | undefined => ("by" in field.keys ? field.keys : undefined);

/** The labels of the credentials a row with these values has (a Stripe gateway: Publishable Key, Secret Key). */
export function secretLabelsFor(field: SecretField, values: Row): readonly string[] {
  const chosen = keysChosenBy(field);
  if (!chosen) return field.keys as readonly string[];
  return chosen.of[String(values[chosen.by])] ?? [];
}

/** Every label the field may hold, whatever the row: what a payload may name at all. */
export function allSecretLabels(field: SecretField): readonly string[] {
  const chosen = keysChosenBy(field);
  return chosen ? [...new Set(Object.values(chosen.of).flat())] : (field.keys as readonly string[]);
}

export const secretKind: FieldKindModule<SecretField> = {
  column: true,
  // The list holds which credentials are set, never their values.
  text: (_field, value) => ((value as string[] | undefined) ?? []).length ? `${(value as string[]).length} set` : "None",
  // A credential of another provider is refused by name: dropped, it would be saved as nothing, with a 200.
  checks(key, field) {
    const chosen = keysChosenBy(field);
    if (!chosen) return [];
    return [
      (values) => {
        const given = values[key];
        if (!given || typeof given !== "object") return undefined;
        const allowed = new Set(secretLabelsFor(field, values).map(secretKey));
        const stray = Object.keys(given).find((name) => !allowed.has(name));
        return stray ? { field: `${key}.${stray}`, message: CONSOLE_MESSAGES.credentialNotOf(stray, String(values[chosen.by] ?? "")) } : undefined;
      },
    ];
  },
};
