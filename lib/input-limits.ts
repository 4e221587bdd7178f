/**
 * The shape any JSON body must keep before anything else reads it, on both sides (console and api):
 * within a size and a nesting depth. A deeper body overflows recursive code further on (a check, a
 * serialiser), so it is refused on its text, before it is parsed. The rules: docs/input-limits.md.
 */
import { MESSAGES } from "./messages";

/** No form of the console nests deeper than a handful of levels; 32 leaves room and stops abuse. */
export const MAX_JSON_DEPTH = 32;

export const JSON_TOO_DEEP = MESSAGES.requestTooDeep;
export const JSON_TOO_LARGE = MESSAGES.requestTooLarge;

/**
 * The longest URL (path and query) either side reads. Node refuses a header section over 16 KiB
 * itself; the console's own URLs stay far below this.
 */
export const MAX_URL_LENGTH = 8 * 1024;

/**
 * Whether a body's declared charset is one JSON can be: JSON is UTF-8 (RFC 8259), so a body declared in
 * another charset would be misread, not decoded. Both sides refuse it with a 415; the console once
 * read it as UTF-8 and sent it on as JSON, and so stored what the api itself would have refused.
 */
export function jsonCharsetRefused(contentType: string | null | undefined): boolean {
  const charset = /;\s*charset=([^;\s]+)/i.exec(contentType ?? "")?.[1]?.replace(/"/g, "").toLowerCase();
  return Boolean(charset && charset !== "utf-8" && charset !== "utf8");
}

/**
 * Why a JSON text must be refused, or undefined when its size and depth are within the limits.
 * Linear in the text and iterative: it counts brackets outside strings, whatever else the text holds
 * (malformed JSON is left for the parser to refuse).
 */
export function jsonTextRefusal(text: string, { maxBytes, maxDepth = MAX_JSON_DEPTH }: { maxBytes: number; maxDepth?: number }): string | undefined {
  // UTF-8 is at most 3 bytes per UTF-16 unit: the exact count is needed only near the limit.
  if (text.length * 3 > maxBytes && new TextEncoder().encode(text).byteLength > maxBytes) return JSON_TOO_LARGE;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > maxDepth) return JSON_TOO_DEEP;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return undefined;
}

/** The status a refusal of jsonTextRefusal is answered with on both sides: 413 for its size, 400 for its depth. */
export const jsonRefusalStatus = (refusal: string) => (refusal === JSON_TOO_LARGE ? 413 : 400);

/**
 * True when a value holds a NUL character in any string or key (PostgreSQL stores none). Iterative:
 * whatever the nesting, no stack overflow.
 */
export function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  const seen = new Set<object>();
  while (pending.length) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (item.includes("\u0000")) return true;
    } else if (item && typeof item === "object" && !ArrayBuffer.isView(item) && !seen.has(item)) {
      seen.add(item);
      for (const [key, inner] of Object.entries(item)) {
        if (key.includes("\u0000")) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}
