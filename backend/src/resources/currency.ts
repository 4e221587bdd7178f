import { MESSAGES } from "@/lib/messages";
import { currency } from "@/lib/resources/currency";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { defineHooks } from "../engine/hooks";
import { HttpError } from "../http/envelope";
import { qualified, tablesOf, type AnyTable } from "../engine/tables";

/**
 * Currencies (docs/catalogue.md, "Currencies"): exactly one default, active, which every active
 * payment gateway supports. The database keeps the first two (engine/table-rules.ts); the api answers
 * with the gateways in the way. Gateway writes that read the default lock the currencies in SHARE mode
 * (payment-gateway.ts), which waits for a default being moved here and is waited for by one.
 */

/** Names of the active gateways that support the currency (`supporting`), or that do not. */
async function activeGateways(db: Db, currencyId: number, supporting: boolean): Promise<string[]> {
  const { main: gateways, lists } = tablesOf("paymentGateway");
  const links = lists.currencies;
  const supports = sql`exists (select 1 from ${links} where ${qualified(links.parentId)} = ${qualified(gateways.id)} and ${qualified(links.itemId)} = ${currencyId})`;
  const rows = await db
    .select({ name: gateways.name })
    .from(gateways)
    .where(and(eq(gateways.isActive, true), supporting ? supports : sql`not ${supports}`))
    .orderBy(asc(sql`lower(${gateways.name})`), asc(gateways.id));
  return rows.map((row) => String(row.name));
}

/** The one list of the gateways that support each currency, for its chips: name and whether active. */
function gatewaysOf(main: AnyTable) {
  const { main: gateways, lists } = tablesOf("paymentGateway");
  const links = lists.currencies;
  const [id, name] = [qualified(gateways.id), qualified(gateways.name)];
  return sql<{ id: number; name: string; isActive: boolean }[]>`coalesce((
    select json_agg(json_build_object('id', ${id}, 'name', ${name}, 'isActive', ${qualified(gateways.isActive)}) order by lower(${name}), ${id})
    from ${links} join ${gateways} on ${id} = ${qualified(links.parentId)}
    where ${qualified(links.itemId)} = ${qualified(main.id)}
  ), '[]'::json)`;
}

export const currencyHooks = defineHooks(currency, {
  // "Indian Rupee (₹ : INR)", made here so that the list sorts by what it shows and the CSV says the same.
  listColumns: (main) => ({
    label: sql<string>`${main.name} || ' (' || ${main.symbol} || ' : ' || ${main.code} || ')'`,
    gateways: gatewaysOf(main),
  }),
  async guard(row, change, db) {
    if (change === "activate" || !row.isDefault) return undefined;
    const kept = await activeGateways(db, row.id, true);
    return kept.length ? MESSAGES.defaultCurrencyOfGateways(String(row.name), change === "delete" ? "deleted" : "made inactive", kept) : MESSAGES.defaultCurrencyStays;
  },
  actions: {
    // Exactly one default: cleared everywhere and set here in one transaction. The lock makes two of
    // these run one after the other: without it each clears the defaults it sees, sets its own, and
    // two at once leave two defaults (READ COMMITTED does not see the other's new default). The
    // constraints of the table refuse what a request outside this lock would break.
    async default({ db, row }) {
      const { main } = tablesOf("currency");
      await db.execute(sql`lock table ${main} in share row exclusive mode`);
      const [current] = await db.select({ isActive: main.isActive }).from(main).where(eq(main.id, row.id));
      if (!current?.isActive) throw new HttpError(409, MESSAGES.inactiveCurrencyNotDefault);
      // Read after the lock: a gateway switched on or edited a moment ago has committed by now.
      const lacking = await activeGateways(db, row.id, false);
      if (lacking.length) throw new HttpError(409, MESSAGES.currencyNotSupported(String(row.name), lacking));
      await db.update(main).set({ isDefault: false, updatedAt: new Date() }).where(and(eq(main.isDefault, true), sql`${main.id} <> ${row.id}`));
      await db.update(main).set({ isDefault: true, updatedAt: new Date() }).where(eq(main.id, row.id));
      return MESSAGES.currencyNowDefault(String(row.name));
    },
  },
});
