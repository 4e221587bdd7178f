/**
 * npm run bench:navigation: how quickly a sidebar click shows the next page (docs/performance.md,
 * "Moving between pages"). On the console npm run bench:console runs (or, alone, one started the same
 * way: scripts/weight/console.ts; needs `npm run build` first), as the full administrator: opens the first list page, then clicks every list page of the sidebar in turn
 * (list, cards, panes and accordion views) and measures, in the page itself:
 *   - click → the page's heading (its h1) on screen, in ms and in frames;
 *   - click → its content drawn (the `[data-drawn]` mark of lib/drawn.ts on a new element).
 * The times are taken in the page (the click's own timestamp, a requestAnimationFrame loop for the
 * frame that shows the change), never by Playwright round trips, which add their own latency.
 *   --dwell <ms>   stays that long on each page before the next click (none by default).
 */
import { cpus, loadavg } from "node:os";
import type { Page } from "@playwright/test";
import { ADMIN_PAGES, pagePath, viewOf, type AdminPage } from "../lib/pages";
import { DRAWN_SELECTOR } from "../lib/drawn";
import { withConsole } from "../scripts/weight/console";
import type { BenchContext } from "./context";
import { printSections, type BenchSection } from "./table";
import { median } from "./median";

const LIST_VIEWS = new Set(["list", "cards", "panes", "accordion"]);
export const NAVIGATION_BUDGET = { medianMs: 150, maxMs: 300, headingFrames: 1 } as const;
/**
 * How long the round stays on a page once its rows are drawn before clicking the next: none unless
 * `--dwell <ms>` says (a person reads a page for seconds, and the console may use that time as it
 * would, but none is the harder case and the default).
 */
const dwellArgument = process.argv.indexOf("--dwell");
const DWELL_MS = dwellArgument > 0 ? Number(process.argv[dwellArgument + 1]) : 0;
const VIEWPORT = { width: 1400, height: 900 };

/** The sidebar's list pages, in its order. */
export const sidebarListPages = (): AdminPage[] => ADMIN_PAGES.filter((page) => page.inMenu !== false && LIST_VIEWS.has(viewOf(page) ?? ""));

interface Move {
  heading: number;
  frames: number;
  drawn: number;
  /** When the server's answer for the page had arrived (its RSC), from the click. */
  arrived?: number;
}

/**
 * Arms the page for one click: the click's timestamp, then each frame until the heading reads `title`
 * and an element marked drawn that was not there before the click is on screen. Runs in the browser.
 */
