/** The email and password rules of docs/product-rules.md §5, shared by forms, route handlers and the api. */

/**
 * 8+ characters with at least two of: lowercase, uppercase, digit. The shape only, checked as the user
 * types; the api also refuses a quickly guessed one (lib/password-guess.ts, kept out of the pages).
 */
export function isStrongEnoughPassword(value: string): boolean {
  if (value.length < 8) return false;
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/].filter((re) => re.test(value)).length;
  return kinds >= 2;
}

/**
 * zod's email pattern (z.email()), written out: the sign-in pages check emails without loading zod
 * (docs/performance.md). validation.test.ts holds it equal to zod's, so the forms and the api agree.
 */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** Emails are compared and stored without regard to case or surrounding spaces. */
export const normalizeEmail = (value: string) => value.trim().toLowerCase();
