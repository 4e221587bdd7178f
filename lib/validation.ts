/** The email and password rules of docs/product-rules.md §5, shared by forms, route handlers and the api. */
import { z } from "zod";

/** 8+ characters with at least two of: lowercase, uppercase, digit. */
export function isStrongEnoughPassword(value: string): boolean {
  if (value.length < 8) return false;
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/].filter((re) => re.test(value)).length;
  return kinds >= 2;
}

export function isValidEmail(value: string): boolean {
  return z.email().safeParse(value).success;
}

/** Emails are compared and stored without regard to case or surrounding spaces. */
export const normalizeEmail = (value: string) => value.trim().toLowerCase();
