import { MESSAGES } from "@/lib/messages";
import { withUnit } from "@/lib/engine/format";
import { premiumAccount } from "@/lib/resources/premiumaccount";
import { asc, eq } from "drizzle-orm";
import { memberPackages } from "../db/schema";
import { defineHooks } from "../engine/hooks";
import { tablesOf } from "../engine/tables";
import { HttpError } from "../http/envelope";

/**
 * A duration members bought (a member's package names the package and its duration) stays with the
 * package as it was: it may not be removed, nor replaced by another number of months, since the
 * purchase, its store product id (Gold_3) and its renewals name it. Its discount may change
 * (docs/catalogue.md, "Packages"). Deleting a bought package is refused by the engine already: the
 * members' packages hold it by a foreign key (engine/references.ts).
 */
export const premiumAccountHooks = defineHooks(premiumAccount, {
  async validate(db, input, stored) {
    if (!stored || !Array.isArray(input.durations)) return;
    const durations = tablesOf("timeduration").main;
    const bought = await db
      .selectDistinct({ id: memberPackages.durationId, months: durations.months })
      .from(memberPackages)
      .innerJoin(durations, eq(durations.id, memberPackages.durationId))
      .where(eq(memberPackages.packageId, stored.id))
      .orderBy(asc(durations.months));
    const kept = new Set((input.durations as { durationId: number }[]).map((row) => row.durationId));
    const missing = bought.filter((row) => !kept.has(row.id));
    if (!missing.length) return;
    const message = MESSAGES.boughtDurationsStay(String(stored.name), missing.map((row) => withUnit(row.months, "months")));
    throw new HttpError(409, message, { durations: message });
  },
});
