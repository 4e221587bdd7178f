/**
 * npm run bench:review (and a part of npm run bench:console): how quickly a key in the review queue
 * shows the next item (docs/review.md, "Speed"). On the console bench:console runs (or, alone, one
 * started the same way: scripts/weight/console.ts; needs `npm run build` first), as the full
 * administrator: opens the queue of documents and presses J (move on without deciding, so the demo
 * data stays as it is) KEYS times, measuring in the page itself from the key's own timestamp to the
 * frame that shows the next item (a requestAnimationFrame loop), never by Playwright round trips.
 */
import type { Page } from "@playwright/test";
import { DRAWN_SELECTOR } from "../lib/drawn";
import { pagePath, pageBySlug } from "../lib/pages";
import { withConsole } from "../scripts/weight/console";
import type { BenchContext } from "./context";
import { median } from "./median";
import { printSections, type BenchSection } from "./table";

export const REVIEW_KEY_BUDGET_MS = 100;
const KEYS = 20;
const ITEM = "[data-review-item]";

/** Arms the page for one key: its timestamp, then each frame until another item is shown. Runs in the browser. */
function armKey(selector: string) {
  type Win = typeof window & { __key?: { ms?: number } };
  const win = window as Win;
  const before = document.querySelector(selector)?.getAttribute("data-review-item");
  win.__key = {};
  const onKey = (event: KeyboardEvent) => {
    window.removeEventListener("keydown", onKey, true);
    const pressed = event.timeStamp;
    const frame = () => {
      const now = document.querySelector(selector)?.getAttribute("data-review-item");
      // The frame that finds the next item in the page is the one that paints it: timed at the start of
      // the frame after it, once that paint is done.
      if (now && now !== before) return requestAnimationFrame(() => void (win.__key!.ms = performance.now() - pressed));
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  window.addEventListener("keydown", onKey, true);
}

async function pressTimed(page: Page): Promise<number> {
  await page.evaluate(armKey, ITEM);
  await page.keyboard.press("j");
  await page.waitForFunction(() => (window as typeof window & { __key?: { ms?: number } }).__key?.ms !== undefined, undefined, { timeout: 10_000, polling: 50 });
  return page.evaluate(() => (window as typeof window & { __key?: { ms?: number } }).__key!.ms!);
}

export async function measureReviewQueue({ base, browser, storageState }: BenchContext): Promise<BenchSection> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, storageState });
  await context.addInitScript({ content: "window.__name = (fn) => fn;" });
  try {
    const page = await context.newPage();
    await page.goto(`${base}${pagePath(pageBySlug("review")!)}?kind=documents`);
    await page.locator(DRAWN_SELECTOR).first().waitFor();
    await page.locator(ITEM).waitFor();
    const times: number[] = [];
    for (let i = 0; i < KEYS; i++) {
      times.push(await pressTimed(page));
      // As a person would: a moment on the item before the next key, time for the next claim to come back.
      await page.waitForTimeout(300);
    }
    const [middle, slowest] = [median(times), Math.max(...times)];
    return {
      title: "Review queue",
      rows: [
        { what: `key → next item drawn, median of ${KEYS}`, figure: `${middle.toFixed(0)} ms`, budget: `≤ ${REVIEW_KEY_BUDGET_MS} ms`, met: middle <= REVIEW_KEY_BUDGET_MS },
        { what: `key → next item drawn, max of ${KEYS}`, figure: `${slowest.toFixed(0)} ms`, budget: `≤ ${REVIEW_KEY_BUDGET_MS} ms`, met: slowest <= REVIEW_KEY_BUDGET_MS },
      ],
    };
  } finally {
    await context.close();
  }
}

if (require.main === module) {
  (async () => {
    const missed = printSections([await withConsole((running) => measureReviewQueue(running))]);
    process.exitCode = missed ? 1 : 0;
  })().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
