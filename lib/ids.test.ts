import { wholeNumberRule } from "./id-rules";
import { MAX_ID, parseId, parseIdText } from "./ids";

describe("ids", () => {
  it("takes the canonical decimal text of a positive whole number in range", () => {
    for (const [text, id] of [["1", 1], ["16", 16], ["2147483647", MAX_ID]] as const) expect(parseIdText(text)).toBe(id);
  });

  it("refuses what Number() would read as an id", () => {
    for (const text of ["0x10", " 1", "1 ", "\t1", "1e1", "01", "+1", "1.0", "-1", "0", "", "2147483648", "99999999999", "1_0", "١", "Infinity", "NaN"]) {
      expect({ text, id: parseIdText(text) }).toEqual({ text, id: undefined });
    }
  });

  it("takes a JSON whole number in a body, but only text in a URL", () => {
    expect(parseId(7)).toBe(7);
    expect(parseIdText(7)).toBeUndefined();
    for (const value of [0, -1, 1.5, MAX_ID + 1, Number.NaN, null, true, [1], { id: 1 }]) expect(parseId(value)).toBeUndefined();
  });

  it("reads pages and years by the same rule", () => {
    const page = wholeNumberRule(1, 100);
    expect(page.safeParse("12").data).toBe(12);
    for (const text of ["0x10", " 1", "1e1", "01", "1.0", "0", "101"]) expect(page.safeParse(text).success).toBe(false);
  });
});
