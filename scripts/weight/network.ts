import type { Page, Request, Route } from "@playwright/test";

/** The console's own scripts: what a visit's weight counts (docs/performance.md). */
export const isConsoleScript = (url: string) => {
  const { pathname } = new URL(url);
  return pathname.startsWith("/_next/static/") && pathname.endsWith(".js");
};

/**
 * Another page's code fetched ahead of a click: the router's prefetch of a link (the
 * `Next-Router-Prefetch` header; what its answer names would be fetched next) or a `<link rel=prefetch>`
 * (Chromium sends `Sec-Purpose: prefetch`). Refused rather than left uncounted: a prefetched chunk would
 * sit in the cache and the page's own later fetch of it would cost nothing.
 */
export function isPrefetch(request: Request): boolean {
  const headers = request.headers();
  return Boolean(headers["next-router-prefetch"]) || /prefetch/i.test(headers["sec-purpose"] ?? headers["purpose"] ?? "") || request.resourceType() === "prefetch";
}

/** How long the network stays quiet before a visit counts as settled (Playwright's own networkidle uses 500 ms). */
export const QUIET_MS = 500;

/**
 * Watches one page's requests from before its navigation: the bytes of every console script as sent
 * (gzip body, headers left out), the requests in flight, and refuses prefetches.
 */
export class ScriptLedger {
  /** Script address → body bytes on the wire, in the order first fetched. */
  readonly scripts = new Map<string, number>();
  private readonly pending = new Set<Request>();
  private readonly sizing: Promise<void>[] = [];
  private lastChange = Date.now();

  private constructor(private readonly page: Page) {}

  static async watch(page: Page): Promise<ScriptLedger> {
    const ledger = new ScriptLedger(page);
    await page.route("**/*", (route: Route) => (isPrefetch(route.request()) ? route.abort("blockedbyclient") : route.continue()));
    page.on("request", (request) => {
      if (isPrefetch(request)) return;
      ledger.pending.add(request);
      ledger.lastChange = Date.now();
    });
    page.on("requestfailed", (request) => ledger.settle(request));
    page.on("requestfinished", (request) => {
      if (isConsoleScript(request.url()) && !ledger.scripts.has(request.url())) {
        ledger.scripts.set(request.url(), 0);
        ledger.sizing.push(request.sizes().then((sizes) => void ledger.scripts.set(request.url(), sizes.responseBodySize)));
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

  /** Total bytes of the scripts fetched so far, or of those fetched after the first `after` of them. */
  bytes(after = 0): number {
    return [...this.scripts.values()].slice(after).reduce((sum, bytes) => sum + bytes, 0);
  }
}
