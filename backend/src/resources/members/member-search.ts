/**
 * What the App Users search box was given, read as one of four searches, each served by an index of
 * its own (docs/members.md, "App Users"): a member id exactly, a phone number from its start, an
 * email from its start, or a name anywhere inside.
 */
export type MemberSearch =
  | { kind: "code"; code: string }
  | { kind: "phone"; digits: string }
  | { kind: "email"; prefix: string }
  | { kind: "name"; text: string };

/** The service's own dial code: a number typed with it is searched without it. */
const HOME_DIAL_CODE = "91";
/** A member id as the app shows it: "SM" and digits ("SM1000042"), in any case. */
const MEMBER_CODE = /^sm\d+$/i;
/** A phone number as people type one: digits with spaces, dashes, dots or brackets, perhaps a "+" first. */
const PHONE = /^\+?[\d\s().-]+$/;

export function readSearch(raw: string): MemberSearch | undefined {
  const text = raw.trim();
  if (!text) return undefined;
  if (MEMBER_CODE.test(text)) return { kind: "code", code: text.toUpperCase() };
  if (PHONE.test(text) && /\d/.test(text)) {
    let digits = text.replace(/\D/g, "");
    // "+91 98765…" or "0091 98765…": the number after the dial code. A bare "91…" of 12 digits is a
    // full number with its dial code; shorter, it may be the start of a number itself.
    if (text.startsWith("+") && digits.startsWith(HOME_DIAL_CODE)) digits = digits.slice(HOME_DIAL_CODE.length);
    else if (digits.startsWith(`00${HOME_DIAL_CODE}`)) digits = digits.slice(2 + HOME_DIAL_CODE.length);
    else if (digits.length === 10 + HOME_DIAL_CODE.length && digits.startsWith(HOME_DIAL_CODE)) digits = digits.slice(HOME_DIAL_CODE.length);
    // "+91" alone says nothing about the number: every member matches, as an empty search would.
    return digits ? { kind: "phone", digits } : undefined;
  }
  if (text.includes("@")) return { kind: "email", prefix: text.toLowerCase() };
  return { kind: "name", text };
}

