/**
 * The field rules of the Change Email and Change Password dialogs (docs/product-rules.md §5), with the spec's
 * messages. The dialogs show them live; the api refuses the same input with the same words, through
 * the schemas of account-schemas.ts. No zod here: the signed-in pages' first load goes without it.
 */
import { CONSOLE_MESSAGES } from "./console-messages";
import { isStrongEnoughPassword, isValidEmail } from "./validation";

export interface ChangeEmailValues {
  oldEmail: string;
  newEmail: string;
  confirmEmail: string;
}

export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

const emailError = (value: string) =>
  !value.trim() ? CONSOLE_MESSAGES.emailRequired : isValidEmail(value.trim()) ? undefined : CONSOLE_MESSAGES.invalidEmail;

/** `submit` differs from the live check in one word only: "Confirm Email is required" (docs/product-rules.md §5). */
export function changeEmailErrors(values: ChangeEmailValues, when: "live" | "submit"): FieldErrors<ChangeEmailValues> {
  const confirm = !values.confirmEmail.trim()
    ? when === "submit" ? CONSOLE_MESSAGES.confirmEmailRequiredSubmit : CONSOLE_MESSAGES.confirmEmailRequiredLive
    : values.confirmEmail.trim().toLowerCase() !== values.newEmail.trim().toLowerCase()
      ? CONSOLE_MESSAGES.emailMismatch
      : undefined;
  return { oldEmail: emailError(values.oldEmail), newEmail: emailError(values.newEmail), confirmEmail: confirm };
}

/** Each field shows the message of its own state (the original swapped them: a listed deviation). */
const passwordError = (value: string) =>
  !value ? CONSOLE_MESSAGES.changePasswordRequired : isStrongEnoughPassword(value) ? undefined : CONSOLE_MESSAGES.changePasswordInvalid;

export function changePasswordErrors(values: ChangePasswordValues): FieldErrors<ChangePasswordValues> {
  const confirm = !values.confirmPassword
    ? CONSOLE_MESSAGES.changeConfirmPasswordRequired
    : values.confirmPassword !== values.newPassword
      ? CONSOLE_MESSAGES.changePasswordMismatch
      : undefined;
  return { oldPassword: passwordError(values.oldPassword), newPassword: passwordError(values.newPassword), confirmPassword: confirm };
}

export const hasErrors = (errors: Record<string, string | undefined>) => Object.values(errors).some(Boolean);

export interface ProfileValues {
  firstName: string;
  lastName: string;
}

const NAME_MAX = 60;
const NAME_PATTERN = /^[\p{L}][\p{L}\p{M} .'-]*$/u;

function personNameError(label: string, value: string): string | undefined {
  const name = value.trim();
  if (!name) return `${label} is required`;
  if (name.length > NAME_MAX) return `${label} must be ${NAME_MAX} characters or fewer`;
  return NAME_PATTERN.test(name) ? undefined : `${label} may hold letters, spaces, dots, apostrophes and hyphens only`;
}

/** The names an administrator edits on its own profile. */
export function profileErrors(values: ProfileValues): FieldErrors<ProfileValues> {
  return { firstName: personNameError("First name", values.firstName), lastName: personNameError("Last name", values.lastName) };
}
