import { z } from "zod";
import { EMAIL_PATTERN, isStrongEnoughPassword, isValidEmail } from "./validation";

describe("email", () => {
  it("is checked with zod's own pattern, so the sign-in forms and the api agree", () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });

  it.each([
    ["admin@example.com", true],
    ["first.last+tag@mail.example.co.in", true],
    ["no-at-sign.example.com", false],
    ["two@@example.com", false],
    ["trailing.dot.@example.com", false],
    ["user@localhost", false],
    ["", false],
  ])("%s → %s, as z.email() says", (value, valid) => {
    expect(isValidEmail(value)).toBe(valid);
    expect(z.email().safeParse(value).success).toBe(valid);
  });
});

describe("password strength", () => {
  it.each([
    ["Admin@12345", true],
    ["abcdefgh", false],
    ["abcdefg1", true],
    ["Ab1", false],
  ])("%s → %s", (value, strong) => expect(isStrongEnoughPassword(value)).toBe(strong));
});
