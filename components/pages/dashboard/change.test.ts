import { changeText, previousPeriodName } from "./change";

describe("a card's change against the period before", () => {
  it("gives the difference, its share of the figure before, and which way it went", () => {
    expect(changeText({ value: 120, previous: 100 }, "yesterday")).toEqual({ text: "+20 (+20%) on yesterday", trend: "up" });
    expect(changeText({ value: 2, previous: 3 }, previousPeriodName(30))).toEqual({ text: "−1 (−33.3%) on the previous 30 days", trend: "down" });
    expect(changeText({ value: 5, previous: 5 }, previousPeriodName(1))).toEqual({ text: "No change on the day before", trend: "same" });
  });

  it("has no share to give when there was nothing before", () => {
    expect(changeText({ value: 1500, previous: 0 }, "yesterday")).toEqual({ text: "+1,500 on yesterday", trend: "up" });
  });

  it("writes amounts the caller's way", () => {
    expect(changeText({ value: 1234.5, previous: 1000 }, "yesterday", (n) => `₹ ${n.toFixed(2)}`).text).toBe("+₹ 234.50 (+23.5%) on yesterday");
  });
});
