import { bucketOf, bucketsOf, daysSpanned, DASHBOARD_MAX_DAYS, presetRange, previousPeriod } from "./dashboard-range";

describe("the dashboard's range", () => {
  it("names each preset's days on a given today", () => {
    expect(presetRange("today", "2026-03-15")).toEqual({ from: "2026-03-15", to: "2026-03-15" });
    expect(presetRange("last-7-days", "2026-03-03")).toEqual({ from: "2026-02-25", to: "2026-03-03" });
    expect(presetRange("this-month", "2026-03-15")).toEqual({ from: "2026-03-01", to: "2026-03-15" });
    expect(presetRange("last-12-months", "2026-03-15")).toEqual({ from: "2025-03-16", to: "2026-03-15" });
  });

  it("keeps the last 12 months within the longest range, leap day or not", () => {
    for (const today of ["2026-03-15", "2028-03-15", "2028-02-29", "2027-02-28", "2028-12-31"]) {
      const days = daysSpanned(presetRange("last-12-months", today));
      expect(days).toBeGreaterThanOrEqual(365);
      expect(days).toBeLessThanOrEqual(DASHBOARD_MAX_DAYS);
    }
    expect(daysSpanned(presetRange("last-12-months", "2028-03-15"))).toBe(366);
  });

  it("compares with the period of equal length that ends the day before", () => {
    expect(previousPeriod({ from: "2026-03-01", to: "2026-03-31" })).toEqual({ from: "2026-01-29", to: "2026-02-28" });
    expect(previousPeriod({ from: "2026-03-15", to: "2026-03-15" })).toEqual({ from: "2026-03-14", to: "2026-03-14" });
  });

  it("charts a short range by day and a longer one by month, every bucket listed", () => {
    expect(bucketOf({ from: "2026-01-01", to: "2026-03-03" })).toBe("day");
    expect(bucketOf({ from: "2026-01-01", to: "2026-03-04" })).toBe("month");
    expect(bucketsOf({ from: "2026-02-27", to: "2026-03-02" }, "day")).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
    expect(bucketsOf({ from: "2025-11-16", to: "2026-02-03" }, "month")).toEqual(["2025-11-01", "2025-12-01", "2026-01-01", "2026-02-01"]);
  });
});
