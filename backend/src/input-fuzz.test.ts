/**
 * The bounded fuzz of the api (docs/input-limits.md): thousands of generated bad requests over every
 * route, as the full administrator, as staff and signed out; none may answer 5xx, and no row of any
 * table may change.
 */
import type { FastifyInstance, InjectOptions } from "fastify";
import { MAX_URL_LENGTH } from "@/lib/input-limits";
import { MESSAGES } from "@/lib/messages";
import { generateBadRequests } from "@/lib/testing/bad-requests";
import { ACCOUNTS, bearer, buildTestApp, newClientAddress, signIn } from "../test/app";
import { describeEachDatabase } from "../test/databases";
import { listRoutes } from "../test/routes";
import { fingerprint } from "./db/fingerprint";
import { MAX_JSON_BYTES } from "./http/input-limits";
import { seedReferenceData } from "./engine/seed";

const REQUESTS = 6_000;
/**
 * Routes whose handlers read no body (signing out, starting a two-factor setup): a well-formed body
 * of the wrong shape is no defect there, and they would do their work.
 */
const IGNORES_BODY = /\/(logout|logoutAll|refreshToken|twoFactor\/setup)$/;

describeEachDatabase("input fuzz", (t) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    await seedReferenceData(t.db);
    app = await buildTestApp(t.db);
  });
  afterAll(() => app?.close());

  it(`answers ${REQUESTS} generated bad requests over every route with no 5xx, changing no row`, async () => {
    const identities = [
      { name: "admin", headers: bearer((await signIn(app, ACCOUNTS.admin)).SessionToken) },
      { name: "staff", headers: bearer((await signIn(app, ACCOUNTS.staff)).SessionToken) },
      { name: "anonymous", headers: {} },
    ];
    const routes = listRoutes(app).filter((route) => !route.path.startsWith("/api/test/"));
    expect(routes.length).toBeGreaterThan(100);
    const methods = new Map<string, string[]>();
    for (const route of routes) methods.set(route.path, [...(methods.get(route.path) ?? []), route.method]);
    const requests = generateBadRequests(routes, {
      seed: 11,
      count: REQUESTS,
      methodsOf: (path) => methods.get(path) ?? [],
      shapedBodies: (route) => !IGNORES_BODY.test(route.path),
      goodParam: (name) => (/id$/i.test(name) && !/media/i.test(name) ? "1" : "00000000-0000-4000-8000-000000000000"),
      maxJsonBytes: MAX_JSON_BYTES,
      maxUrlLength: MAX_URL_LENGTH,
      bigHeaders: false,
    });
    const before = await fingerprint(t.db);
    const failures: string[] = [];
    const kinds = new Map<string, number>();
    for (const [index, request] of requests.entries()) {
      const identity = identities[index % identities.length];
      const answer = await app.inject({
        method: request.method as InjectOptions["method"],
        url: request.url,
        headers: { ...identity.headers, ...request.headers },
        payload: request.body,
        remoteAddress: newClientAddress(),
      });
      kinds.set(request.kind, (kinds.get(request.kind) ?? 0) + 1);
      if (answer.statusCode >= 500) failures.push(`${identity.name} ${request.kind} ${request.method} ${request.url.slice(0, 120)} → ${answer.statusCode} ${answer.body.slice(0, 200)}`);
    }
    console.log(`api fuzz: ${requests.length} bad requests over ${routes.length} routes (${[...kinds].map(([k, n]) => `${k} ${n}`).join(", ")})`);
    expect(failures).toEqual([]);
    expect(await fingerprint(t.db)).toEqual(before);
  }, 240_000);

  // A field a route does not take is refused in words, never dropped while the rest is saved
  // (docs/input-limits.md). Every write route of the tree, none listed by hand.
  it("refuses a field it does not take on every write route with 400 naming it, storing nothing", async () => {
    const headers = bearer((await signIn(app, ACCOUNTS.admin)).SessionToken);
    const writes = listRoutes(app).filter((route) => !route.path.startsWith("/api/test/") && ["POST", "PUT", "PATCH", "DELETE"].includes(route.method));
    expect(writes.length).toBeGreaterThan(50);
    const before = await fingerprint(t.db);
    const wrong: string[] = [];
    for (const route of writes) {
      const url = route.path.replace(/:(\w+)/g, (_, name: string) => (/media/i.test(name) ? "00000000-0000-4000-8000-000000000000" : "1"));
      const answer = await app.inject({ method: route.method as InjectOptions["method"], url, headers, payload: { notAField: "x" }, remoteAddress: newClientAddress() });
      const body = answer.json() as { message?: string; errors?: Record<string, string> };
      // A route taking a file, not fields, refuses fields as the wrong kind of content.
      const refused = (answer.statusCode === 400 && body.errors?.notAField === MESSAGES.unknownField("notAField")) || (answer.statusCode === 415 && body.message === MESSAGES.unsupportedContent);
      if (!refused) wrong.push(`${route.method} ${route.path} → ${answer.statusCode} ${answer.body.slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
    expect(await fingerprint(t.db)).toEqual(before);
  }, 120_000);
});
