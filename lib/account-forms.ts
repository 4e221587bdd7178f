/**
 * The field rules of the Change Email and Change Password dialogs (docs/product-rules.md §5), with the spec's
 * messages. The dialogs show them live; the api refuses the same input with the same words.
 */
import { z } from "zod";
import { MESSAGES } from "./messages";
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
  !value.trim() ? MESSAGES.emailRequired : isValidEmail(value.trim()) ? undefined : MESSAGES.invalidEmail;

/** `submit` differs from the live check in one word only: "Confirm Email is required" (docs/product-rules.md §5). */
export function changeEmailErrors(values: ChangeEmailValues, when: "live" | "submit"): FieldErrors<ChangeEmailValues> {
  const confirm = !values.confirmEmail.trim()
    ? when === "submit" ? MESSAGES.confirmEmailRequiredSubmit : MESSAGES.confirmEmailRequiredLive
    : values.confirmEmail.trim().toLowerCase() !== values.newEmail.trim().toLowerCase()
      ? MESSAGES.emailMismatch
      : undefined;
  return { oldEmail: emailError(values.oldEmail), newEmail: emailError(values.newEmail), confirmEmail: confirm };
}

/** Each field shows the message of its own state (the original swapped them: a listed deviation). */
const passwordError = (value: string) =>
  !value ? MESSAGES.changePasswordRequired : isStrongEnoughPassword(value) ? undefined : MESSAGES.changePasswordInvalid;

export function changePasswordErrors(values: ChangePasswordValues): FieldErrors<ChangePasswordValues> {
  const confirm = !values.confirmPassword
    ? MESSAGES.changeConfirmPasswordRequired
    : values.confirmPassword !== values.newPassword
      ? MESSAGES.changePasswordMismatch
      : undefined;
  return { oldPassword: passwordError(values.oldPassword), newPassword: passwordError(values.newPassword), confirmPassword: confirm };
}

export const hasErrors = (errors: Record<string, string | undefined>) => Object.values(errors).some(Boolean);

/** A zod schema whose issues are the dialog's own messages, for the api. */
function fromRules<T extends object>(shape: z.ZodType<T>, rules: (values: T) => FieldErrors<T>) {
  return shape.superRefine((values, ctx) => {
    for (const [path, message] of Object.entries(rules(values))) {
      if (message) ctx.addIssue({ code: "custom", path: [path], message: message as string });
    }
  });
}

const text = z.string().max(256);

export const changeEmailSchema = fromRules(
  z.object({ oldEmail: text, newEmail: text, confirmEmail: text }),
  (values) => changeEmailErrors(values, "submit"),
);

export const changePasswordSchema = fromRules(
  z.object({ oldPassword: text, newPassword: text, confirmPassword: text }),
  changePasswordErrors,
);

const personName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(60, `${label} must be 60 characters or fewer`)
    .regex(/^[\p{L}][\p{L}\p{M} .'-]*$/u, `${label} may hold letters, spaces, dots, apostrophes and hyphens only`);

/** The names an administrator edits on its own profile. */
export const profileSchema = z.object({ firstName: personName("First name"), lastName: personName("Last name") });
export type ProfileValues = z.infer<typeof profileSchema>;
