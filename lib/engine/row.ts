/**
 * The row type a declaration gives (as Payload generates its collections' types): what the api's hooks
 * are handed for a resource, typed from its fields instead of cast field by field.
 */
import type { Field } from "./fields";

/**
 * What a field holds in a stored row as the api reads it. Kinds kept in tables of their own or shaped
 * per use (lists, child rows, pictures, secrets, passwords) stay unknown: a hook reading one says what
 * it expects.
 */
type ValueOf<F> = F extends { kind: "text" | "richText" | "enum" | "date" }
  ? string | null
  : F extends { kind: "number" | "money" | "percent" | "ref" }
    ? number | null
    : F extends { kind: "boolean" }
      ? boolean
      : unknown;

/**
 * A row of a declaration: its id and each declared field's value, beside what its list adds (computed
 * columns, joined names). It holds as far as the source keeps the contract every source keeps (days and
 * moments as text, amounts as numbers); a name the declaration does not have still reads, as unknown.
 */
export type RowOf<D extends { fields: Record<string, Field> }> = { id: number } & { -readonly [K in keyof D["fields"]]: ValueOf<D["fields"][K]> } & Record<string, unknown>;
