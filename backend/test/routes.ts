/** Every route the api answers, read from Fastify's own tree, so a new route is fuzzed without a list. */
import type { FastifyInstance } from "fastify";
import type { RouteShape } from "@/lib/testing/bad-requests";

/** Parses `app.printRoutes({ commonPrefix: false })`: each line a segment under its parent's, with its methods. */
export function listRoutes(app: FastifyInstance): RouteShape[] {
  const routes: RouteShape[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.replace(/\u00a0/g, " "));
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    stack.push(match[2]);
    const path = stack.join("");
    for (const method of match[3]?.split(", ") ?? []) if (method !== "HEAD" && method !== "OPTIONS") routes.push({ method, path });
  }
  return routes;
}
