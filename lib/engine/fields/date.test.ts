import { dateRules } from "../rules/date";
import { dateKind, date, formatDay, isRealDay } from "./date";

const field = date("Valid From");
const till = date("Valid Till", { notBefore: "validFrom" });
const rule = dateRules.rule(field);

describe("the date kind", () => {
  it("takes a real day as YYYY-MM-DD", () => {
    expect(rule.parse("2024-02-29")).toBe("2024-02-29");
    expect(isRealDay("2025-12-31")).toBe(true);
  });

  it.each([["2025-02-29"], ["2025-13-01"], ["2025-00-10"], ["2025-1-5"], ["05/01/2025"], ["2025-01-01T00:00:00Z"], ["abc"]])("refuses %s", (value) => {
    expect(rule.safeParse(value).error?.issues[0].message).toBe("Valid From must be a real date (YYYY-MM-DD)");
  });

  it("asks for a required day, and lets an optional one be left out", () => {
    expect(rule.safeParse(undefined).error?.issues[0].message).toBe("Valid From is required");
    expect(rule.safeParse("").error?.issues[0].message).toBe("Valid From is required");
    expect(dateRules.rule(date("Ends", { required: false })).safeParse("").success).toBe(true);
  });

  it("reads dd MMM yyyy in lists and CSV", () => {
    expect(formatDay("2025-01-05")).toBe("05 Jan 2025");
    expect(dateKind.text(field, "2024-12-31", { row: {}, column: "validFrom", unitOf: () => undefined })).toBe("31 Dec 2024");
    expect(dateKind.text(field, null, { row: {}, column: "validFrom", unitOf: () => undefined })).toBe("");
  });

  it("may not come before another date of the form", () => {
    const [check] = dateKind.checks!("validTill", till, { validFrom: { label: "Valid From" } });
    expect(check({ validFrom: "2025-05-10", validTill: "2025-05-09" })).toEqual({ field: "validTill", message: "Valid Till must be on or after Valid From" });
    expect(check({ validFrom: "2025-05-10", validTill: "2025-05-10" })).toBeUndefined();
    expect(check({ validFrom: "2024-12-31", validTill: "2025-01-01" })).toBeUndefined();
    expect(dateKind.checks!("validFrom", field, {})).toEqual([]);
  });
});
