import { text } from "drizzle-orm/pg-core";
import sanitizeHtml from "sanitize-html";
import type { RichTextField } from "../../../../lib/engine/fields";
import { notNullIf, type ApiKindModule } from "./base";

const LINK_REL = "noopener noreferrer nofollow";

/**
 * What formatted text may hold, and nothing else: no script, style or iframe (their content goes
 * too), no attribute but a link's href, and hrefs to http, https and mailto only. Links never pass
 * the page's authority or opener to where they point.
 */
const ALLOW_LIST: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "em", "u", "s", "ul", "ol", "li", "a", "h3", "h4", "blockquote"],
  allowedAttributes: { a: ["href", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "template"],
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: LINK_REL } }),
  },
};

export const sanitizeRichText = (html: string) => sanitizeHtml(html, ALLOW_LIST);

const clean = (value: unknown) => (typeof value === "string" ? sanitizeRichText(value) : (value ?? null));

export const richTextApi: ApiKindModule<RichTextField> = {
  column: (name, field) => notNullIf(field, text(name)),
  seed: (_field, value) => clean(value),
  store: (_field, value) => clean(value),
};
