import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadApiConfig } from "./index";

/** A deployment's environment (DATABASE_URL set): every secret must be given. */
const deployment = (values: Record<string, string | undefined>) => ({
  DATABASE_URL: "postgres://app@db.internal:5432/matrimony",
  JWT_SECRET: randomBytes(48).toString("base64url"),
  ...values,
});

describe("TWO_FACTOR_KEY", () => {
  it("is required outside the embedded mode, with words that say how to make one", () => {
    expect(() => loadApiConfig(deployment({}))).toThrow(/^Configuration refused: TWO_FACTOR_KEY is required: set it to 32 random bytes .*openssl rand -base64 32/);
    expect(() => loadApiConfig(deployment({ TWO_FACTOR_KEY: "" }))).toThrow(/TWO_FACTOR_KEY is required/);
  });

  it("names it beside a missing JWT_SECRET, in one message", () => {
    expect(() => loadApiConfig(deployment({ JWT_SECRET: undefined }))).toThrow(/JWT_SECRET[\s\S]*TWO_FACTOR_KEY/);
  });

  it.each([
    ["too short", randomBytes(16).toString("base64")],
    ["too long", randomBytes(48).toString("base64")],
    ["a phrase", "change-me-to-a-real-two-factor-key-please!!"],
    ["hex of the wrong length", randomBytes(31).toString("hex")],
  ])("refuses a key that is %s", (_name, key) => {
    expect(() => loadApiConfig(deployment({ TWO_FACTOR_KEY: key }))).toThrow(/TWO_FACTOR_KEY must be 32 random bytes/);
  });

  it.each([
    ["all zeros", "0".repeat(64)],
    ["a repeated pattern", "0123456789abcdef".repeat(4)],
    ["one byte repeated, base64", Buffer.alloc(32, 65).toString("base64")],
    ["counting bytes 00 01 02 … 1f", Buffer.from([...Array(32).keys()]).toString("hex")],
    ["a 16-byte block twice", Buffer.concat(Array(2).fill(Buffer.from([...Array(16).keys()].map((i) => i * 13 + 7)))).toString("base64")],
  ])("refuses a key that is %s as not random enough", (_name, key) => {
    expect(() => loadApiConfig(deployment({ TWO_FACTOR_KEY: key }))).toThrow(/TWO_FACTOR_KEY is not random enough/);
  });

  it.each([
    ["base64", (bytes: Buffer) => bytes.toString("base64")],
    ["URL-safe base64", (bytes: Buffer) => bytes.toString("base64url")],
    ["hex", (bytes: Buffer) => bytes.toString("hex")],
  ])("takes 32 random bytes as %s", (_name, encode) => {
    const bytes = randomBytes(32);
    const config = loadApiConfig(deployment({ TWO_FACTOR_KEY: encode(bytes) }));
    expect(config.twoFactorKeys).toEqual({ version: 1, current: bytes });
  });

  it("rotates: the previous key under the number before the current one", () => {
    const [current, previous] = [randomBytes(32), randomBytes(32)];
    const keys = { TWO_FACTOR_KEY: current.toString("base64"), TWO_FACTOR_KEY_PREVIOUS: previous.toString("base64") };
    expect(loadApiConfig(deployment({ ...keys, TWO_FACTOR_KEY_VERSION: "3" })).twoFactorKeys).toEqual({ version: 3, current, previous });
    expect(() => loadApiConfig(deployment(keys))).toThrow(/TWO_FACTOR_KEY_VERSION: raise it by one/);
    expect(() => loadApiConfig(deployment({ ...keys, TWO_FACTOR_KEY_PREVIOUS: keys.TWO_FACTOR_KEY, TWO_FACTOR_KEY_VERSION: "2" }))).toThrow(/TWO_FACTOR_KEY_PREVIOUS: is the same key/);
    expect(() => loadApiConfig(deployment({ ...keys, TWO_FACTOR_KEY_VERSION: "0" }))).toThrow(/TWO_FACTOR_KEY_VERSION must be a whole number/);
  });

  describe("in the embedded mode", () => {
    let dataDir: string;
    beforeEach(() => {
      dataDir = mkdtempSync(path.join(tmpdir(), "two-factor-key-"));
    });
    afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

    const embedded = () => loadApiConfig({ DATA_DIR: dataDir });
    const stored = () => JSON.parse(readFileSync(path.join(dataDir, "secrets.json"), "utf8")) as Record<string, string>;

    it("makes one on the first start and keeps it", () => {
      const first = embedded().twoFactorKeys;
      expect(first.current).toHaveLength(32);
      expect(Buffer.from(stored().twoFactorKey, "base64")).toEqual(first.current);
      expect(statSync(path.join(dataDir, "secrets.json")).mode & 0o777).toBe(0o600);
      expect(embedded().twoFactorKeys.current).toEqual(first.current);
    });

    it("adds one to a secrets file of an older version, keeping its other secrets", () => {
      const older = { sessionSecret: randomBytes(48).toString("base64url"), jwtSecret: randomBytes(48).toString("base64url") };
      writeFileSync(path.join(dataDir, "secrets.json"), JSON.stringify(older), { mode: 0o600 });
      const config = embedded();
      expect(config.jwtSecret).toBe(older.jwtSecret);
      expect(stored()).toEqual({ ...older, twoFactorKey: expect.any(String) });
      expect(Buffer.from(stored().twoFactorKey, "base64")).toEqual(config.twoFactorKeys.current);
    });

    it("still checks a key given in the environment", () => {
      expect(() => loadApiConfig({ DATA_DIR: dataDir, TWO_FACTOR_KEY: "short" })).toThrow(/TWO_FACTOR_KEY must be 32 random bytes/);
    });
  });
});
