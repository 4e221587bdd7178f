import type { Page, Request } from "@playwright/test";

/** The console's own scripts: what a visit's weight counts (docs/performance.md). */
export const isConsoleScript = (url: string) => {
  const { pathname } = new URL(url);
  return pathname.startsWith("/_next/static/") && pathname.endsWith(".js");
};

const header = (headers: Record<string, string>, name: string) => Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];

/** The router's prefetch of another page's link: its answer names that page's chunks, fetched next. */
export const isRouterPrefetch = (headers: Record<string, string>) => Boolean(header(headers, "next-router-prefetch"));

/** A `<link rel=prefetch>` (Chromium sends `Sec-Purpose: prefetch`): a resource fetched for a later page. */
export const isBrowserPrefetch = (request: Request) => /prefetch/i.test(header(request.headers(), "sec-purpose") ?? header(request.headers(), "purpose") ?? "");

/** How long the network stays quiet before a visit counts as settled (Playwright's own networkidle uses 500 ms). */
export const QUIET_MS = 500;

/**
 * Watches one page's requests from before its navigation: the bytes of every console script the page
 * asks for (gzip body as sent, headers left out), and the requests in flight. Other pages' code stays
 * out two ways:
 * - the router's prefetches are refused, so the chunks their answers name are never fetched. Only the
 *   router's requests (every one carries `_rsc=`) are held to read their headers: holding every request
 *   would slow the page and so its paint timings;
 * - a `<link rel=prefetch>` cannot be held (Chromium fetches it outside the page's interception), so it
 *   is let through and counted only if the page then asks for the same script itself, with the bytes
 *   the prefetch brought (the page's own request is then served from the cache).
 */
export class ScriptLedger {
  /** Scripts the page asked for, by address, in the order first asked; bytes on the wire. */
  private readonly asked = new Map<string, number>();
  /** Bytes of scripts a `<link rel=prefetch>` brought. */
  private readonly prefetched = new Map<string, number>();
  private readonly pending = new Set<Request>();
  private readonly sizing: Promise<void>[] = [];
  private lastChange = Date.now();

  private constructor(private readonly page: Page) {}

  static async watch(page: Page): Promise<ScriptLedger> {
    const ledger = new ScriptLedger(page);
    const cdp = await page.context().newCDPSession(page);
    cdp.on("Fetch.requestPaused", ({ requestId, request }) => {
      const answer = isRouterPrefetch(request.headers) ? cdp.send("Fetch.failRequest", { requestId, errorReason: "BlockedByClient" }) : cdp.send("Fetch.continueRequest", { requestId });
      // The page may close while a request is held: nothing is left to answer then.
      answer.catch(() => undefined);
    });
    await cdp.send("Fetch.enable", { patterns: [{ urlPattern: "*_rsc=*" }] });
    page.on("request", (request) => {
      if (isRouterPrefetch(request.headers()) || isBrowserPrefetch(request)) return;
      ledger.pending.add(request);
      ledger.lastChange = Date.now();
      if (isConsoleScript(request.url()) && !ledger.asked.has(request.url())) ledger.asked.set(request.url(), 0);
    });
    page.on("requestfailed", (request) => ledger.settle(request));
    page.on("requestfinished", (request) => {
      const url = request.url();
      if (isConsoleScript(url)) {
        const into = isBrowserPrefetch(request) ? ledger.prefetched : ledger.asked;
        ledger.sizing.push(request.sizes().then(({ responseBodySize }) => void into.set(url, Math.max(into.get(url) ?? 0, responseBodySize))));
      }
      ledger.settle(request);
    });
    return ledger;
  }

  private settle(request: Request) {
    if (this.pending.delete(request)) this.lastChange = Date.now();
  }

  /** Resolves once no request has been in flight for QUIET_MS; throws after `timeoutMs`. */
  async quiet(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.pending.size === 0 && Date.now() - this.lastChange >= QUIET_MS) break;
      if (Date.now() > deadline) throw new Error(`The network of ${this.page.url()} did not fall quiet: ${[...this.pending].map((r) => r.url()).join(", ")}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await Promise.all(this.sizing);
  }

  /** The scripts the page asked for, address and bytes, in the order first asked. */
  scripts(): [url: string, bytes: number][] {
    return [...this.asked.keys()].map((url) => [url, Math.max(this.asked.get(url) ?? 0, this.prefetched.get(url) ?? 0)]);
  }

  /** Total bytes of the scripts asked for so far, or of those asked for after the first `after` of them. */
  bytes(after = 0): number {
    return this.scripts().slice(after).reduce((sum, [, bytes]) => sum + bytes, 0);
  }
}
