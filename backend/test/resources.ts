/**
 * Test helpers for the resource engine, made from the declarations (lib/resources) alone: a valid
 * payload for any resource, the bad payloads each field kind must refuse with their messages, and a
 * thin api client. A new declaration is covered by the suites that use them without a line here.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import type { ReferenceRule, ResourceDef } from "@/lib/engine/define";
import { allSecretLabels, isShown, keysChosenBy, secretLabelsFor, type DateField, type Field, type NumberBounds, type RefField, type RichTextField, type RowsField, type TextField } from "@/lib/engine/fields";
import { MESSAGES } from "@/lib/messages";
import { requireResource } from "@/lib/resources/index";
import { editableFields, fieldRule, inputSchema, secretKey } from "@/lib/engine/schema";
import { pageOwning } from "@/lib/pages";
import { ACCOUNTS, bearer, signIn } from "./app";
import { REAL_PNG } from "./images";

export type Row = Record<string, unknown>;

/** The largest id PostgreSQL's integer holds. */
export const MAX_ID = 2_147_483_647;

/** The page (and so the permission title) that shows a resource. */
export function pageTitleOf(resource: ResourceDef): string {
  const page = pageOwning(resource.key);
  if (!page) throw new Error(`No page shows the resource "${resource.key}"`);
  return page.title;
}

