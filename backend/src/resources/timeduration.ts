import { MESSAGES } from "@/lib/messages";
import { withUnit } from "@/lib/engine/format";
import { timeDuration } from "@/lib/resources/timeduration";
import { eq } from "drizzle-orm";
import { memberPackages } from "../db/schema";
import { defineHooks } from "../engine/hooks";
import { HttpError } from "../http/envelope";

/** A duration members bought keeps its months: their packages were sold for that many (docs/catalogue.md, "Packages"). */
export const timeDurationHooks = defineHooks(timeDuration, {
  async validate(db, input, stored) {
    if (!stored || input.months === undefined || Number(input.months) === Number(stored.months)) return;
    const [bought] = await db.select({ id: memberPackages.id }).from(memberPackages).where(eq(memberPackages.durationId, stored.id)).limit(1);
    if (!bought) return;
    const message = MESSAGES.boughtMonthsStay(withUnit(stored.months, "months"));
    throw new HttpError(409, message, { months: message });
  },
});
