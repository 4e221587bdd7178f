import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { hasToggle } from "../../../../lib/engine/define";
import { cellText, columnHeader, displayUnit } from "../../../../lib/engine/format";
import { listQuerySchema } from "../../../../lib/engine/list-query-schema";
import { idTextRule } from "../../../../lib/id-rules";
import { requireResource } from "../../../../lib/resources/index";
import { ok } from "../../http/envelope";
import { validate } from "../../http/validate";
import { csvLine, sendCsv } from "../csv";
import { pathId } from "../path-id";
import { optionRows } from "../repository";
import type { ResourceRouteContext } from "./context";

const unitOf = (key: string) => displayUnit(requireResource(key));

/** Reading a resource: a page of its rows, the options of selects, the whole list as CSV, one row. */
export function readRoutes(app: FastifyInstance, { db, resource, source, base, found }: ResourceRouteContext) {
  const listQuery = listQuerySchema(resource);

  app.get(base, async (request, reply) => {
    const { rows, total, capped } = await source.list(db, validate(listQuery, request.query));
    return ok(reply, rows, { totalRecords: total, ...(capped ? { totalCapped: true } : {}) });
  });

  // The choices of selects in other forms: active rows, narrowed by a dependsOn filter (community by religion).
  const optionFilters = z.object(
    Object.fromEntries(Object.keys(resource.fields).filter((k) => resource.fields[k].kind === "ref").map((k) => [k, idTextRule(`${k} must be a row id`).optional()])),
  );
  if (!resource.ownTables) app.get(`${base}/options`, async (request, reply) => {
    const filters = Object.fromEntries(Object.entries(validate(optionFilters, request.query)).filter(([, v]) => v !== undefined)) as Record<string, number>;
    return ok(reply, await optionRows(db, resource, filters));
  });

  app.get(`${base}/export`, async (request, reply) => {
    const query = validate(listQuery, request.query);
    // Rows of tables of their own report a switch only when they have one (administrators, not members).
    const status = !resource.ownTables || hasToggle(resource);
    const headers = ["Sr. No", ...resource.columns.map((c) => columnHeader(resource, c.field, c.header)), ...(status ? ["Status"] : [])];
    // Asked before the first line is sent, so a source refusing the query (a member's list without the
    // member) answers 400 instead of breaking off a download already under way.
    const batches = source.stream(db, query);
    async function* lines() {
      yield `\uFEFF${csvLine(headers)}`;
      let n = 0;
      for await (const batch of batches) {
        yield batch
          .map((row) => csvLine([++n, ...resource.columns.map((c) => cellText(resource, c.field, row, unitOf)), ...(status ? [row.isActive ? "Active" : "Inactive"] : [])]))
          .join("");
      }
    }
    return sendCsv(reply, resource.key, lines());
  });

  app.get(`${base}/:id`, async (request, reply) => {
    const id = pathId(request.params);
    return ok(reply, [await found(db, id)]);
  });
}
