/** @jest-environment node */
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { estimateKeyBits, estimateTextBits, MIN_SECRET_BITS } from "./entropy";
import { strongSecret } from "./secret";

const check = (value: string) => z.object({ JWT_SECRET: strongSecret("JWT_SECRET") }).safeParse({ JWT_SECRET: value });

describe("strongSecret", () => {
  it.each([
    ["the alphabet repeated (issue 11)", "abcdefghijklabcdefghijklabcdefgh"],
    ["a short block repeated", "Xy7!Qz9#Xy7!Qz9#Xy7!Qz9#Xy7!Qz9#Xy7!"],
    ["keyboard rows", "qwertyuiopasdfghjklzxcvbnm1234567890"],
    ["counting hex", "0123456789abcdef0123456789abcdef"],
    ["runs up and down", "abcdefghijklmnopqrstuvwxyzyxwvutsrqponmlk"],
    ["few different characters", "abababababababababababababababababababab"],
  ])("refuses %s", (_name, value) => {
    const result = check(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toMatch(/JWT_SECRET .*not random enough.*openssl rand -base64 48/);
  });

  it("still refuses short values and placeholders with their own words", () => {
    expect(check("x".repeat(31)).error?.issues[0].message).toMatch(/too short/);
    expect(check("change-me-to-a-long-random-value-please").error?.issues[0].message).toMatch(/placeholder/);
  });

  it("takes a random value that happens to hold four x's in a row (one CI run drew it)", () => {
    expect(check("0lDKZ8oxXXXQfxnL6Xf379B6DHA0rvxXHDa_Gp3cCRZB_nTv7acYYVmmElxihQZs").success).toBe(true);
  });

  it.each([
    ["openssl rand -base64 48", () => randomBytes(48).toString("base64")],
    ["openssl rand -hex 32", () => randomBytes(32).toString("hex")],
    ["base64url of 48 bytes (the generated local secrets)", () => randomBytes(48).toString("base64url")],
  ])("takes %s, every time", (_name, make) => {
    for (let i = 0; i < 500; i++) {
      const value = make();
      expect([value, check(value).success]).toEqual([value, true]);
    }
  });
});

describe("entropy estimate", () => {
  it("credits a random value with about what it holds, a pattern with little", () => {
    // 4 bits a hex digit, less a few for a chance run such as "123" or "aaa".
    expect(estimateTextBits(randomBytes(32).toString("hex"))).toBeGreaterThan(200);
    expect(estimateTextBits(randomBytes(32).toString("hex"))).toBeLessThanOrEqual(256);
    expect(estimateTextBits("abcdefghijklabcdefghijklabcdefgh")).toBeLessThan(32);
    expect(estimateKeyBits(randomBytes(32))).toBeGreaterThanOrEqual(MIN_SECRET_BITS);
    expect(estimateKeyBits(Buffer.from([...Array(32).keys()]))).toBeLessThan(MIN_SECRET_BITS);
  });
});
