import { randomBytes } from "node:crypto";
import { isTrustedHop } from "@/lib/config/trust-proxy";
import { loadApiConfig } from "./index";

const deployment = (trust?: string) => ({
  DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test",
  JWT_SECRET: randomBytes(48).toString("base64url"),
  TWO_FACTOR_KEY: randomBytes(32).toString("base64"),
  ...(trust === undefined ? {} : { API_TRUST_PROXY: trust }),
});

const trusts = (trust: string | undefined, address: string, hop = 0) => isTrustedHop(loadApiConfig(deployment(trust)).trustProxy)(address, hop);

describe("API_TRUST_PROXY is read by the console's rule (docs/rate-limits.md)", () => {
  it("refuses true, which would believe any address a client claims", () => {
    expect(() => loadApiConfig(deployment("true"))).toThrow(/API_TRUST_PROXY=true would believe any address/);
  });

  it("refuses what is neither a count, an address, a range nor a name", () => {
    expect(() => loadApiConfig(deployment("10.0.0.0/33"))).toThrow(/API_TRUST_PROXY: "10.0.0.0\/33"/);
    expect(() => loadApiConfig(deployment("nginx.internal"))).toThrow(/API_TRUST_PROXY/);
  });

  it("trusts loopback by default, and only loopback", () => {
    expect(trusts(undefined, "127.0.0.1")).toBe(true);
    expect(trusts(undefined, "::ffff:127.0.0.1")).toBe(true);
    expect(trusts(undefined, "10.1.2.3")).toBe(false);
  });

  it("takes a number as hops, not as the address 0.0.0.1", () => {
    expect(trusts("1", "203.0.113.9", 0)).toBe(true);
    expect(trusts("1", "203.0.113.9", 1)).toBe(false);
  });

  it("takes addresses and ranges, and false as nobody", () => {
    expect(trusts("10.0.0.0/8, 192.0.2.7", "10.9.9.9")).toBe(true);
    expect(trusts("10.0.0.0/8, 192.0.2.7", "192.0.2.7")).toBe(true);
    expect(trusts("10.0.0.0/8, 192.0.2.7", "192.0.2.8")).toBe(false);
    expect(trusts("false", "127.0.0.1")).toBe(false);
  });
});
