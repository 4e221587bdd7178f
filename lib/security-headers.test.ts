import type { NextConfig } from "next";
import { ANSWER_HEADERS, contentSecurityPolicy, newNonce, pageSecurityHeaders, STRICT_TRANSPORT_SECURITY, transportSecurityHeaders } from "./security-headers";

describe("page security headers", () => {
  it("gives every page a fresh nonce of 128 bits", () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });

  it("lets only the nonce's scripts run, and frames nothing", () => {
    const csp = contentSecurityPolicy("abc", { https: false, dev: false });
    expect(csp).toContain("script-src 'nonce-abc' 'strict-dynamic'");
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'", "form-action 'self'"]) expect(csp).toContain(directive);
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|style-src [^;]*unsafe-inline/);
  });

  it("sends HSTS and upgrades requests only behind https", () => {
    expect(pageSecurityHeaders("n", "http://localhost:3000")).not.toHaveProperty("strict-transport-security");
    const https = pageSecurityHeaders("n", "https://console.example.com");
    expect(https["strict-transport-security"]).toMatch(/^max-age=\d{8}/);
    expect(https["content-security-policy"]).toContain("upgrade-insecure-requests");
    expect(https["permissions-policy"]).toContain("camera=()");
    expect(https["permissions-policy"]).not.toContain("notifications");
  });
});

describe("transport security of every answer", () => {
  it("is HSTS behind https, for route handlers and pictures as for pages, and nothing over http", () => {
    expect(transportSecurityHeaders("https://console.example.com")).toEqual({ "strict-transport-security": STRICT_TRANSPORT_SECURITY });
    expect(transportSecurityHeaders("http://localhost:3000")).toEqual({});
    expect(pageSecurityHeaders("n", "https://console.example.com")["strict-transport-security"]).toBe(STRICT_TRANSPORT_SECURITY);
  });
});

describe("the headers of every answer", () => {
  it("are the same in next.config.mjs and in the lane that answers /api/admin/* before Next", async () => {
    const { default: config } = (await import("../next.config.mjs" as string)) as { default: NextConfig };
    const rules = await config.headers!();
    const forApi = rules.find((rule) => rule.source.startsWith("/((?!reset-password/)"))!;
    expect(Object.fromEntries(forApi.headers.map(({ key, value }) => [key.toLowerCase(), value]))).toEqual(ANSWER_HEADERS);
  });
});

describe("push registration", () => {
  it("lets a page reach Firebase's registration only when push is on", () => {
    expect(contentSecurityPolicy("n", { https: true, dev: false })).toContain("connect-src 'self';");
    expect(contentSecurityPolicy("n", { https: true, dev: false, push: true })).toContain(
      "connect-src 'self' https://firebaseinstallations.googleapis.com https://fcmregistrations.googleapis.com;",
    );
  });
});
