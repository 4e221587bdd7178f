/**
 * The measurer against pages made for it (a tiny server, no Next build): what it counts decides
 * whether `npm run size` lets a heavy page through, so each case is one it could get wrong.
 */
import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import type { Browser } from "@playwright/test";
import type { Budgets } from "./budgets";
import { launchChromium } from "./browser";
import { judge } from "./measure";
import type { Target } from "./targets";
import { weighVisit } from "./visit";

jest.setTimeout(90_000);

/** A script of `kB` gzip kB or so (random text hardly compresses) that runs `body`. */
const script = (kB: number, body: string) => `/* ${randomBytes(Math.round(kB * 1000)).toString("base64")} */\n${body}`;
const DRAW = `document.body.insertAdjacentHTML("beforeend", "<main data-drawn>drawn</main>");`;
const load = (src: string) => `{ const s = document.createElement("script"); s.src = ${JSON.stringify(src)}; document.head.append(s); }`;
const html = (head: string) => `<!doctype html><html><head>${head}</head><body></body></html>`;

const SCRIPTS: Record<string, string> = {
  // A small page: its one script draws at once.
  "/_next/static/light.js": script(20, DRAW),
  // A heavy page's shell: small, named by the HTML. Well after the load event, when the network has been
  // quiet longer than a network-idle wait lasts, it fetches the view that draws.
  "/_next/static/shell.js": script(20, `addEventListener("load", () => setTimeout(() => ${load("/_next/static/view.js")}, 1200));`),
  "/_next/static/view.js": script(150, DRAW),
  // Another page's code, fetched only by prefetches.
  "/_next/static/other.js": script(150, ""),
  "/_next/static/prefetched.js": script(150, ""),
  // The prefetching page's own lazy chunk (which it also prefetches: the real fetch must still count).
  "/_next/static/own.js": script(30, DRAW),
  // A page with an Add button whose dialog arrives on the click.
  "/_next/static/list.js": script(20, `${DRAW} const b = document.createElement("button"); b.textContent = "Add thing"; b.onclick = () => ${load("/_next/static/dialog.js")}; document.body.append(b);`),
  "/_next/static/dialog.js": script(60, `document.body.insertAdjacentHTML("beforeend", "<div role='dialog' aria-label='Add thing'><form data-drawn></form></div>");`),
};

const PAGES: Record<string, string> = {
  "/light": html(`<script src="/_next/static/light.js" defer></script>`),
  "/heavy": html(`<script src="/_next/static/shell.js" defer></script>`),
  "/prefetching": html(
    `<link rel="prefetch" href="/_next/static/other.js"><link rel="prefetch" href="/_next/static/own.js">
     <script>
       // As Next's router prefetches a link: a fetch marked Next-Router-Prefetch whose answer names the page's chunks.
       fetch("/elsewhere?_rsc=1", { headers: { "Next-Router-Prefetch": "1" } }).then((r) => r.text()).then((src) => ${load("${src}").replace('"${src}"', "src")});
       addEventListener("load", () => setTimeout(() => ${load("/_next/static/own.js")}, 300));
     </script>`,
  ),
  "/list": html(`<script src="/_next/static/list.js" defer></script>`),
};

let server: Server;
let base: string;
let browser: Browser;

beforeAll(async () => {
  server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://x");
    if (pathname === "/elsewhere") return response.end("/_next/static/prefetched.js");
    const page = PAGES[pathname];
    const js = SCRIPTS[pathname];
    if (!page && !js) return response.writeHead(404).end();
    // Sent gzip-compressed, as the console's server sends its scripts.
    response.writeHead(200, { "content-type": page ? "text/html" : "text/javascript", "content-encoding": "gzip", "cache-control": "no-store" });
    response.end(gzipSync(page ?? js));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const BUDGETS: Budgets = { untilUsableKB: { signedOut: 100, views: 100, record: 100, charts: 100 }, onUseKB: 50, largestPaintMs: 500 };
const target = (path: string, hasAdd = false): Target => ({ name: path, path, kind: { label: "list", budget: "views", hasAdd }, paintBudgeted: false });
const gzipBytes = (path: string) => gzipSync(SCRIPTS[path]).length;
const fetched = (scripts: [string, number][]) => scripts.map(([url]) => new URL(url).pathname);

async function weigh(path: string, hasAdd = false) {
  const context = await browser.newContext();
  try {
    const weight = await weighVisit(context, `${base}${path}`, { onUse: hasAdd ? "add" : undefined, timeoutMs: 20_000 });
    return { weight, verdict: judge(target(path, hasAdd), BUDGETS, weight) };
  } finally {
    await context.close();
  }
}

it("counts the heavy script a page fetches after its load event before it draws, and judges the page over budget", async () => {
  const { weight, verdict } = await weigh("/heavy");
  expect(fetched(weight.scripts)).toEqual(["/_next/static/shell.js", "/_next/static/view.js"]);
  // What the HTML names (the old first-load count) fits the budget; what the visit needs does not.
  expect(gzipBytes("/_next/static/shell.js")).toBeLessThan(verdict.budget);
  expect(weight.untilUsable).toBeGreaterThanOrEqual(gzipBytes("/_next/static/shell.js") + gzipBytes("/_next/static/view.js"));
  expect(verdict.over).toBe(true);
});

it("passes a page within its budget, counting the gzip bytes as sent", async () => {
  const { weight, verdict } = await weigh("/light");
  expect(fetched(weight.scripts)).toEqual(["/_next/static/light.js"]);
  const sent = gzipBytes("/_next/static/light.js");
  // The body as received: the gzip bytes and at most the framing of a chunked answer.
  expect(weight.untilUsable).toBeGreaterThanOrEqual(sent);
  expect(weight.untilUsable).toBeLessThan(sent * 1.01);
  expect(verdict.over).toBe(false);
});

it("leaves out another page's prefetched code but counts the page's own lazy chunk", async () => {
  const { weight, verdict } = await weigh("/prefetching");
  expect(fetched(weight.scripts)).toEqual(["/_next/static/own.js"]);
  // Its own chunk, though the prefetch brought it and the page's request was served from the cache.
  expect(weight.untilUsable).toBeGreaterThanOrEqual(gzipBytes("/_next/static/own.js"));
  expect(verdict.over).toBe(false);
});

it("weighs what clicking Add fetches until its dialog is drawn, against the on-use budget", async () => {
  const { weight, verdict } = await weigh("/list", true);
  expect(fetched(weight.scripts)).toEqual(["/_next/static/list.js", "/_next/static/dialog.js"]);
  expect(weight.untilUsable).toBeLessThan(gzipBytes("/_next/static/list.js") * 1.01);
  expect(weight.onUse).toBeGreaterThanOrEqual(gzipBytes("/_next/static/dialog.js"));
  expect(verdict.over).toBe(true);
});
