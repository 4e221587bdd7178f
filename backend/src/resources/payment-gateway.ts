import { MESSAGES } from "@/lib/messages";
import { paymentGateway } from "@/lib/resources/paymentGateway";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { defineHooks } from "../engine/hooks";
import { tablesOf } from "../engine/tables";
import { HttpError } from "../http/envelope";

/**
 * The default currency, read under a SHARE lock on the currencies, held to the end of the change: a
 * default being moved (currency.ts, SHARE ROW EXCLUSIVE) is waited for, and waits in turn, so a gateway
 * switched on or edited beside it never ends up active without the default (docs/catalogue.md).
 */
async function lockedDefault(db: Db): Promise<{ id: number; name: string } | undefined> {
  const { main } = tablesOf("currency");
  await db.execute(sql`lock table ${main} in share mode`);
  const [row] = await db.select({ id: main.id, name: main.name }).from(main).where(eq(main.isDefault, true));
  return row && { id: row.id as number, name: String(row.name) };
}

const chosen = (input: Record<string, unknown>) => (input.currencies as number[] | undefined) ?? [];

export const paymentGatewayHooks = defineHooks(paymentGateway, {
  // A gateway added without the default currency is kept, switched off: it may be completed later.
  async activeWhenAdded(db, input) {
    const fallback = await lockedDefault(db);
    return !fallback || chosen(input).includes(fallback.id);
  },
  async validate(db, input, stored) {
    if (!stored?.isActive || !("currencies" in input)) return;
    const fallback = await lockedDefault(db);
    if (fallback && !chosen(input).includes(fallback.id)) {
      const message = MESSAGES.gatewayKeepsDefault(String(input.name ?? stored.name), fallback.name);
      throw new HttpError(409, message, { currencies: message });
    }
  },
  async guard(row, change, db) {
    if (change !== "activate") return undefined;
    const fallback = await lockedDefault(db);
    if (!fallback) return undefined;
    // The links as they are now, under the lock, rather than as the row was read before it.
    const links = tablesOf("paymentGateway").lists.currencies;
    const [supported] = await db.select({ id: links.itemId }).from(links).where(and(eq(links.parentId, row.id), eq(links.itemId, fallback.id)));
    return supported ? undefined : MESSAGES.gatewayNeedsDefault(String(row.name), fallback.name);
  },
});
