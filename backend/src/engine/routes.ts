import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { hasToggle, type ResourceDef } from "../../../lib/engine/define";
import { columnHeader, cellText, displayUnit } from "../../../lib/engine/format";
import { requireResource, RESOURCES } from "../../../lib/resources/index";
import { listQuerySchema } from "../../../lib/engine/list-query";
import { inputSchema, MAX_ID } from "../../../lib/engine/schema";
import { audit } from "../audit";
import type { Db } from "../db/client";
import { ok } from "../http/envelope";
import { validate } from "../http/validate";
import { media } from "../db/schema";
import { acceptImageUploads, MAX_IMAGE_BYTES, pictureOf } from "../media/images";
import { csvLine, sendCsv } from "./csv";
import { allRows, createRow, deleteRow, getRow, listRows, optionRows, setActive, updateRow } from "./repository";
import { hooksOf } from "../resources/index";

const idParams = z.object({ id: z.coerce.number({ error: "Not found." }).int().positive("Not found.").max(MAX_ID, "Not found.") });
const activeBody = z.object({ isActive: z.boolean({ error: "isActive must be true or false" }) });

const unitOf = (key: string) => displayUnit(requireResource(key));

/** The generic routes of one declared resource; who may call them follows from the path (lib/access.ts). */
async function resourceRoutes(app: FastifyInstance, { db, resource }: { db: Db; resource: ResourceDef }) {
  const base = `/api/admin/${resource.key}`;
  const listQuery = listQuerySchema(resource);
  const input = inputSchema(resource);
  const hooks = hooksOf(resource.key);
  const target = (id: number) => `${resource.key}:${id}`;

  app.get(base, async (request, reply) => {
    const { rows, total } = await listRows(db, resource, validate(listQuery, request.query), hooks);
    return ok(reply, rows, { totalRecords: total });
  });

  // The choices of selects in other forms: active rows, narrowed by a dependsOn filter (community by religion).
  const optionFilters = z.object(
    Object.fromEntries(Object.keys(resource.fields).filter((k) => resource.fields[k].kind === "ref").map((k) => [k, z.coerce.number().int().positive().max(MAX_ID).optional()])),
  );
  app.get(`${base}/options`, async (request, reply) => {
    const filters = Object.fromEntries(Object.entries(validate(optionFilters, request.query)).filter(([, v]) => v !== undefined)) as Record<string, number>;
    return ok(reply, await optionRows(db, resource, filters));
  });

  app.get(`${base}/export`, async (request, reply) => {
    const query = validate(listQuery, request.query);
    const headers = ["Sr. No", ...resource.columns.map((c) => columnHeader(resource, c.field, c.header)), "Status"];
    async function* lines() {
      yield `\uFEFF${csvLine(headers)}`;
      let n = 0;
      for await (const batch of allRows(db, resource, query, hooks)) {
        yield batch.map((row) => csvLine([++n, ...resource.columns.map((c) => cellText(resource, c.field, row, unitOf)), row.isActive ? "Active" : "Inactive"])).join("");
      }
    }
    return sendCsv(reply, resource.key, lines());
  });

  app.get(`${base}/:id`, async (request, reply) => {
    const { id } = validate(idParams, request.params);
    return ok(reply, [await getRow(db, resource, id, hooks)]);
  });

  if (!resource.readOnly) {
    app.post(base, async (request, reply) => {
      const row = await createRow(db, resource, validate(input, request.body), hooks);
      await audit(db, request, { action: `${resource.key}.create`, target: target(row.id as number) });
      return ok(reply, [row], { message: `${resource.singular} added` });
    });

    app.put(`${base}/:id`, async (request, reply) => {
      const { id } = validate(idParams, request.params);
      const row = await updateRow(db, resource, id, validate(input, request.body), hooks);
      await audit(db, request, { action: `${resource.key}.update`, target: target(id) });
      return ok(reply, [row], { message: `${resource.singular} saved` });
    });
  }

  if (hasToggle(resource)) app.put(`${base}/:id/active`, async (request, reply) => {
    const { id } = validate(idParams, request.params);
    const { isActive } = validate(activeBody, request.body);
    const row = await setActive(db, resource, id, isActive, hooks.guard);
    await audit(db, request, { action: `${resource.key}.${isActive ? "activate" : "deactivate"}`, target: target(id) });
    return ok(reply, [row], { message: `${resource.singular} is now ${isActive ? "active" : "inactive"}` });
  });

  if (resource.deletable) {
    app.delete(`${base}/:id`, async (request, reply) => {
      const { id } = validate(idParams, request.params);
      await deleteRow(db, resource, id, hooks);
      await audit(db, request, { action: `${resource.key}.delete`, target: target(id) });
      return ok(reply, [], { message: `${resource.singular} deleted` });
    });
  }

  // Pictures (an occupation's image) are uploaded first; the form then saves the returned id.
  if (Object.values(resource.fields).some((field) => field.kind === "image") && !resource.readOnly) {
    acceptImageUploads(app);
    app.post(`${base}/image`, { bodyLimit: 2 * MAX_IMAGE_BYTES }, async (request, reply) => {
      const { bytes, contentType } = pictureOf(request.body);
      const [file] = await db.insert(media).values({ contentType, bytes, size: bytes.length, owner: resource.key }).returning({ id: media.id });
      return ok(reply, [{ id: file.id }], { message: "Picture uploaded" });
    });
  }

  for (const action of resource.actions ?? []) {
    const run = hooks.actions?.[action.key];
    if (!run) throw new Error(`Resource "${resource.key}" declares the action "${action.key}" but no hook carries it out.`);
    const body = action.body ?? z.object({});
    app.post(`${base}/:id/${action.key}`, async (request, reply) => {
      const { id } = validate(idParams, request.params);
      const payload = validate(body, request.body ?? {});
      const message = await run({ db, request, row: await getRow(db, resource, id, hooks), body: payload });
      await audit(db, request, { action: `${resource.key}.${action.key}`, target: target(id), details: Object.keys(payload).length ? payload : undefined });
      return ok(reply, [await getRow(db, resource, id, hooks)], { message });
    });
  }

  await hooks.routes?.(app, { db });
}

export async function allResourceRoutes(app: FastifyInstance, { db }: { db: Db }) {
  for (const resource of RESOURCES) await app.register(resourceRoutes, { db, resource });
}

