/**
 * Master data (religions, cities, packages…) read beside a member's rows: a declared resource's table
 * joined by its primary key under a name of its own, with the column that names its rows and the unit
 * that goes after it ("152 cm").
 */
import { alias } from "drizzle-orm/pg-core";
import { displayUnit, withUnit } from "../../../../lib/engine/format";
import { requireResource } from "../../../../lib/resources/index";
import { tablesOf, type AnyTable } from "../../engine/tables";

export interface Named {
  table: AnyTable;
  /** The display column of the resource ("name", "value", "months"). */
  name: AnyTable[string];
  unit?: string;
}

export function named(resourceKey: string, as: string): Named {
  const resource = requireResource(resourceKey);
  const table: AnyTable = alias(tablesOf(resourceKey).main, as);
  return { table, name: table[resource.display], unit: displayUnit(resource) };
}

/** A display value as people read it, with its unit; absent stays null. */
export const nameText = (value: unknown, unit?: string): string | null => (value === null || value === undefined ? null : withUnit(value, unit));
