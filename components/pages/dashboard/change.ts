import type { Compared } from "@/lib/dashboard-answer";

export type Trend = "up" | "down" | "same";

const whole = new Intl.NumberFormat("en-IN");
const percent = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 1 });

/**
 * A card's change against the period before, in words: "+12 (+8.5%) on the previous 30 days",
 * "No change on yesterday"; from nothing there is no percentage to give. `format` writes an amount.
 */
export function changeText({ value, previous }: Compared, against: string, format: (n: number) => string = (n) => whole.format(n)): { text: string; trend: Trend } {
  const delta = Math.round((value - previous) * 100) / 100;
  if (delta === 0) return { text: `No change on ${against}`, trend: "same" };
  const sign = delta > 0 ? "+" : "−";
  const share = previous === 0 ? "" : ` (${sign}${percent.format(Math.abs((delta / previous) * 100))}%)`;
  return { text: `${sign}${format(Math.abs(delta))}${share} on ${against}`, trend: delta > 0 ? "up" : "down" };
}

/** What a range's figures are compared with: "the previous 30 days", "the day before". */
export const previousPeriodName = (days: number) => (days === 1 ? "the day before" : `the previous ${whole.format(days)} days`);
