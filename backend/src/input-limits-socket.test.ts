/** What a refusal leaves of a real keep-alive connection to the api (docs/input-limits.md). */
import type { FastifyInstance } from "fastify";
import type { AddressInfo } from "node:net";
import { keepAliveExchange, rawRequest } from "@/lib/testing/keep-alive";
import { buildTestApp } from "../test/app";
import { describeEachDatabase } from "../test/databases";

describeEachDatabase("input limits over a socket", (t) => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = await buildTestApp(t.db);
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app?.close());

  const next = rawRequest("GET", "/api/admin/users/me", { Host: "127.0.0.1" });
  const usable = (second: unknown) => second === "closed" || (typeof second === "object" && (second as { status: number }).status === 401);

  it("answers a body over the limit with 413 and closes the connection cleanly", async () => {
    const body = `{"email":"${"a".repeat(2 * 1024 * 1024)}"}`;
    const outcome = await keepAliveExchange(port, rawRequest("POST", "/api/admin/users/login", { Host: "127.0.0.1", "Content-Type": "application/json" }, body), next);
    expect(outcome.first?.status).toBe(413);
    // The rest of the body is unread: keeping the connection would leave the next request to chance.
    expect(outcome.first?.headers.connection).toBe("close");
    expect(outcome.second).toBe("closed");
  });

  it("answers a JSON body too deep with 400 and keeps the connection", async () => {
    const body = `{"email":${"[".repeat(5000)}${"]".repeat(5000)}}`;
    const outcome = await keepAliveExchange(port, rawRequest("POST", "/api/admin/users/login", { Host: "127.0.0.1", "Content-Type": "application/json" }, body), next);
    expect(outcome.first?.status).toBe(400);
    expect(usable(outcome.second)).toBe(true);
  });

  it("answers an overlong URL with a 414 envelope and keeps the connection", async () => {
    const outcome = await keepAliveExchange(port, rawRequest("GET", `/api/admin/income?search=${"a".repeat(9000)}`, { Host: "127.0.0.1" }), next);
    expect(outcome.first?.status).toBe(414);
    expect(outcome.first?.headers["content-type"]).toContain("application/json");
    expect(usable(outcome.second)).toBe(true);
  });
});
