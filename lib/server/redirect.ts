import "server-only";

/**
 * A 303 to a path of this console, relative (docs/security-headers.md §2): the browser stays on the host
 * it asked, whatever the console believes its own address is. Next builds `request.url` from the
 * address it listens on (127.0.0.1 even reads as localhost there), never from what the browser typed, so an
 * absolute Location built from it sends someone on 127.0.0.1, or behind a proxy, to a host without their cookie.
 */
export function seeOther(path: string): Response {
  if (!path.startsWith("/") || path.startsWith("//")) throw new Error(`seeOther takes a path of this console, not ${path}`);
  return new Response(null, { status: 303, headers: { location: path } });
}
