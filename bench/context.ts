import type { BenchSection } from "./table";
import type { ConsoleUnderTest } from "../scripts/weight/console";

/**
 * What each part of npm run bench:console is given: the production console started on a fresh
 * embedded database with the demo data (`base`; its api at `apiBase`), a Chromium, the full
 * administrator's session (`storageState`, for a context or a request's cookie) and a member's id.
 */
export type BenchContext = ConsoleUnderTest;

/** One part of the bench: one section or several of the table. */
export type BenchPart = (context: BenchContext) => Promise<BenchSection | BenchSection[]>;
