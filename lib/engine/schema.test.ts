/**
 * The zod rules made from every declaration (RESOURCES): the seed rows pass them once their
 * references are ids, and an empty required field is refused with the words the form shows.
 */
import type { ResourceDef } from "./define";
import type { Field } from "./fields";
import { fieldErrors } from "../input-issues";
import { MESSAGES } from "../messages";
import { RESOURCES } from "../resources/index";
import { editableFields, fieldRule, inputSchema, MAX_ID, secretKey } from "./schema";

const EACH = RESOURCES.map((resource) => [resource.key, resource] as const);
/** Resources with an add and edit form: rows kept in tables of their own (members) are written by the app. */
const FORMS = EACH.filter(([, resource]) => !resource.ownTables);

type Row = Record<string, unknown>;

/** A seed row as the form sends it: a reference's display value becomes an id (any positive one). */
function seedPayload(resource: ResourceDef, seed: Row): Row {
  const ids = new Map<string, number>();
  const idOf = (value: unknown) => {
    const key = String(value);
    if (!ids.has(key)) ids.set(key, ids.size + 1);
    return ids.get(key)!;
  };
  const payload: Row = {};
  for (const [key, field] of Object.entries(resource.fields)) {
    // Read-only fields are the seed's to set; a payload may not carry them.
    if (!(key in seed) || field.readOnly) continue;
    const value = seed[key];
    if (field.kind === "ref") payload[key] = idOf(value);
    else if (field.kind === "refList") payload[key] = (value as unknown[]).map(idOf);
    else if (field.kind === "rows") payload[key] = (value as Row[]).map((row) => ({ ...row, [field.ref.key]: idOf(row[field.ref.key]) }));
    else payload[key] = value;
  }
  return payload;
}

/** The message of the first issue about a field, or undefined when the field passed. */
function messageFor(resource: ResourceDef, payload: Row, key: string): string | undefined {
  const parsed = inputSchema(resource).safeParse(payload);
  return parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === key)?.message;
}

/** What an empty (missing, "" or spaces) required field reads as. */
function emptyMessage(field: Field): string | undefined {
  switch (field.kind) {
    case "text":
    case "number":
    case "refList":
    case "rows":
      return `${field.label} is required`;
    case "enum":
    case "ref":
      return `Choose a ${field.label.toLowerCase()}`;
    case "image":
      return `Upload ${field.label.toLowerCase()}`;
    default:
      return undefined;
  }
}

describe("inputSchema", () => {
  it("covers every declared resource, each with seed rows", () => {
    expect(RESOURCES.length).toBeGreaterThan(0);
    for (const resource of RESOURCES.filter((r) => !r.ownTables)) expect({ key: resource.key, seeds: (resource.seed?.length ?? 0) > 0 }).toEqual({ key: resource.key, seeds: true });
  });

  it.each(EACH)("%s: accepts every seed row, and keeps what it holds", (_key, resource) => {
    const schema = inputSchema(resource);
    for (const seed of resource.seed ?? []) {
      const payload = seedPayload(resource, seed);
      const parsed = schema.safeParse(payload);
      if (!parsed.success) throw new Error(`${resource.key} refuses its seed row ${JSON.stringify(seed)}: ${parsed.error.issues.map((i) => i.message).join("; ")}`);
      for (const [key, field] of editableFields(resource)) {
        if (!(key in payload) || field.kind === "refList") continue;
        expect({ key, value: parsed.data[key] }).toEqual({ key, value: payload[key] });
      }
      // Read-only fields are set by actions and the seed only: a payload cannot carry them.
      for (const [key, field] of Object.entries(resource.fields)) if (field.readOnly) expect(parsed.data).not.toHaveProperty(key);
    }
  });

  it.each(EACH)("%s: seed rows keep its unique rules (text whatever its case)", (_key, resource) => {
    for (const rule of resource.unique ?? []) {
      const keys = [...(rule.scope ?? []), ...rule.fields];
      const seen = new Set<string>();
      for (const seed of resource.seed ?? []) {
        const value = JSON.stringify(keys.map((k) => (resource.fields[k].kind === "text" ? String(seed[k]).toLowerCase() : seed[k])));
        expect({ rule: keys.join(","), duplicate: seen.has(value) ? value : undefined }).toEqual({ rule: keys.join(","), duplicate: undefined });
        seen.add(value);
      }
    }
  });

  it.each(FORMS)("%s: refuses each empty required field with its message", (_key, resource) => {
    const valid = seedPayload(resource, resource.seed![0]);
    for (const [key, field] of editableFields(resource)) {
      const message = emptyMessage(field);
      if (!field.required || !message) continue;
      const { [key]: _dropped, ...missing } = valid;
      expect({ key, empty: "missing", message: messageFor(resource, missing, key) }).toEqual({ key, empty: "missing", message });
      for (const empty of ["", "   ", null]) {
        // A list's "" is no list: it reads as missing too; spaces are a text's emptiness only.
        if (empty === "   " && field.kind !== "text") continue;
        expect({ key, empty, message: messageFor(resource, { ...valid, [key]: empty }, key) }).toEqual({ key, empty, message });
      }
      if (field.kind === "refList" || field.kind === "rows") {
        expect(messageFor(resource, { ...valid, [key]: [] }, key)).toMatch(/^(Choose at least one of the|Add at least one) /);
      }
    }
  });

  it.each(FORMS)("%s: lets optional fields be left empty, and refuses unknown keys, naming each", (_key, resource) => {
    const valid = seedPayload(resource, resource.seed![0]);
    const schema = inputSchema(resource);
    for (const [key, field] of editableFields(resource)) {
      if (field.required) continue;
      // "" is a cleared input; a switch or a credentials object has no such value.
      for (const empty of ["text", "number", "ref", "image"].includes(field.kind) ? [undefined, ""] : [undefined]) {
        const parsed = schema.safeParse({ ...valid, [key]: empty });
        expect({ key, empty, ok: parsed.success }).toEqual({ key, empty, ok: true });
      }
    }
    const unknown = ["id", "isActive", "createdAt", "somethingElse"].filter((key) => !(key in resource.fields) || resource.fields[key].readOnly);
    const parsed = schema.safeParse({ ...valid, ...Object.fromEntries(unknown.map((key) => [key, 1])) });
    expect(parsed.success).toBe(false);
    const errors = fieldErrors(parsed.error!.issues);
    for (const key of unknown) expect({ key, error: errors[key] }).toEqual({ key, error: MESSAGES.unknownField(key) });
  });

  it.each(FORMS)("%s: trims text and reads numbers and ids sent as strings", (_key, resource) => {
    const valid = seedPayload(resource, resource.seed![0]);
    const schema = inputSchema(resource);
    const padded: Row = { ...valid };
    for (const [key, field] of editableFields(resource)) {
      if (!(key in valid)) continue;
      if (field.kind === "text") padded[key] = `  ${valid[key]}  `;
      if (field.kind === "number" || field.kind === "ref") padded[key] = String(valid[key]);
    }
    const parsed = schema.parse(padded);
    for (const [key, field] of editableFields(resource)) {
      if (key in valid && (field.kind === "text" || field.kind === "number" || field.kind === "ref")) expect(parsed[key]).toEqual(valid[key]);
    }
  });
});

