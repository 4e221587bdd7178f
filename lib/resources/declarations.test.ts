import { ADMIN_PAGES, resourcesOf } from "../pages";
import { resourceByKey, RESOURCES } from "./index";
import { sortableFields } from "../engine/list-query";

/** Declarations are data: these checks catch a typo before it reaches a page or a migration. */
describe.each(RESOURCES.map((r) => [r.key, r] as const))("the declaration of %s", (key, resource) => {
  const fieldKeys = Object.keys(resource.fields);
  const computed = Object.keys(resource.computed ?? {});

  it("is owned by exactly one page, which its api routes open to", () => {
    expect(ADMIN_PAGES.filter((p) => resourcesOf(p).includes(key))).toHaveLength(1);
  });

  it("names no field as the list query's own parameters (status is the active filter)", () => {
    for (const reserved of ["page", "pageSize", "search", "sort", "order", "status", "from", "to"]) expect(fieldKeys).not.toContain(reserved);
  });

  it("names only fields it has", () => {
    expect(fieldKeys).toContain(resource.display);
    for (const column of resource.columns) expect([...fieldKeys, ...computed]).toContain(column.field);
    for (const filter of resource.filters ?? []) expect(fieldKeys).toContain(filter.field);
    // Searched inside their words: stored as text (an enum's choice is its words, as the Audit Log's page).
    for (const field of resource.search) expect(["text", "enum"]).toContain(resource.fields[field]?.kind);
    for (const rule of resource.unique ?? []) for (const field of [...rule.fields, ...(rule.scope ?? [])]) expect(fieldKeys).toContain(field);
    expect(sortableFields(resource)).toContain(resource.defaultSort.field);
  });

  it("refers only to declared resources, through fields they have", () => {
    for (const field of Object.values(resource.fields)) {
      const target = field.kind === "ref" || field.kind === "refList" ? field.resource : field.kind === "rows" ? field.ref.resource : undefined;
      if (target) expect(resourceByKey(target)).toBeDefined();
      if (field.kind === "ref" && field.dependsOn) {
        expect(fieldKeys).toContain(field.dependsOn.field);
        expect(Object.keys(resourceByKey(field.resource)!.fields)).toContain(field.dependsOn.filter);
      }
    }
    for (const rule of resource.referencedBy ?? []) {
      const from = resourceByKey(rule.resource);
      expect(from).toBeDefined();
      const field = from!.fields[rule.field];
      const target = field.kind === "ref" || field.kind === "refList" ? field.resource : field.kind === "rows" ? field.ref.resource : undefined;
      expect(target).toBe(key);
    }
  });

  it("is told about every field that refers to it, so a delete checks them all", () => {
    // A resource with tables of its own (members) is found from its foreign keys instead (backend/src/engine/references.ts).
    for (const other of RESOURCES.filter((r) => !r.ownTables)) {
      for (const [name, field] of Object.entries(other.fields)) {
        const target = field.kind === "ref" || field.kind === "refList" ? field.resource : field.kind === "rows" ? field.ref.resource : undefined;
        if (target === key) expect(resource.referencedBy).toContainEqual(expect.objectContaining({ resource: other.key, field: name }));
      }
    }
  });

  it("has seed rows (or tables of its own, filled by the app), and table and key names no other resource uses", () => {
    if (!resource.ownTables) expect(resource.seed?.length).toBeGreaterThan(0);
    expect(RESOURCES.filter((r) => r.key === resource.key)).toHaveLength(1);
    // The engine makes a table for each resource without tables of its own: no other resource may name it.
    // Resources with tables of their own only read theirs, and two may read one (History and Audit Log).
    if (!resource.ownTables) expect(RESOURCES.filter((r) => r.table === resource.table)).toHaveLength(1);
  });
});

describe("the pages' resources", () => {
  it("are all declared", () => {
    for (const page of ADMIN_PAGES) for (const key of page.resources ?? []) expect(resourceByKey(key)).toBeDefined();
  });
});
