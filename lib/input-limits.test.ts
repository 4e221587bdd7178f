import { holdsNul, JSON_TOO_DEEP, JSON_TOO_LARGE, jsonTextRefusal } from "./input-limits";

describe("jsonTextRefusal", () => {
  it("passes ordinary bodies, malformed ones included (the parser refuses those)", () => {
    for (const text of ['{"name":"x","ids":[1,2]}', "[[[[1]]]]", "{", '"]]]]"', "{}"]) expect(jsonTextRefusal(text, { maxBytes: 1000 })).toBeUndefined();
  });

  it("refuses a body deeper than the limit on its text, whatever its size", () => {
    expect(jsonTextRefusal(`${"[".repeat(33)}${"]".repeat(33)}`, { maxBytes: 1000 })).toBe(JSON_TOO_DEEP);
    expect(jsonTextRefusal(`{"a":${"[".repeat(100_000)}`, { maxBytes: 1e6 })).toBe(JSON_TOO_DEEP);
    expect(jsonTextRefusal(`${"[".repeat(32)}${"]".repeat(32)}`, { maxBytes: 1000 })).toBeUndefined();
  });

  it("counts no bracket inside a string, escaped quotes included", () => {
    expect(jsonTextRefusal(JSON.stringify({ a: "[".repeat(100), b: '\\"[[[[' }), { maxBytes: 1000 })).toBeUndefined();
  });

  it("refuses a body over the size in UTF-8 bytes", () => {
    expect(jsonTextRefusal(`"${"é".repeat(600)}"`, { maxBytes: 1000 })).toBe(JSON_TOO_LARGE);
    expect(jsonTextRefusal(`"${"é".repeat(400)}"`, { maxBytes: 1000 })).toBeUndefined();
  });
});

describe("holdsNul", () => {
  it("finds a NUL in any string or key, however deep, without recursion", () => {
    let deep: unknown = "a\u0000";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(holdsNul(deep)).toBe(true);
    expect(holdsNul({ "k\u0000": 1 })).toBe(true);
    expect(holdsNul({ a: ["b", { c: "d" }], e: Buffer.from([0]) })).toBe(false);
  });
});