describe("fieldRule", () => {
  it("keeps ids within a PostgreSQL integer", () => {
    const rule = fieldRule({ kind: "ref", label: "Religion", resource: "religion", required: true });
    expect(rule.safeParse(MAX_ID).success).toBe(true);
    expect(rule.safeParse(String(MAX_ID)).success).toBe(true);
    for (const bad of [MAX_ID + 1, String(MAX_ID + 1), 0, -1, 1.5, "1e3", "abc"]) {
      const parsed = rule.safeParse(bad);
      expect({ bad, ok: parsed.success, message: parsed.error?.issues[0].message }).toEqual({ bad, ok: false, message: "Choose a religion" });
    }
  });

  it("checks a number's range and decimals", () => {
    const rule = fieldRule({ kind: "number", label: "Discount", min: 0, max: 100, scale: 2, required: true });
    expect(rule.parse("12.5")).toBe(12.5);
    expect(rule.parse(0)).toBe(0);
    const message = (value: unknown) => rule.safeParse(value).error?.issues[0].message;
    expect(message(100.01)).toBe("Discount must be at most 100");
    expect(message(-0.01)).toBe("Discount must be at least 0");
    expect(message(1.005)).toBe("Discount may have at most 2 decimals");
    expect(message("abc")).toBe("Discount must be a number");
    expect(message("1e999")).toBe("Discount must be a number");
    expect(message(undefined)).toBe("Discount is required");
  });

  it("names credentials the way the payload and the database do", () => {
    expect(secretKey("Key ID")).toBe("keyId");
    expect(secretKey("Key Secret")).toBe("keySecret");
    expect(secretKey("Webhook Secret")).toBe("webhookSecret");
  });
});

describe("checks across fields", () => {
  const resource: ResourceDef = {
    key: "offer",
    table: "offers",
    singular: "Offer",
    fields: {
      kind: { kind: "enum", label: "Kind", options: ["Percentage", "Amount"], required: true },
      value: { kind: "money", label: "Value", max: 1000, required: true },
      from: { kind: "date", label: "From", required: true },
      till: { kind: "date", label: "Till", required: true, notBefore: "from" },
    },
    checks: [({ kind, value }) => (kind === "Percentage" && Number(value) > 100 ? { field: "value", message: "Value must be at most 100 for a percentage discount" } : undefined)],
    display: "kind",
    columns: [],
    search: [],
    defaultSort: { field: "from", order: "asc" },
  };
  const valid = { kind: "Percentage", value: 50, from: "2025-01-01", till: "2025-01-31" };

  it("shows each broken rule under its field, with the declaration's words", () => {
    expect(inputSchema(resource).safeParse(valid).success).toBe(true);
    const issues = inputSchema(resource).safeParse({ ...valid, value: 150, till: "2024-12-31" }).error!.issues;
    expect(issues.map((i) => [i.path, i.message])).toEqual([
      [["till"], "Till must be on or after From"],
      [["value"], "Value must be at most 100 for a percentage discount"],
    ]);
    expect(inputSchema(resource).safeParse({ ...valid, kind: "Amount", value: 150 }).success).toBe(true);
  });
});
