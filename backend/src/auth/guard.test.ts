import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { MESSAGES } from "@/lib/messages";
import { ACCOUNTS, bearer, buildTestApp, signIn, type SignedInRecord } from "../../test/app";
import { describeEachDatabase } from "../../test/databases";
import { eq, sql } from "drizzle-orm";
import { adminUsers } from "../db/schema";
import { ok } from "../http/envelope";
import { adminOf } from "./guard";

// Answers who the guard let in, so a test sees the handler ran for the right administrator.
const whoAmI = async (request: FastifyRequest, reply: FastifyReply) => ok(reply, [{ adminId: adminOf(request).row.id }]);

const forbidden = { status: 403, message: MESSAGES.notPermitted, recordList: [] };
const unauthorized = { status: 401, message: MESSAGES.sessionExpired, recordList: [] };

describeEachDatabase("access guard", (t) => {
  let app: FastifyInstance;
  const tokens: Partial<Record<keyof typeof ACCOUNTS, SignedInRecord>> = {};

  beforeAll(async () => {
    app = await buildTestApp(t.db);
    // buildApp hands back an app that is not ready yet: routes added here go through the guard's onRoute check.
    app.get("/t/religion", { config: { access: { page: "Religion", rights: ["read"] } } }, whoAmI);
    app.post("/t/religion", { config: { access: { page: "Religion", rights: ["edit"] } } }, whoAmI);
    app.get("/t/weight", { config: { access: { page: "Weight", rights: ["read"] } } }, whoAmI);
    app.get("/t/own", { config: { access: "signedIn" } }, whoAmI);
    app.post("/t/own", { config: { access: "signedIn" } }, whoAmI);
    app.post("/t/own/demo-allowed", { config: { access: "signedIn", demoAllowed: true } }, whoAmI);
    app.get("/t/public", { config: { access: "public" } }, async (request, reply) => ok(reply, [{ admin: request.admin }]));
    for (const name of Object.keys(ACCOUNTS) as (keyof typeof ACCOUNTS)[]) tokens[name] = await signIn(app, ACCOUNTS[name]);
  });
  afterAll(async () => {
    await app?.close();
  });

  const call = (method: "GET" | "POST", url: string, who?: keyof typeof ACCOUNTS) =>
    app.inject({ method, url, headers: who ? bearer(tokens[who]!.SessionToken) : {} });

  describe("a page route", () => {
    it("lets staff in on a page it is permitted", async () => {
      const response = await call("GET", "/t/religion", "staff");
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 200, recordList: [{ adminId: tokens.staff!.id }] });
    });

    it("lets staff change data on a page it is permitted", async () => {
      const response = await call("POST", "/t/religion", "staff");
      expect(response.statusCode).toBe(200);
    });

    it("refuses a SessionToken issued before the administrator's rights changed, with 401", async () => {
      const staff = tokens.staff!;
      await t.db.update(adminUsers).set({ accessVersion: sql`${adminUsers.accessVersion} + 1` }).where(eq(adminUsers.id, staff.id));
      const stale = await call("GET", "/t/religion", "staff");
      expect(stale.statusCode).toBe(401);
      expect(stale.json()).toEqual(unauthorized);
      tokens.staff = await signIn(app, ACCOUNTS.staff);
      expect((await call("GET", "/t/religion", "staff")).statusCode).toBe(200);
    });

    it("refuses staff on a page it lacks with 403", async () => {
      const response = await call("GET", "/t/weight", "staff");
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(forbidden);
    });

    it("refuses staff without any permission with 403", async () => {
      const response = await call("GET", "/t/religion", "noAccess");
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(forbidden);
    });

    it.each([
      ["GET", "/t/religion"],
      ["POST", "/t/religion"],
      ["GET", "/t/weight"],
      ["GET", "/t/own"],
      ["POST", "/t/own"],
    ] as const)("lets the administrator %s %s", async (method, url) => {
      const response = await call(method, url, "admin");
      expect(response.statusCode).toBe(200);
      expect(response.json().recordList).toEqual([{ adminId: tokens.admin!.id }]);
    });

    it("refuses a request without a SessionToken with 401", async () => {
      const response = await call("GET", "/t/religion");
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(unauthorized);
    });

    it("refuses a garbage SessionToken with 401", async () => {
      const response = await app.inject({ method: "GET", url: "/t/religion", headers: bearer("garbage") });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(unauthorized);
    });
  });

  describe("the demo administrator", () => {
    it.each(["/t/religion", "/t/weight", "/t/own"])("may read %s", async (url) => {
      const response = await call("GET", url, "demo");
      expect(response.statusCode).toBe(200);
      expect(response.json().recordList).toEqual([{ adminId: tokens.demo!.id }]);
    });

    it.each(["/t/religion", "/t/own"])("may not change data through POST %s", async (url) => {
      const response = await call("POST", url, "demo");
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ status: 403, message: "The demo account is read-only: it cannot change any data.", recordList: [] });
    });

    it("may call a route that allows the demo account explicitly", async () => {
      const response = await call("POST", "/t/own/demo-allowed", "demo");
      expect(response.statusCode).toBe(200);
    });
  });

  describe("an own-account route", () => {
    it("lets staff with a permission use its own account", async () => {
      const response = await call("GET", "/t/own", "staff");
      expect(response.statusCode).toBe(200);
      expect(response.json().recordList).toEqual([{ adminId: tokens.staff!.id }]);
    });

    // Staff without a single page has no console to use; docs/product-rules.md §4 signs it out wherever it goes.
    it("refuses staff without any permission with 403", async () => {
      for (const method of ["GET", "POST"] as const) {
        const response = await call(method, "/t/own", "noAccess");
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(forbidden);
      }
    });
  });

  it("lets anyone call a public route, and signs no one in on it", async () => {
    const response = await app.inject({ method: "GET", url: "/t/public", headers: bearer(tokens.admin!.SessionToken) });
    expect(response.statusCode).toBe(200);
    expect(response.json().recordList).toEqual([{ admin: null }]);
  });

  describe("a route that does not say who may call it", () => {
    it("cannot be registered", async () => {
      const bare = await buildTestApp(t.db);
      try {
        expect(() => bare.get("/t/open", async () => "open")).toThrow(
          "Route GET /t/open does not declare who may call it (config.access).",
        );
      } finally {
        await bare.close();
      }
    });

    it("keeps the api from starting when a plugin registers it", async () => {
      const bare = await buildTestApp(t.db);
      // Not awaited: the failure belongs to start-up, which ready() reports.
      void bare.register(async (plugin) => {
        plugin.post("/t/open", async () => "open");
      });
      await expect(bare.ready()).rejects.toThrow("Route POST /t/open does not declare who may call it (config.access).");
      await bare.close().catch(() => undefined);
    });
  });
});
