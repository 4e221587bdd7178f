/** The list query of every declared resource: what the URL may hold, and what the api refuses. */
import type { ResourceDef } from "./define";
import { RESOURCES } from "../resources/index";
import { sortableFields } from "./list-query";
import { listQuerySchema } from "./list-query-schema";
import { MAX_ID } from "./schema";

const EACH = RESOURCES.map((resource) => [resource.key, resource] as const);

const kindOf = (resource: ResourceDef, key: string) => resource.fields[key]?.kind;

describe("listQuerySchema", () => {
  it.each(EACH)("%s: defaults to page 1 of 10 in the default sort", (_key, resource) => {
    const schema = listQuerySchema(resource);
    expect(schema.parse({})).toEqual({ page: 1, pageSize: 10, sort: resource.defaultSort.field, order: resource.defaultSort.order });
    expect(schema.parse({ page: "3", pageSize: "40", search: "  ab  ", status: "inactive" })).toMatchObject({ page: 3, pageSize: 40, search: "ab", status: "inactive" });
  });

  it.each(EACH)("%s: sorts by id, the default sort and the sortable columns only", (_key, resource) => {
    const schema = listQuerySchema(resource);
    const sortable = sortableFields(resource);
    expect(sortable).toEqual(expect.arrayContaining(["id", resource.defaultSort.field]));
    for (const sort of sortable) expect(schema.parse({ sort, order: "desc" })).toMatchObject({ sort, order: "desc" });
    for (const column of resource.columns.filter((c) => !c.sortable && c.field !== resource.defaultSort.field)) {
      expect({ sort: column.field, ok: schema.safeParse({ sort: column.field }).success }).toEqual({ sort: column.field, ok: false });
    }
  });

  it.each(EACH)("%s: refuses pages, sizes, orders and statuses it does not know", (_key, resource) => {
    const schema = listQuerySchema(resource);
    // Every engine table has a created_at no list sorts by; a list of tables of its own may sort by one.
    const unsortedColumn = sortableFields(resource).includes("createdAt") ? [] : [{ sort: "createdAt" }];
    for (const bad of [{ page: "0" }, { page: "x" }, { page: "1.5" }, { pageSize: "0" }, { pageSize: "101" }, { sort: "nonesuch" }, ...unsortedColumn, { order: "up" }, { status: "all" }, { search: "x".repeat(101) }]) {
      expect({ bad, ok: schema.safeParse(bad).success }).toEqual({ bad, ok: false });
    }
  });

  it.each(EACH)("%s: reads each declared filter, and refuses a value that names nothing", (_key, resource) => {
    const schema = listQuerySchema(resource);
    for (const { field } of resource.filters ?? []) {
      const def = resource.fields[field];
      if (def.kind === "ref") {
        expect(schema.parse({ [field]: String(MAX_ID) })).toMatchObject({ [field]: MAX_ID });
        // Beyond a PostgreSQL integer the database would fail on the comparison: refused here instead.
        for (const bad of ["0", "-1", "abc", "1.5", String(MAX_ID + 1)]) expect({ bad, ok: schema.safeParse({ [field]: bad }).success }).toEqual({ bad, ok: false });
      } else if (def.kind === "boolean") {
        expect(schema.parse({ [field]: "true" })).toMatchObject({ [field]: true });
        expect(schema.parse({ [field]: "false" })).toMatchObject({ [field]: false });
        expect(schema.safeParse({ [field]: "no" }).success).toBe(false);
      } else if (def.kind === "number") {
        // An exact value a page fixes (a member's id on their view's tabs), within the field's bounds.
        expect(schema.parse({ [field]: String(def.max) })).toMatchObject({ [field]: def.max });
        for (const bad of [String(def.min - 1), "abc", String(def.max + 1)]) expect({ bad, ok: schema.safeParse({ [field]: bad }).success }).toEqual({ bad, ok: false });
      } else if (def.kind === "enum") {
        for (const option of def.options) expect(schema.parse({ [field]: option })).toMatchObject({ [field]: option });
        expect(schema.safeParse({ [field]: "Nonesuch" }).success).toBe(false);
      } else {
        throw new Error(`${resource.key} filters by ${field}, a ${kindOf(resource, field)} field: the list query cannot read it`);
      }
    }
  });
});
