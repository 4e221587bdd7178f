/** The live checks of the forgot and reset password screens (docs/product-rules.md §5), with the spec's messages. */
import { CONSOLE_MESSAGES } from "./console-messages";
import { isStrongEnoughPassword, isValidEmail } from "./validation";

export function forgotEmailError(email: string): string | undefined {
  if (!email.trim()) return CONSOLE_MESSAGES.forgotEmailRequired;
  return isValidEmail(email.trim()) ? undefined : CONSOLE_MESSAGES.invalidEmail;
}

export interface ResetValues {
  password: string;
  confirmPassword: string;
}

export function resetErrors({ password, confirmPassword }: ResetValues): Partial<Record<keyof ResetValues, string>> {
  return {
    password: !password ? CONSOLE_MESSAGES.passwordRequired : isStrongEnoughPassword(password) ? undefined : CONSOLE_MESSAGES.passwordRule,
    confirmPassword: !confirmPassword
      ? CONSOLE_MESSAGES.confirmPasswordRequired
      : confirmPassword !== password
        ? CONSOLE_MESSAGES.passwordMismatch
        : undefined,
  };
}

/** After a success the user reads the toast, then lands on the sign-in page (docs/product-rules.md §9). */
export const REDIRECT_AFTER_SUCCESS_MS = 4000;
