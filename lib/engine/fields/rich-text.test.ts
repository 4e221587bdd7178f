import { richTextRules } from "../rules/rich-text";
import { excerpt, plainText, richText, richTextKind } from "./rich-text";

const field = richText("Terms", { max: 60 });
const rule = richTextRules.rule(field);
const context = { row: {}, column: "terms", unitOf: () => undefined };

describe("the rich-text kind", () => {
  it("takes formatted text up to its length in HTML", () => {
    expect(rule.parse("<p>Pay <strong>now</strong></p>")).toBe("<p>Pay <strong>now</strong></p>");
    expect(rule.safeParse(`<p>${"a".repeat(60)}</p>`).error?.issues[0].message).toBe("Terms must be at most 60 characters of formatted text");
  });

  it("counts an editor without words as empty", () => {
    for (const empty of [undefined, "", "<p></p>", "<p> <br></p>", "<ul><li></li></ul>"]) {
      expect(rule.safeParse(empty).error?.issues[0].message).toBe("Terms is required");
    }
    expect(richTextRules.rule(richText("Notes", { required: false })).safeParse("").success).toBe(true);
  });

  it("reads as plain words in lists and CSV, cut at a word", () => {
    expect(plainText("<p>Fish &amp; chips</p><ul><li>one</li><li>two</li></ul>")).toBe("Fish & chips one two");
    expect(richTextKind.text(field, "<p><strong>Bold</strong> &lt;tag&gt;</p>", context)).toBe("Bold <tag>");
    expect(excerpt(`<p>${"word ".repeat(40)}</p>`, 22)).toBe("word word word word…");
    expect(richTextKind.text(field, null, context)).toBe("");
  });
});
