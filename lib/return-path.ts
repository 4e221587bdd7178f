/**
 * The one reading of a return path (`from`) the console follows (docs/security-headers.md §2): a page
 * of this console, or its home page. Every route and gate that sends a browser back somewhere asks this,
 * so no spelling (`//x`, `/\x`, a tab inside `//`, `/.//x`) can lead a signed-in browser off the site.
 */
import { NO_PERMISSION_PATH } from "./access";
import { ADMIN_ROOT } from "./pages";

/** Where a return path that is not one of the console's pages leads instead: the gate sends on from there. */
export const HOME_PATH = ADMIN_ROOT;

/** A base no browser can reach: whatever resolves to another origin than it was an absolute or protocol-relative address. */
const BASE = "http://console.invalid";

/** The pages a browser is sent back to: the gated ones (middleware.ts). */
const isConsolePage = (pathname: string) =>
  pathname === ADMIN_ROOT || pathname.startsWith(`${ADMIN_ROOT}/`) || pathname === "/overview" || pathname === NO_PERMISSION_PATH;

/**
 * `asked` as a URL's query gave it (decoded once, never again): the page with its query, or HOME_PATH.
 * The answer is rebuilt from the parsed URL, never the input, so what the browser reads as a Location is
 * exactly what was checked.
 */
export function returnPath(asked: string | null | undefined): string {
  // A backslash or a control character is never part of a page's address: browsers read `\` as `/` and
  // drop tabs and newlines, which turns `/\x` or `/<tab>/x` into another site.
  if (!asked || !asked.startsWith("/") || /[\\\u0000-\u001f\u007f]/.test(asked)) return HOME_PATH;
  let url: URL;
  try {
    url = new URL(asked, BASE);
  } catch {
    return HOME_PATH;
  }
  // `/.//x` keeps the origin but its path would begin with `//`, protocol-relative once it is a Location.
  if (url.origin !== BASE || url.pathname.startsWith("//") || !isConsolePage(url.pathname)) return HOME_PATH;
  return `${url.pathname}${url.search}`;
}
