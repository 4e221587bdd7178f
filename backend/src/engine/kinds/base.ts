/** The api's part of a field kind: its SQL column, how a seed value and a valid input are stored. */
import type { SQL } from "drizzle-orm";
import type { AnyPgColumn, PgColumnBuilderBase } from "drizzle-orm/pg-core";
import type { FieldBase, Row } from "../../../../lib/engine/fields";
import type { SecretBoxKeys } from "../../config/two-factor-key";

export interface ColumnContext {
  /** The id column of a resource's main table, late-bound (tables refer to each other). */
  mainOf: (resourceKey: string) => () => AnyPgColumn;
}

export interface SeedContext {
  /** The id of the row of a resource whose display value is `value` (within rows matching `within`). */
  idOf: (resourceKey: string, value: unknown, within?: Row) => Promise<number>;
  /** The seed row being resolved, its earlier fields already resolved. */
  row: Row;
}

/** What a kind may need to store a value: the data-encryption key (secret fields) and where the value lives. */
export interface StoreContext {
  keys?: SecretBoxKeys;
  /** "<table>.<field>": binds a sealed value to its place. */
  scope: string;
  /** The whole payload: a value may depend on another field (a gateway's provider names its credentials). */
  values: Row;
}

export interface ApiKindModule<F> {
  /** Its column in the resource's own table; absent for kinds kept in tables of their own. */
  column?(name: string, field: F, context: ColumnContext): PgColumnBuilderBase;
  /** What a list or a row answers for it, when not the column itself. */
  select?(column: AnyPgColumn): SQL;
  /** A declaration's seed value as it is stored (a ref's display value → its id). */
  seed?(field: F, value: unknown, context: SeedContext): Promise<unknown> | unknown;
  /** A valid input value as it is stored, given what is stored now (an edit). */
  store?(field: F, value: unknown, stored: unknown, context: StoreContext): unknown;
  /** Another field whose value shapes this one (a provider, its credentials): a payload sending that one stores this one again. */
  follows?(field: F): string | undefined;
}

/** NOT NULL for a required field. */
export const notNullIf = <T extends { notNull: () => unknown }>(field: FieldBase, column: T): T => (field.required ? (column.notNull() as T) : column);
