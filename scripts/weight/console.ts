import type { Browser } from "@playwright/test";
import { ADMIN, UNSERVED_ROLE } from "./targets";
import { aMemberId, signIn, startApp, unservedRoleSession, type StorageState } from "./app";
import { launchChromium } from "./browser";

/** The production console started for a measurement, a browser, and the sessions pages are opened with. */
export interface ConsoleUnderTest {
  base: string;
  apiBase: string;
  browser: Browser;
  /** The full administrator's session (admin@example.com). */
  storageState: StorageState;
  /** Sessions by who holds them (scripts/weight/targets.ts): the full administrator, an unserved role. */
  sessions: Record<string, StorageState>;
  memberId: number;
}

/** Starts the app (scripts/weight/app.ts) and Chromium, runs `measure`, and stops both whatever happens. */
export async function withConsole<T>(measure: (console: ConsoleUnderTest) => Promise<T>): Promise<T> {
  const app = await startApp();
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const storageState = await signIn(browser, app.base, ADMIN);
    const sessions = { [ADMIN]: storageState, [UNSERVED_ROLE]: await unservedRoleSession(app.base, app.dataDir) };
    const memberId = await aMemberId(browser, app.base, storageState);
    return await measure({ base: app.base, apiBase: app.apiBase, browser, storageState, sessions, memberId });
  } finally {
    await browser?.close();
    await app.stop();
  }
}
