import { moneyRules } from "../rules/money";
import { percentRules } from "../rules/percent";
import { money, moneyKind } from "./money";
import { percent, percentKind } from "./percent";

const context = { row: {}, column: "x", unitOf: () => undefined };

describe("the money kind", () => {
  const field = money("Value", { max: 1000 });
  const rule = moneyRules.rule(field);

  it("takes 0 to its maximum, to the paisa, from a number or typed text", () => {
    expect(rule.parse(0)).toBe(0);
    expect(rule.parse("999.99")).toBe(999.99);
    expect(rule.safeParse(1000.01).error?.issues[0].message).toBe("Value must be at most 1000");
    expect(rule.safeParse(-1).error?.issues[0].message).toBe("Value must be at least 0");
    expect(rule.safeParse(1.005).error?.issues[0].message).toBe("Value may have at most 2 decimals");
    expect(rule.safeParse("abc").error?.issues[0].message).toBe("Value must be a number");
    expect(rule.safeParse(undefined).error?.issues[0].message).toBe("Value is required");
    for (const absent of [undefined, null, ""]) expect(moneyRules.rule(money("Cap", { required: false })).safeParse(absent)).toEqual({ success: true, data: undefined });
  });

  it("reads as an amount in Indian grouping", () => {
    expect(moneyKind.text(field, 123456.5, context)).toBe("1,23,456.50");
    expect(moneyKind.text(field, null, context)).toBe("");
  });
});

describe("the percent kind", () => {
  const field = percent("Discount");
  const rule = percentRules.rule(field);

  it("takes 0 to 100 with two decimals", () => {
    expect(rule.parse("12.5")).toBe(12.5);
    expect(rule.parse(100)).toBe(100);
    expect(rule.safeParse(100.01).error?.issues[0].message).toBe("Discount must be at most 100");
    expect(rule.safeParse(-0.5).error?.issues[0].message).toBe("Discount must be at least 0");
    expect(rule.safeParse(1.234).error?.issues[0].message).toBe("Discount may have at most 2 decimals");
  });

  it("reads with a percent sign", () => {
    expect(percentKind.text(field, 12.5, context)).toBe("12.5%");
    expect(percentKind.text(field, undefined, context)).toBe("");
  });
});
