import { z } from "zod";
import { FIELD_RULES, rulesOf } from "../rules";
import { COLUMN_KINDS, FIELD_KINDS, kindOf, type Field } from "./index";
import { boolean } from "./boolean";
import { oneOf } from "./enum";
import { number } from "./number";
import { ref } from "./ref";
import { text } from "./text";

const context = (row: Record<string, unknown> = {}) => ({ row, column: "f", unitOf: (key: string) => (key === "timeduration" ? "months" : undefined) });

describe("the kinds' registry", () => {
  it("has a rule and a text for every kind, and says which are columns", () => {
    expect(Object.keys(FIELD_RULES).sort()).toEqual(Object.keys(FIELD_KINDS).sort());
    for (const kind of Object.values(FIELD_KINDS)) expect(typeof kind.text).toBe("function");
    for (const rules of Object.values(FIELD_RULES)) expect(typeof rules.rule).toBe("function");
    expect([...COLUMN_KINDS].sort()).toEqual(["boolean", "date", "enum", "image", "money", "number", "percent", "ref", "richText", "secret", "text"]);
  });

  it("reads each older kind as it did", () => {
    const cases: [Field, unknown, string, Record<string, unknown>?][] = [
      [boolean("Default"), true, "Yes"],
      [boolean("Default"), false, "No"],
      [number("Height", { min: 1, max: 300, scale: 0, unit: "cm" }), 152, "152 cm"],
      [number("Months", { min: 1, max: 60, scale: 0, unit: "months" }), 1, "1 month"],
      [oneOf("Gender", ["Male", "Female"]), "Male", "Male"],
      [text("Name", 10), null, ""],
      [ref("Duration", "timeduration"), 4, "3 months", { fName: 3 }],
      [{ kind: "refList", label: "Facilities", resource: "premiumfacility" }, [{ name: "A" }, { name: "B" }], "A, B"],
      [{ kind: "secret", label: "Credentials", keys: ["Key Id"] }, ["keyId"], "1 set"],
      [{ kind: "secret", label: "Credentials", keys: ["Key Id"] }, [], "None"],
      [{ kind: "image", label: "Picture" }, "6f1c2a5e-0000-4000-8000-000000000000", "Yes"],
    ];
    for (const [field, value, expected, row] of cases) expect(kindOf(field).text(field, value, context(row))).toBe(expected);
  });

  it("filters by enums, yes/no, refs and exact numbers only", () => {
    const filterOf = (field: Field) => rulesOf(field).filter?.(field);
    expect((filterOf(oneOf("Gender", ["Male", "Female"])) as z.ZodType).safeParse("Male").success).toBe(true);
    expect((filterOf(boolean("Default")) as z.ZodType).parse("true")).toBe(true);
    expect((filterOf(ref("Religion", "religion")) as z.ZodType).parse("7")).toBe(7);
    const memberId = filterOf(number("Member", { min: 1, max: 2_147_483_647, scale: 0 })) as z.ZodType;
    expect(memberId.parse("42")).toBe(42);
    for (const bad of ["0", "-3", "1.5", "abc", "2147483648"]) expect({ bad, ok: memberId.safeParse(bad).success }).toEqual({ bad, ok: false });
    expect(filterOf(text("Name", 10))).toBeUndefined();
  });
});
