import type { FastifyInstance } from "fastify";
import type { ResourceDef } from "../../../lib/engine/define";
import { RESOURCES } from "../../../lib/resources/index";
import type { SecretBoxKeys } from "../config/two-factor-key";
import type { Db } from "../db/client";
import { actionRoutes } from "./resource-routes/actions";
import { resourceRouteContext } from "./resource-routes/context";
import { readRoutes } from "./resource-routes/read";
import { undoRoutes } from "./resource-routes/undo";
import { writeRoutes } from "./resource-routes/write";

/**
 * Every route of one declared resource under /api/admin/<resource>: reading, writing, its named
 * actions, and the routes of its own its hooks add. Which of them exist follows from the declaration
 * (no add without a store that adds, no delete unless deletable); who may call each is the path's rule
 * (lib/access.ts), checked before any of them runs.
 */
async function resourceRoutes(app: FastifyInstance, { db, resource, dataKeys }: { db: Db; resource: ResourceDef; dataKeys?: SecretBoxKeys }) {
  const context = resourceRouteContext(db, resource, dataKeys);
  readRoutes(app, context);
  writeRoutes(app, context);
  actionRoutes(app, context);
  undoRoutes(app, context);
  await context.hooks.routes?.(app, { db });
}

/** `dataKeys` seal the values of secret fields at rest (docs/encryption-at-rest.md). */
export async function allResourceRoutes(app: FastifyInstance, { db, dataKeys }: { db: Db; dataKeys?: SecretBoxKeys }) {
  for (const resource of RESOURCES) await app.register(resourceRoutes, { db, resource, dataKeys });
}

