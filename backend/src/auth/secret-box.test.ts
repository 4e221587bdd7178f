import { randomBytes } from "node:crypto";
import { open, seal, SecretBoxError } from "./secret-box";

const keys = { version: 1, current: randomBytes(32) };

describe("secret box", () => {
  it("seals under the key's version and opens back", () => {
    const sealed = seal(keys, "JBSWY3DPEHPK3PXP", "admin:1");
    expect(sealed).toMatch(/^v1:[\w-]+$/);
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(seal(keys, "JBSWY3DPEHPK3PXP", "admin:1")).not.toBe(sealed);
    expect(open(keys, sealed, "admin:1")).toEqual({ plaintext: "JBSWY3DPEHPK3PXP", stale: false });
  });

  it("opens nothing with another key, for another row, or altered", () => {
    const sealed = seal(keys, "secret", "admin:1");
    expect(() => open({ version: 1, current: randomBytes(32) }, sealed, "admin:1")).toThrow(SecretBoxError);
    expect(() => open(keys, sealed, "admin:2")).toThrow(SecretBoxError);
    const bytes = Buffer.from(sealed.slice(3), "base64url");
    bytes[bytes.length - 1] ^= 1;
    expect(() => open(keys, `v1:${bytes.toString("base64url")}`, "admin:1")).toThrow(SecretBoxError);
    expect(() => open(keys, "JBSWY3DPEHPK3PXP", "admin:1")).toThrow(SecretBoxError);
  });

  it("opens what the previous key sealed during a rotation, and says it is stale", () => {
    const sealed = seal(keys, "secret", "admin:1");
    const rotated = { version: 2, current: randomBytes(32), previous: keys.current };
    expect(open(rotated, sealed, "admin:1")).toEqual({ plaintext: "secret", stale: true });
    expect(seal(rotated, "secret", "admin:1")).toMatch(/^v2:/);
    // Two rotations on, the key of version 1 is gone.
    expect(() => open({ version: 3, current: randomBytes(32), previous: rotated.current }, sealed, "admin:1")).toThrow(/no key of version 1/);
  });
});
