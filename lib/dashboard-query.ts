/** The api's check of the dashboard's query (docs/dashboard.md): a range of real days, in order, at most a year long. */
import { z } from "zod";
import { isRealDay } from "./engine/fields/date";
import { MESSAGES } from "./messages";
import { daysSpanned, DASHBOARD_MAX_DAYS, DEFAULT_PRESET, presetRange, type DayRange } from "./dashboard-range";

const day = (label: "From" | "To") => z.string({ error: MESSAGES.dashboardDay(label) }).refine(isRealDay, MESSAGES.dashboardDay(label)).optional();

/** `from` and `to`, both or neither (then the default preset on `today`); any other name is refused. */
export function dashboardQuerySchema(today: string): z.ZodType<DayRange> {
  return z
    .strictObject({ from: day("From"), to: day("To") })
    .transform((query, context): DayRange => {
      if (query.from === undefined && query.to === undefined) return presetRange(DEFAULT_PRESET, today);
      if (query.from === undefined || query.to === undefined) {
        context.addIssue({ code: "custom", path: [query.from === undefined ? "from" : "to"], message: MESSAGES.dashboardBothDays });
        return z.NEVER;
      }
      const range = { from: query.from, to: query.to };
      if (range.to < range.from) context.addIssue({ code: "custom", path: ["to"], message: MESSAGES.dashboardEndsBeforeStart });
      else if (daysSpanned(range) > DASHBOARD_MAX_DAYS) context.addIssue({ code: "custom", path: ["to"], message: MESSAGES.dashboardRangeTooLong(DASHBOARD_MAX_DAYS) });
      return range;
    }) as unknown as z.ZodType<DayRange>;
}
