/** The api's security headers and caching (docs/security-headers.md). */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { ACCOUNTS, bearer, buildTestApp, ME, newClientAddress, postLogin, REFRESH, signIn } from "../../test/app";
import { describeEachDatabase } from "../../test/databases";
import { seedReferenceData } from "../engine/seed";

const expectSecurityHeaders = (answer: LightMyRequestResponse) => {
  expect(answer.headers["content-security-policy"]).toContain("default-src 'none'");
  expect(answer.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  expect(answer.headers["x-frame-options"]).toBe("DENY");
  expect(answer.headers["referrer-policy"]).toBe("no-referrer");
  expect(answer.headers["cross-origin-resource-policy"]).toBe("same-origin");
};

describeEachDatabase("api security headers", (t) => {
  let app: FastifyInstance;
  let https: FastifyInstance;

  beforeAll(async () => {
    await seedReferenceData(t.db);
    app = await buildTestApp(t.db);
    https = await buildTestApp(t.db, { publicUrl: "https://console.example.com" });
  });
  afterAll(async () => {
    await app?.close();
    await https?.close();
  });

  it("marks the sign-in and refresh answers that carry tokens no-store, with the security headers", async () => {
    const login = await postLogin(app, ACCOUNTS.admin, { remoteAddress: newClientAddress() });
    expect(login.statusCode).toBe(200);
    expect(login.headers["cache-control"]).toBe("no-store");
    expectSecurityHeaders(login);
    const refresh = await app.inject({ method: "POST", url: REFRESH, headers: { "refresh-token": login.json().recordList[0].RefreshToken }, remoteAddress: newClientAddress() });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.headers["cache-control"]).toBe("no-store");
  });

  it("marks every signed-in answer under /api/admin no-store, refusals too", async () => {
    const { SessionToken } = await signIn(app, ACCOUNTS.admin);
    for (const url of [ME, "/api/admin/religion?page=1&pageSize=10", "/api/admin/religion/999999", "/api/admin/nothing-here"]) {
      const answer = await app.inject({ method: "GET", url, headers: bearer(SessionToken) });
      expect({ url, cacheControl: answer.headers["cache-control"] }).toEqual({ url, cacheControl: "no-store" });
      expectSecurityHeaders(answer);
    }
    const anonymous = await app.inject({ method: "GET", url: ME });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers["cache-control"]).toBe("no-store");
  });

  it("sends HSTS only when PUBLIC_URL is https", async () => {
    expect((await app.inject({ method: "GET", url: "/healthz" })).headers["strict-transport-security"]).toBeUndefined();
    const answer = await https.inject({ method: "GET", url: "/healthz" });
    expect(answer.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    expectSecurityHeaders(answer);
  });
});
