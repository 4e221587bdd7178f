import { randomBytes } from "node:crypto";
import { isStrongEnoughPassword } from "@/lib/validation";
import { loadApiConfig } from "./index";
import { ConfigError } from "./refusal";

const deployment = (password: string) => ({
  DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test",
  JWT_SECRET: randomBytes(48).toString("base64url"),
  TWO_FACTOR_KEY: randomBytes(32).toString("base64"),
  ADMIN_EMAIL: "owner@example.com",
  ADMIN_PASSWORD: password,
});

describe("ADMIN_PASSWORD follows the product's password rule", () => {
  it.each(["12345678", "abcdefgh", "ABCDEFGH", "Ab1", "x".repeat(129)])("refuses %s with a ConfigError naming the rule", (password) => {
    expect(() => loadApiConfig(deployment(password))).toThrow(ConfigError);
    expect(() => loadApiConfig(deployment(password))).toThrow(/ADMIN_PASSWORD/);
  });

  // The shape is right, yet any guesser tries these first: refused with the reason.
  it.each([
    ["Password1", "one of the most common passwords"],
    ["Admin@12345", "a common password with small changes"],
    ["qwertyuiop1", "a common password"],
  ])("refuses the guessable %s, saying why", (password, why) => {
    expect(isStrongEnoughPassword(password)).toBe(true);
    expect(() => loadApiConfig(deployment(password))).toThrow(new RegExp(`ADMIN_PASSWORD is refused: This password is too easy to guess: it is ${why}`));
  });

  it.each(["Correct-Horse-42", "Lantern-Violet-Orbit7", "Xk9#mPq2vLw"])("takes %s, as the reset form would", (password) => {
    expect(isStrongEnoughPassword(password)).toBe(true);
    expect(loadApiConfig(deployment(password)).firstAdmin).toEqual({ email: "owner@example.com", password });
  });
});
