import { MESSAGES } from "@/lib/messages";
import { eq, sql } from "drizzle-orm";
import type { ResourceHooks } from "../engine/hooks";
import { HttpError } from "../http/envelope";
import { tablesOf } from "../engine/tables";

export const currencyHooks: ResourceHooks = {
  guard: (row) => (row.isDefault ? MESSAGES.defaultCurrencyStays : undefined),
  actions: {
    // Exactly one default: cleared everywhere and set here in one transaction. The lock makes two of
    // these run one after the other: without it each clears the defaults it sees, sets its own, and
    // two at once leave two defaults (READ COMMITTED does not see the other's new default).
    async default({ db, row }) {
      const { main } = tablesOf("currency");
      await db.transaction(async (tx) => {
        await tx.execute(sql`lock table ${main} in share row exclusive mode`);
        const [current] = await tx.select({ isActive: main.isActive }).from(main).where(eq(main.id, row.id));
        if (!current?.isActive) throw new HttpError(409, MESSAGES.inactiveCurrencyNotDefault);
        await tx.update(main).set({ isDefault: false, updatedAt: new Date() }).where(eq(main.isDefault, true));
        await tx.update(main).set({ isDefault: true, updatedAt: new Date() }).where(eq(main.id, row.id));
      });
      return `${String(row.name)} is now the default currency.`;
    },
  },
};
