import type { BrowserContext, Page } from "@playwright/test";
import { DRAWN_SELECTOR } from "../../lib/drawn";
import { ScriptLedger } from "./network";
import { registrationLine } from "./push";

/** What one fresh visit of a page downloaded, in gzip bytes as sent. */
export interface VisitWeight {
  /** Every console script fetched from navigation until the page's content was drawn and the network quiet. */
  untilUsable: number;
  /** Those scripts, address and bytes, in the order fetched; then the ones fetched on use. */
  scripts: [url: string, bytes: number][];
  /** The scripts clicking Add fetched until its dialog was drawn and the network quiet; null without an Add button. */
  onUse: number | null;
  /** The page's Largest Contentful Paint, ms from navigation; null when the browser reported none. */
  largestPaintMs: number | null;
}

export interface VisitOptions {
  /**
   * What is weighed after the page is usable: "add" clicks the page's Add button (its first, by role and
   * name; a page without one fails) until its dialog is drawn; "push registration" waits for the tab's
   * push registration to end (it logs its outcome, docs/push.md).
   */
  onUse?: "add" | "push registration";
  timeoutMs?: number;
}

/** An Add button: the lists' "Add religion", a pane's "Add country" icon, the accordion's first. */
const ADD_BUTTON = /^Add\b/;

/** The last Largest Contentful Paint candidate before any input: the page's LCP. */
function largestPaint(page: Page): Promise<number | null> {
  return page.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        // Buffered: the entries reported before this observer was made arrive in its first callback.
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? null)).observe({ type: "largest-contentful-paint", buffered: true });
        setTimeout(() => resolve(null), 1000);
      }),
  );
}

/**
 * Opens `url` in a new page of `context` (a fresh context for each visit: nothing cached) and weighs
 * it: counting stops only when the page carries its drawn mark (lib/drawn.ts) and no request has been
 * in flight for a while, so a view, a grid or a chart fetched after the load event is counted.
 */
export async function weighVisit(context: BrowserContext, url: string, options: VisitOptions = {}): Promise<VisitWeight> {
  const timeout = options.timeoutMs ?? 30_000;
  const page = await context.newPage();
  try {
    const ledger = await ScriptLedger.watch(page);
    // Watched from the start: a registration may end before the page is counted as usable.
    const registrationEnded = options.onUse === "push registration" ? page.waitForEvent("console", { predicate: registrationLine, timeout }) : undefined;
    await page.goto(url, { waitUntil: "commit", timeout });
    await page.locator(DRAWN_SELECTOR).first().waitFor({ state: "attached", timeout });
    await ledger.quiet(timeout);
    const untilUsable = ledger.bytes();
    const largestPaintMs = await largestPaint(page);

    let onUse: number | null = null;
    if (options.onUse === "push registration") {
      const before = ledger.scripts().length;
      await registrationEnded;
      await ledger.quiet(timeout);
      onUse = ledger.bytes(before);
    } else if (options.onUse === "add") {
      const add = page.getByRole("button", { name: ADD_BUTTON }).first();
      if ((await add.count()) === 0) throw new Error(`${url} has no Add button to weigh on use.`);
      const before = ledger.scripts().length;
      await add.click({ timeout });
      await page.getByRole("dialog").locator(DRAWN_SELECTOR).first().waitFor({ state: "attached", timeout });
      await ledger.quiet(timeout);
      onUse = ledger.bytes(before);
    }
    return { untilUsable, scripts: ledger.scripts(), onUse, largestPaintMs };
  } finally {
    await page.close();
  }
}