export interface ResourceClient {
  request(method: InjectOptions["method"], url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  del(url: string): Promise<LightMyRequestResponse>;
  /** The body of a GET that must answer 200. */
  ok(url: string): Promise<{ recordList: Row[]; totalRecords?: number; message?: string }>;
  /** Every row of a list, page by page, in the list's order. */
  all(resource: ResourceDef, query?: string): Promise<Row[]>;
  options(resourceKey: string, filter?: Record<string, unknown>): Promise<{ id: number; name: unknown }[]>;
}

/** Calls /api/admin/... with a SessionToken; a payload is sent as JSON (so `null` and strings too). */
/**
 * The three who call a page's api in its tests: the full administrator, staff without the catalogue
 * pages (staff@example.com) and the read-only demo administrator.
 */
export async function signedInClients(app: FastifyInstance): Promise<{ admin: ResourceClient; staff: ResourceClient; demo: ResourceClient }> {
  const [admin, staff, demo] = await Promise.all([signIn(app, ACCOUNTS.admin), signIn(app, ACCOUNTS.staff), signIn(app, ACCOUNTS.demo)]);
  return { admin: resourceClient(app, admin.SessionToken), staff: resourceClient(app, staff.SessionToken), demo: resourceClient(app, demo.SessionToken) };
}

export type RefusedCall = readonly [method: InjectOptions["method"], url: string, body: unknown];

/** Each change is refused to staff without the page (403, not permitted) and to the demo administrator (403, read-only). */
export async function expectRefusedToStaffAndDemo({ staff, demo }: { staff: ResourceClient; demo: ResourceClient }, calls: readonly RefusedCall[]) {
  const forbidden = { status: 403, message: MESSAGES.notPermitted, recordList: [] };
  const demoRefused = { status: 403, message: MESSAGES.demoReadOnly, recordList: [] };
  for (const [method, url, body] of calls) {
    const answer = await staff.request(method, url, body);
    expect({ method, url, status: answer.statusCode, body: answer.json() }).toEqual({ method, url, status: 403, body: forbidden });
    const refused = await demo.request(method, url, body);
    expect({ method, url, status: refused.statusCode, body: refused.json() }).toEqual({ method, url, status: 403, body: demoRefused });
  }
}

export function resourceClient(app: FastifyInstance, token: string): ResourceClient {
  const request = (method: InjectOptions["method"], url: string, payload?: unknown) =>
    app.inject({
      method,
      url: url.startsWith("/") ? url : `/api/admin/${url}`,
      headers: { ...bearer(token), ...(payload === undefined ? {} : { "content-type": "application/json" }) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  const client: ResourceClient = {
    request,
    get: (url) => request("GET", url),
    post: (url, payload) => request("POST", url, payload),
    put: (url, payload) => request("PUT", url, payload),
    del: (url) => request("DELETE", url),
    async ok(url) {
      const response = await request("GET", url);
      if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body}`);
      return response.json();
    },
    async all(resource, query = "") {
      const rows: Row[] = [];
      for (let page = 1; ; page++) {
        const body = await client.ok(`${resource.key}?pageSize=100&page=${page}${query ? `&${query}` : ""}`);
        rows.push(...body.recordList);
        if (body.recordList.length < 100) return rows;
      }
    },
    async options(resourceKey, filter = {}) {
      const query = new URLSearchParams(Object.entries(filter).map(([k, v]) => [k, String(v)])).toString();
      return (await client.ok(`${resourceKey}/options${query ? `?${query}` : ""}`)).recordList as { id: number; name: unknown }[];
    },
  };
  return client;
}

/** A real PNG: the api decodes every upload and keeps only its pixels. */
export const PNG_BYTES = REAL_PNG;

/** Uploads a picture for an image field of a resource (POST /<key>/image) and returns its id. */
export async function uploadPicture(app: FastifyInstance, token: string, resourceKey: string, bytes: Buffer = PNG_BYTES): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: `/api/admin/${resourceKey}/image`,
    headers: { ...bearer(token), "content-type": "image/png" },
    payload: bytes,
  });
  if (response.statusCode !== 200) throw new Error(`Uploading a picture for ${resourceKey} answered ${response.statusCode}: ${response.body}`);
  return response.json().recordList[0].id;
}

/** "AAB", "AAC"…: letters only, so a value passes every name pattern and a three-capital-letter code. */
export function letters(seq: number, length: number): string {
  let out = "";
  let n = seq;
  for (let i = 0; i < length; i++) {
    out = String.fromCharCode(65 + (n % 26)) + out;
    n = Math.floor(n / 26);
  }
  return out;
}

const passes = (field: Field, value: unknown) => fieldRule(field).safeParse(value).success;

/** A text the field accepts, different for every `seq`, unlike any seed value (they hold no "Zq"); a field's declared example as it is. */
export function textValue(field: TextField, seq: number): string {
  if (field.example !== undefined) return field.example;
  const candidates = [`Zq ${letters(seq, 4)} ${field.label}`, `Zq${letters(seq, 4)}`, `Z${letters(seq, Math.min(field.max, 6) - 1)}`];
  for (const candidate of candidates) {
    const value = candidate.slice(0, field.max);
    if (passes(field, value)) return value;
  }
  throw new Error(`No generated text fits the field "${field.label}"`);
}

/** A number the field accepts, counting down from its maximum (seed values sit low in the ranges). */
export function numberValue(field: NumberBounds, seq: number): number {
  const value = field.max - seq;
  if (value < field.min) throw new Error(`No generated number fits between ${field.min} and ${field.max}`);
  return value;
}

export interface PayloadOptions {
  /** Makes the generated values differ between calls. */
  seq: number;
  /** Values to use as they are; dependent refs follow them. */
  fixed?: Row;
  /** Where a dependent ref has no choice for its parent, add one (a community in a new religion). */
  create?: boolean;
}

/** A payload the resource accepts, for the editable fields; refs are picked from GET /<key>/options. */
export async function validPayload(resource: ResourceDef, api: ResourceClient, { seq, fixed = {}, create = true }: PayloadOptions): Promise<Row> {
  const payload: Row = {};
  const fields = editableFields(resource);
  // A fixed dependent ref decides its parent: the community fixes the religion.
  for (const [key, field] of fields) {
    if (field.kind !== "ref" || !field.dependsOn || fixed[key] === undefined) continue;
    const body = await api.ok(`${field.resource}/${fixed[key]}`);
    payload[field.dependsOn.field] = body.recordList[0][field.dependsOn.filter];
  }
  Object.assign(payload, fixed);
  for (const [key, field] of fields) {
    // A field the payload's other values do not ask for (Manual Payment's description) is left out.
    if (key in payload || !isShown(field, payload)) continue;
    payload[key] = await generated(resource, key, field, payload, api, seq, create);
  }
  return keepChecks(resource, payload, fixed, seq);
}

/** The bounds of a number-like kind. */
function boundsOf(field: Field): NumberBounds | undefined {
  if (field.kind === "number") return field;
  if (field.kind === "money") return { min: 0, max: field.max, scale: 2 };
  if (field.kind === "percent") return { min: 0, max: 100, scale: 2 };
  return undefined;
}

/** A day far from the seed's (2023–2027), different for every `seq`. */
export function dayValue(seq: number): string {
  return new Date(Date.UTC(2030, 0, 1 + seq)).toISOString().slice(0, 10);
}

/** Formatted text the api's allow-list keeps as it is. */
export const richTextValue = (field: RichTextField, seq: number) => `<p>Zq ${letters(seq, 4)} <strong>${field.label}</strong></p>`;

/** Other values to try for a field a rule across fields refuses (an amount too high for a percentage). */
function alternatives(field: Field, seq: number): unknown[] {
  const bounds = boundsOf(field);
  if (bounds) return [Math.min(bounds.max, bounds.min + 10 + (seq % 50)), bounds.min];
  if (field.kind === "date") return [dayValue(seq + 400), dayValue(seq + 4000)];
  if (field.kind === "enum") return [...field.options];
  return [];
}

/**
 * The declaration's rules across fields hold: a generated value one of them refuses is replaced by
 * another its field accepts, until they all pass (values given in `fixed` stay as they are).
 */
function keepChecks(resource: ResourceDef, payload: Row, fixed: Row, seq: number): Row {
  const fields = Object.fromEntries(editableFields(resource));
  const tried = new Map<string, number>();
  for (let round = 0; round < 20; round++) {
    const parsed = inputSchema(resource).safeParse(payload);
    if (parsed.success) return payload;
    const refused = parsed.error.issues.map((issue) => String(issue.path[0])).filter((key) => fields[key] && !(key in fixed) && passes(fields[key], payload[key]));
    if (!refused.length) return payload;
    for (const key of new Set(refused)) {
      const next = tried.get(key) ?? 0;
      const options = alternatives(fields[key], seq);
      if (next >= options.length) throw new Error(`No generated ${resource.key}.${key} passes the declaration's checks`);
      payload[key] = options[next];
      tried.set(key, next + 1);
    }
  }
  return payload;
}

async function generated(resource: ResourceDef, key: string, field: Field, payload: Row, api: ResourceClient, seq: number, create: boolean): Promise<unknown> {
  switch (field.kind) {
    case "text":
      return textValue(field, seq);
    case "number":
    case "money":
    case "percent":
      return numberValue(boundsOf(field)!, seq);
    case "date":
      return dayValue(seq);
    case "richText":
      return richTextValue(field, seq);
    case "boolean":
      return seq % 2 === 0;
    case "enum":
      return field.options[seq % field.options.length];
    case "image":
      return null;
    case "secret":
      return Object.fromEntries(secretLabelsFor(field, payload).map((k) => [secretKey(k), ""]));
    case "ref":
      return refChoice(resource, field, payload, api, seq, create);
    case "refList": {
      const options = await api.options(field.resource);
      if (!options.length) throw new Error(`No ${field.resource} to choose for ${resource.key}.${key}`);
      // Every choice: a rule may need one in particular among them (an active gateway, the default currency).
      return options.map((o) => o.id);
    }
    case "rows": {
      const options = await api.options(field.ref.resource);
      if (!options.length) throw new Error(`No ${field.ref.resource} to choose for ${resource.key}.${key}`);
      return options.slice(0, 2).map((o, i) => ({ [field.ref.key]: o.id, [field.value.key]: field.value.min + i }));
    }
  }
}

async function refChoice(resource: ResourceDef, field: RefField, payload: Row, api: ResourceClient, seq: number, create: boolean): Promise<number> {
  const filter = field.dependsOn ? { [field.dependsOn.filter]: payload[field.dependsOn.field] } : {};
  const [first] = await api.options(field.resource, filter);
  if (first) return first.id;
  if (!field.dependsOn || !create) throw new Error(`No ${field.resource} to choose for ${resource.key}`);
  // No choice under the chosen parent: add one there.
  const target = requireResource(field.resource);
  const body = await validPayload(target, api, { seq: seq + 500, fixed: filter, create });
  const response = await api.post(target.key, body);
  if (response.statusCode !== 200) throw new Error(`Adding a ${target.key} for ${resource.key} answered ${response.statusCode}: ${response.body}`);
  return response.json().recordList[0].id;
}

/** A bad payload: one field spoiled, with the message the person must read. */
export interface BadCase {
  name: string;
  payload: unknown;
  /** The field the message is about (the errors key starts with it). */
  field?: string;
  message?: string;
  /** "schema" when inputSchema refuses it; "api" when only the database can tell (a missing id). */
  stage: "schema" | "api";
}

const lower = (label: string) => label.toLowerCase();

export type BadValue = Omit<BadCase, "payload" | "field"> & { value: unknown };

/** The refusals of one field kind: values that must be refused, with the message each gives; `values`, the payload's others. */
export function badValues(key: string, field: Field, values: Row = {}): BadValue[] {
  const out: BadValue[] = [];
  const add = (name: string, value: unknown, message: string | undefined, stage: "schema" | "api" = "schema") =>
    out.push({ name: `${key}: ${name}`, value, message, stage });
  const required = `${field.label} is required`;
  switch (field.kind) {
    case "text": {
      if (field.required) {
        add("missing", undefined, required);
        add("empty", "", required);
        add("only spaces", "   ", required);
        add("not a string", 42, required);
      }
      add("too long", "A".repeat(field.max + 1), `${field.label} must be at most ${field.max} characters`);
      if (field.pattern) add("against its pattern", `!${"a".repeat(Math.min(2, field.max - 1))}`, field.pattern.message);
      break;
    }
    case "number":
    case "money":
    case "percent": {
      const bounds = boundsOf(field)!;
      if (field.required) {
        add("missing", undefined, required);
        add("empty", "", required);
      }
      add("not a number", "abc", `${field.label} must be a number`);
      add("infinite", "1e999", `${field.label} must be a number`);
      add("a boolean", true, `${field.label} must be a number`);
      add("above its maximum", bounds.max + 1, `${field.label} must be at most ${bounds.max}`);
      add("below its minimum", bounds.min - 1, `${field.label} must be at least ${bounds.min}`);
      add("far out of range", 1e15, `${field.label} must be at most ${bounds.max}`);
      add(
        "too precise",
        bounds.min + 10 ** -(bounds.scale + 1) * 5,
        bounds.scale === 0 ? `${field.label} must be a whole number` : `${field.label} may have at most ${bounds.scale} decimals`,
      );
      break;
    }
    case "date":
      badDays(field, add, required);
      break;
    case "richText":
      if (field.required) {
        add("missing", undefined, required);
        add("an empty editor", "<p></p>", required);
        add("tags without words", "<p><strong> </strong></p>", required);
      }
      add("not a string", 42, required);
      add("too long", `<p>${"a".repeat(field.max)}</p>`, `${field.label} must be at most ${field.max} characters of formatted text`);
      break;
    case "boolean":
      add("not a boolean", "yes", `${field.label} must be yes or no`);
      break;
    case "enum":
      if (field.multiple) {
        add("not a list", field.options[0], `${field.label} must be a list of options`);
        add("not an option", ["Nonesuch"], `Choose among the ${lower(field.label)} listed`);
        add("an option twice", [field.options[0], field.options[0]], `${field.label} names an option twice`);
        if (field.required) add("none", [], `Choose at least one of the ${lower(field.label)}`);
        break;
      }
      add("missing", undefined, `Choose a ${lower(field.label)}`);
      add("not an option", "Nonesuch", `Choose a ${lower(field.label)}`);
      break;
    case "ref": {
      const message = `Choose a ${lower(field.label)}`;
      if (field.required) add("missing", undefined, message);
      add("not an id", "abc", message);
      add("zero", 0, message);
      add("negative", -1, message);
      add("fractional", 1.5, message);
      add("beyond an integer id", MAX_ID + 1, message);
      add("an id that does not exist", MAX_ID, message, "api");
      break;
    }
    case "refList": {
      if (field.required) {
        add("missing", undefined, required);
        add("empty", [], `Choose at least one of the ${lower(field.label)}`);
      }
      add("not a list", "abc", required);
      add("a bad id", ["abc"], `Choose a ${lower(field.label)}`);
      add("an id beyond an integer", [MAX_ID + 1], `Choose a ${lower(field.label)}`);
      add("an id that does not exist", [MAX_ID], `Choose ${lower(field.label)} from the list`, "api");
      break;
    }
    case "rows":
      // Needs a valid row to spoil: see badCases.
      if (field.required) {
        add("missing", undefined, required);
        add("empty", [], `Add at least one ${lower(field.ref.label)}`);
      }
      add("not a list", "abc", required);
      break;
    case "image":
      add("not an upload id", "not-a-uuid", `Upload ${lower(field.label)}`);
      add("an upload that does not exist", "6f1c2a5e-0000-4000-8000-000000000000", `Upload ${lower(field.label)}`, "api");
      break;
    case "secret": {
      const [first] = secretLabelsFor(field, values);
      add("not an object", "abc", undefined);
      // Named in our words by the api (lib/input-issues.ts), in zod's by the schema alone: no message to compare.
      add("a credential it does not have", { notACredential: "x" }, undefined);
      if (!first) break;
      add("a credential too long", { [secretKey(first)]: "x".repeat(501) }, `${first} must be at most 500 characters`);
      add("a credential not a string", { [secretKey(first)]: 42 }, undefined);
      // Another provider's credential: a key the field knows, but not one this row has.
      const other = allSecretLabels(field).find((label) => !secretLabelsFor(field, values).includes(label));
      if (other) add("another provider's credential", { [secretKey(other)]: "x" }, MESSAGES.credentialNotOf(secretKey(other), String(values[keysChosenBy(field)!.by])));
      break;
    }
  }
  return out;
}

function badDays(field: DateField, add: (name: string, value: unknown, message: string | undefined) => void, required: string) {
  const message = `${field.label} must be a real date (YYYY-MM-DD)`;
  if (field.required) {
    add("missing", undefined, required);
    add("empty", "", required);
  }
  add("not a date", "abc", message);
  add("a day that does not exist", "2025-02-30", message);
  add("month 13", "2025-13-01", message);
  add("a date and time", "2025-01-01T10:00:00Z", message);
  add("a number", 20250101, message);
}

/** Every bad payload of a resource: each field spoiled in turn in an otherwise valid payload. */
export function badCases(resource: ResourceDef, valid: Row): BadCase[] {
  const cases: BadCase[] = [];
  const spoil = (key: string, value: unknown) => {
    const payload = { ...valid };
    if (value === undefined) delete payload[key];
    else payload[key] = value;
    return payload;
  };
  for (const [key, field] of editableFields(resource)) {
    for (const bad of badValues(key, field, valid)) cases.push({ name: bad.name, payload: spoil(key, bad.value), field: key, message: bad.message, stage: bad.stage });
    if (field.kind === "rows") cases.push(...badRows(key, field, valid, spoil));
  }
  return cases;
}

function badRows(key: string, field: RowsField, valid: Row, spoil: (key: string, value: unknown) => Row): BadCase[] {
  const [row] = valid[key] as Row[];
  const ref = field.ref.key;
  const value = field.value.key;
  const at = (name: string, rows: Row[], message: string, stage: "schema" | "api" = "schema"): BadCase => ({
    name: `${key}: ${name}`,
    payload: spoil(key, rows),
    field: key,
    message,
    stage,
  });
  return [
    at(`the same ${lower(field.ref.label)} twice`, [row, { ...row }], `Each ${lower(field.ref.label)} may be added once`),
    at(`a ${lower(field.value.label)} above its maximum`, [{ ...row, [value]: field.value.max + 1 }], `${field.value.label} must be at most ${field.value.max}`),
    at(`a ${lower(field.value.label)} below its minimum`, [{ ...row, [value]: field.value.min - 1 }], `${field.value.label} must be at least ${field.value.min}`),
    at(`a missing ${lower(field.value.label)}`, [{ [ref]: row[ref] }], `${field.value.label} is required`),
    at(`a bad ${lower(field.ref.label)}`, [{ ...row, [ref]: "abc" }], `Choose a ${lower(field.ref.label)}`),
    at(`a ${lower(field.ref.label)} that does not exist`, [{ ...row, [ref]: MAX_ID }], `Choose ${lower(field.label)} from the list`, "api"),
  ];
}

/** The id a referring row holds in the field of a reference rule (ref, refList or rows). */
export function referencedIds(rule: ReferenceRule, row: Row): number[] {
  const field = requireResource(rule.resource).fields[rule.field];
  const value = row[rule.field];
  if (field.kind === "refList") return (value as { id: number }[]).map((v) => v.id);
  if (field.kind === "rows") return (value as Row[]).map((v) => v[field.ref.key] as number);
  return [value as number];
}

/** The value of a reference rule's field that points at `id`, as a payload holds it. */
export function referringValue(rule: ReferenceRule, id: number): unknown {
  const field = requireResource(rule.resource).fields[rule.field];
  if (field.kind === "refList") return [id];
  if (field.kind === "rows") return [{ [field.ref.key]: id, [field.value.key]: field.value.min }];
  return id;
}

/** What a stored row shows of a payload's field: ids for lists, key names for secrets, trimmed text. */
export function stored(field: Field, row: Row, key: string): unknown {
  const value = row[key];
  switch (field.kind) {
    case "refList":
      return ((value as { id: number }[]) ?? []).map((v) => v.id).sort((a, b) => a - b);
    case "rows":
      return ((value as Row[]) ?? [])
        .map((v) => ({ [field.ref.key]: v[field.ref.key], [field.value.key]: Number(v[field.value.key]) }))
        .sort((a, b) => (a[field.ref.key] as number) - (b[field.ref.key] as number));
    case "number":
    case "money":
    case "percent":
      return value === null ? null : Number(value);
    default:
      return value;
  }
}

/** The same, of a payload. */
export function sent(field: Field, payload: Row, key: string): unknown {
  const value = payload[key];
  switch (field.kind) {
    case "refList":
      return [...new Set(value as number[])].sort((a, b) => a - b);
    case "rows":
      return (value as Row[])
        .map((v) => ({ [field.ref.key]: v[field.ref.key], [field.value.key]: Number(v[field.value.key]) }))
        .sort((a, b) => (a[field.ref.key] as number) - (b[field.ref.key] as number));
    case "text":
      return typeof value === "string" ? value.trim() : value;
    case "secret":
      return Object.entries((value as Record<string, string>) ?? {})
        .filter(([, v]) => v)
        .map(([k]) => k)
        .sort();
    case "image":
    case "date":
    case "richText":
      return value ?? null;
    default:
      return value;
  }
}
