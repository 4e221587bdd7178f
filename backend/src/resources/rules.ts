/**
 * What a few resources need beyond the generic engine: their named actions and their refusals.
 * Everything else about them is in their declaration.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { HttpError } from "../http/envelope";
import type { Guard, Row } from "./repository";
import { tablesOf } from "./tables";

export interface ResourceRules {
  /** Refuses making a row inactive or deleting it, with the reason. */
  guard?: Guard;
  actions?: Record<string, (db: Db, row: Row) => Promise<string>>;
}

const DEFAULT_CURRENCY_STAYS =
  "The default currency cannot be made inactive or deleted: set another currency as the default first.";

export const RULES: Record<string, ResourceRules> = {
  currency: {
    guard: (row) => (row.isDefault ? DEFAULT_CURRENCY_STAYS : undefined),
    actions: {
      // Exactly one default: cleared everywhere and set here in one transaction.
      async default(db, row) {
        if (!row.isActive) throw new HttpError(409, "An inactive currency cannot be the default: make it active first.");
        const { main } = tablesOf("currency");
        await db.transaction(async (tx) => {
          await tx.update(main).set({ isDefault: false, updatedAt: new Date() }).where(eq(main.isDefault, true));
          await tx.update(main).set({ isDefault: true, updatedAt: new Date() }).where(eq(main.id, row.id as number));
        });
        return `${String(row.name)} is now the default currency.`;
      },
    },
  },
};
