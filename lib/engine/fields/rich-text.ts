import type { FieldBase, FieldKindModule } from "./base";

/**
 * Formatted text (bold, lists, links) kept as HTML. The api cleans it with an allow-list before it
 * is stored, and the console cleans it again before it is drawn; here it is only measured.
 */
export interface RichTextField extends FieldBase {
  kind: "richText";
  /** Characters of HTML. */
  max: number;
}

export const richText = (label: string, extra: Partial<Omit<RichTextField, "kind" | "label">> = {}): RichTextField => ({
  kind: "richText",
  label,
  required: true,
  max: 10_000,
  ...extra,
});

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

/** The words of some HTML, without its tags: what a list cell, a CSV cell or an emptiness check reads. */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h[1-6]|\/blockquote)[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, " ")
    .trim();
}

export const EXCERPT_LENGTH = 80;

/** The start of the text, cut at a word, for a list. */
export function excerpt(html: string, length = EXCERPT_LENGTH): string {
  const text = plainText(html);
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  return `${cut.slice(0, cut.lastIndexOf(" ") > length / 2 ? cut.lastIndexOf(" ") : length).trimEnd()}…`;
}

export const richTextKind: FieldKindModule<RichTextField> = {
  column: true,
  text: (_field, value) => (typeof value === "string" ? excerpt(value) : ""),
};
