import { CONSOLE_MESSAGES } from "../../console-messages";
import type { FieldBase, FieldKindModule } from "./base";

/**
 * A sign-in password typed in a form: checked by the sign-in rules of lib/validation.ts with the spec's
 * words, never trimmed, never listed, never kept by the engine: the resource's own store hashes it.
 */
export interface PasswordField extends FieldBase {
  kind: "password";
  /** The sign-in rules apply; false for a confirmation, which only has to repeat the password. */
  strength: boolean;
  /** Its "required" words (the spec's: "Please enter password", "Please enter confirm password"). */
  requiredMessage: string;
}

export const password = (label: string, extra: Partial<PasswordField> = {}): PasswordField => ({
  kind: "password",
  label,
  required: true,
  strength: true,
  requiredMessage: CONSOLE_MESSAGES.passwordRequired,
  ...extra,
});

/** Longer than any password anyone types: argon2 would hash a megabyte as readily, and slowly. */
export const MAX_PASSWORD_LENGTH = 128;

export const passwordKind: FieldKindModule<PasswordField> = {
  column: false,
  text: () => "",
};
