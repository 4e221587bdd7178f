/**
 * The Setting page's flags in `system_flags` (docs/setting.md): one row per flag, its value as text,
 * read back through its declaration (lib/settings/setting.ts). A flag never saved reads as its
 * default. A secret flag's credentials are stored sealed and leave the api only as the names of those
 * set; a read-only flag is the api's to say, never stored.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { isShown, type Field } from "../../../lib/engine/fields";
import { SETTING_DEFAULTS, SETTING_FORM, groupOf, type SettingAnswer, type SettingFlag } from "../../../lib/settings/setting";
import type { SecretBoxKeys } from "../config/two-factor-key";
import type { Db } from "../db/client";
import { media, systemFlags } from "../db/schema";
import { HttpError } from "../http/envelope";
import { MESSAGES } from "../../../lib/messages";
import { apiKindOf } from "../engine/kinds";

type Values = Record<string, unknown>;

const FLAGS = Object.entries(SETTING_FORM.fields) as [SettingFlag, Field][];

/** Where a secret flag's credentials are sealed: bound to the flag, so a value copied elsewhere does not open. */
export const flagScope = (flag: string) => `system_flags.${flag}`;

/** A value as the `value` column keeps it. */
function asText(field: Field, value: unknown): string {
  if (value === undefined || value === null) return "";
  if (field.kind === "secret" || (field.kind === "enum" && field.multiple)) return JSON.stringify(value);
  return String(value);
}

/** The column's text read back as the field's value. */
function fromText(field: Field, text: string): unknown {
  switch (field.kind) {
    case "boolean":
      return text === "true";
    case "number":
      return text === "" ? null : Number(text);
    case "image":
      return text || null;
    case "secret":
      return text ? (JSON.parse(text) as Record<string, string>) : {};
    case "enum":
      return field.multiple ? (text ? (JSON.parse(text) as string[]) : []) : text;
    default:
      return text;
  }
}

/** The value the insert proposed, for the update of a flag already there. */
const excluded = (column: string) => sql`excluded.${sql.identifier(column)}`;

/** What the api itself says in a read-only flag. */
export interface SettingFacts {
  mailDelivery: string;
  pushDelivery: string;
}

/** Every flag's stored value (its default when never saved), secrets still sealed. */
export async function storedValues(db: Db): Promise<Values> {
  const rows = await db
    .select({ name: systemFlags.name, value: systemFlags.value })
    .from(systemFlags)
    .where(inArray(systemFlags.name, FLAGS.map(([flag]) => flag)));
  const saved = new Map(rows.map((row) => [row.name, row.value]));
  return Object.fromEntries(FLAGS.map(([flag, field]) => [flag, saved.has(flag) ? fromText(field, saved.get(flag)!) : SETTING_DEFAULTS[flag]]));
}

/** The flags as the page reads them: no credential's value, only which are set. */
export function answerOf(stored: Values, facts: SettingFacts): SettingAnswer {
  const values: Values = {};
  const set: Record<string, string[]> = {};
  for (const [flag, field] of FLAGS) {
    if (field.kind === "secret") set[flag] = Object.keys((stored[flag] as Record<string, string>) ?? {}).sort();
    else if (field.readOnly) values[flag] = facts[flag as keyof SettingFacts] ?? "";
    else values[flag] = stored[flag];
  }
  return { values, set };
}

export const readSetting = async (db: Db, facts: SettingFacts) => answerOf(await storedValues(db), facts);

/** An image flag names an upload by id, in text (no foreign key): one that is not there is refused. */
async function refuseMissingPicture(tx: Db, flag: string, label: string, id: string) {
  const [found] = await tx.select({ id: media.id }).from(media).where(eq(media.id, id));
  if (!found) {
    const message = MESSAGES.uploadThePicture(label);
    throw new HttpError(400, message, { [flag]: message });
  }
}

/**
 * Saves a checked payload (every editable flag but the children hidden under their parent's value,
 * which keep what they hold; an optional flag left out is cleared). Returns the flags before and after, sealed, and the names of the
 * flags that changed.
 */
export async function saveSetting(tx: Db, keys: SecretBoxKeys, payload: Values): Promise<{ before: Values; after: Values; changed: SettingFlag[] }> {
  const before = await storedValues(tx);
  const after: Values = { ...before };
  const changed: SettingFlag[] = [];
  for (const [flag, field] of FLAGS) {
    // A save is every flag (PUT): an optional one left out is cleared, a child hidden under its parent's value keeps what it holds.
    if (field.readOnly || (!(flag in payload) && !isShown(field, payload))) continue;
    if (field.kind === "image" && payload[flag]) await refuseMissingPicture(tx, flag, field.label, String(payload[flag]));
    const store = apiKindOf(field).store;
    // A switch asked for and left out is its default, as the form would have sent it.
    const given = payload[flag] ?? (field.kind === "boolean" ? (field.default ?? false) : null);
    const value = store ? store(field, given, before[flag], { keys, scope: flagScope(flag), values: payload }) : given;
    if (asText(field, value) === asText(field, before[flag])) continue;
    after[flag] = value;
    changed.push(flag);
  }
  if (changed.length) {
    await tx
      .insert(systemFlags)
      .values(changed.map((flag) => ({ name: flag, label: SETTING_FORM.fields[flag].label, groupName: groupOf(flag), valueType: SETTING_FORM.fields[flag].kind, value: asText(SETTING_FORM.fields[flag], after[flag]) })))
      .onConflictDoUpdate({ target: systemFlags.name, set: { value: excluded("value"), label: excluded("label"), groupName: excluded("group_name"), valueType: excluded("value_type"), updatedAt: new Date() } });
  }
  return { before, after, changed };
}