function armMove({ title, drawnSelector }: { title: string; drawnSelector: string }) {
  type Win = typeof window & { __move?: { heading?: number; frames?: number; drawn?: number; arrived?: number } };
  const win = window as Win;
  const before = new Set(document.querySelectorAll(drawnSelector));
  win.__move = {};
  const onClick = (event: MouseEvent) => {
    document.removeEventListener("click", onClick, true);
    const clicked = event.timeStamp;
    let frames = 0;
    const frame = () => {
      frames += 1;
      const now = performance.now();
      const move = win.__move!;
      const heading = document.querySelector("main h1")?.textContent?.trim();
      if (move.heading === undefined && heading === title) {
        move.heading = now - clicked;
        move.frames = frames;
      }
      if (move.heading !== undefined && [...document.querySelectorAll(drawnSelector)].some((element) => !before.has(element))) {
        move.drawn = now - clicked;
        // When the server's page had arrived: what of the wait was the server's.
        const page = performance.getEntriesByType("resource").find((entry) => entry.name.includes("_rsc=") && entry.startTime >= clicked - 1) as PerformanceResourceTiming | undefined;
        move.arrived = page ? page.responseEnd - clicked : undefined;
        return;
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  document.addEventListener("click", onClick, true);
}

/** Opens the group holding a sidebar item when it is folded away (Master Entry). */
async function revealItem(page: Page, target: AdminPage) {
  const link = page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: target.label ?? target.title, exact: true });
  if (!(await link.isVisible())) {
    const group = page.getByRole("navigation", { name: "Main menu" }).getByRole("button", { expanded: false, name: /master entry|reports/i });
    for (const button of await group.all()) {
      await button.click();
      if (await link.isVisible().catch(() => false)) break;
    }
    await link.waitFor({ state: "visible" });
  }
  return link;
}

const machine = () => `${cpus().length} CPUs, load average ${loadavg().map((l) => l.toFixed(2)).join(" ")}`;

/** One round of sidebar clicks over every list page; resolves to the figures beside their budgets. */
export async function measureNavigation({ base, browser, storageState }: BenchContext, { verbose = true }: { verbose?: boolean } = {}): Promise<BenchSection> {
  {
    const context = await browser.newContext({ viewport: VIEWPORT, storageState });
    // tsx names the functions this file hands to the page with a helper the page lacks.
    await context.addInitScript({ content: "window.__name = (fn) => fn;" });
    const page = await context.newPage();
    const pages = sidebarListPages();
    // The round starts on the first list page and ends back on it: every list page is clicked once.
    const [first, ...rest] = pages;
    await page.goto(`${base}${pagePath(first)}`);
    await page.locator(DRAWN_SELECTOR).first().waitFor();
    const moves: (Move & { page: string })[] = [];
    for (const target of [...rest, first]) {
      if (DWELL_MS) await page.waitForTimeout(DWELL_MS);
      const link = await revealItem(page, target);
      await page.evaluate(armMove, { title: target.title, drawnSelector: DRAWN_SELECTOR });
      await link.click();
      await page.waitForFunction(() => (window as typeof window & { __move?: { drawn?: number } }).__move?.drawn !== undefined, undefined, { timeout: 30_000, polling: 100 });
      const move = await page.evaluate(() => (window as typeof window & { __move?: Move }).__move!);
      await page.waitForURL(`**${pagePath(target)}`);
      moves.push({ page: target.title, ...move });
    }
    await context.close();
    if (verbose) {
      console.log(`\nSidebar clicks (${machine()}, ${DWELL_MS} ms on each page before the next click)`);
      console.table(moves.map((move) => ({ page: move.page, "heading ms": move.heading.toFixed(0), "heading frames": move.frames, "page arrived ms": move.arrived?.toFixed(0) ?? "", "drawn ms": move.drawn.toFixed(0) })));
    }
    const drawnTimes = moves.map((move) => move.drawn);
    const drawnMedian = median(drawnTimes);
    const drawnMax = Math.max(...drawnTimes);
    const frames = Math.max(...moves.map((move) => move.frames));
    const slowest = moves.find((move) => move.drawn === drawnMax)!.page;
    return {
      title: "Moving between pages",
      rows: [
        { what: `sidebar click → first rows, median of ${moves.length} list pages`, figure: `${drawnMedian.toFixed(0)} ms`, budget: `≤ ${NAVIGATION_BUDGET.medianMs} ms`, met: drawnMedian <= NAVIGATION_BUDGET.medianMs },
        { what: `sidebar click → first rows, max (${slowest})`, figure: `${drawnMax.toFixed(0)} ms`, budget: `≤ ${NAVIGATION_BUDGET.maxMs} ms`, met: drawnMax <= NAVIGATION_BUDGET.maxMs },
        { what: "sidebar click → heading, frames (max)", figure: `${frames} (${median(moves.map((move) => move.heading)).toFixed(0)} ms median)`, budget: `≤ ${NAVIGATION_BUDGET.headingFrames} frame`, met: frames <= NAVIGATION_BUDGET.headingFrames },
      ],
    };
  }
}

if (require.main === module) {
  (async () => {
    const missed = printSections([await withConsole((running) => measureNavigation(running))]);
    process.exitCode = missed ? 1 : 0;
  })().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
