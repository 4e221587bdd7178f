/**
 * A few hundred demo coupons, the same on every run: festivals and offers of an Indian matrimony
 * service over five years, so that some have expired, some run now and some are still to come.
 */
type Seed = Record<string, unknown>;

/** Theme, the month it starts, how many days it runs. */
const THEMES: [string, number, number][] = [
  ["Welcome", 1, 365], ["New Year", 1, 15], ["Pongal", 1, 10], ["Valentine", 2, 14], ["Holi", 3, 10], ["Ugadi", 4, 10],
  ["Summer", 4, 60], ["Akshaya Tritiya", 5, 7], ["Monsoon", 7, 45], ["Independence", 8, 7], ["Raksha Bandhan", 8, 7], ["Onam", 9, 10],
  ["Navratri", 10, 10], ["Durga Puja", 10, 7], ["Diwali", 10, 21], ["Wedding Season", 11, 60], ["Gold", 6, 30], ["Platinum", 3, 30],
  ["Referral", 1, 180], ["Christmas", 12, 10],
];
const YEARS = [2023, 2024, 2025, 2026, 2027];
const PACKAGE_SETS = [["Silver"], ["Gold"], ["Platinum"], ["Silver", "Gold"], ["Gold", "Platinum"], ["Silver", "Gold", "Platinum"]];
const PERCENTS = [5, 10, 15, 20, 25, 30];
const AMOUNTS = [100, 250, 500, 750, 1000];

const pad = (n: number) => String(n).padStart(2, "0");

/** The day `days` after a "YYYY-MM-DD" day. */
function after(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function couponSeed(): Seed[] {
  const rows: Seed[] = [];
  let n = 0;
  for (const [theme, month, days] of THEMES) {
    for (const year of YEARS) {
      for (const variant of [0, 1, 2]) {
        n++;
        const percentage = (n + variant) % 3 !== 0;
        const value = percentage ? PERCENTS[n % PERCENTS.length] : AMOUNTS[n % AMOUNTS.length];
        const from = `${year}-${pad(month)}-${pad(1 + variant * 9)}`;
        const word = theme.toUpperCase().replace(/[^A-Z]/g, "").slice(0, 10);
        const maxUsage = [100, 250, 500, 1000, 5000][n % 5];
        rows.push({
          name: `${theme} ${year} ${percentage ? `Save ${value} Percent` : `Flat ${value} Off`}${variant ? ` (Wave ${variant + 1})` : ""}`,
          code: `${word}${year % 100}${percentage ? "P" : "F"}${value}${variant ? `W${variant + 1}` : ""}`,
          discountType: percentage ? "Percentage" : "Amount",
          value,
          maxUsage,
          perMemberUsage: 1 + (n % 3),
          validFrom: from,
          validTill: after(from, days - 1),
          ...(percentage ? { maxDiscountAmount: [500, 1000, 1500, 2000][n % 4] } : {}),
          packages: PACKAGE_SETS[n % PACKAGE_SETS.length],
          description: `${theme} offer on ${PACKAGE_SETS[n % PACKAGE_SETS.length].join(", ")} membership${days > 30 ? ", for a season" : ""}.`,
          terms: `<p>Valid on the packages named, ${maxUsage} uses in all and ${1 + (n % 3)} per member.</p><ul><li>Cannot be combined with other offers.</li><li>${percentage ? "The discount is capped at the maximum discount amount." : "The amount is taken off the package price."}</li></ul>`,
          // A few were switched off before their time.
          ...(n % 17 === 0 ? { isActive: false } : {}),
        });
      }
    }
  }
  return rows;
}
