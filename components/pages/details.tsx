import type { ReactNode } from "react";
import type { DetailRecord } from "@/lib/engine/detail";
import type { ConsoleFlags } from "@/lib/console-flags";
import { MEMBER_DETAIL } from "./members/member-detail";

/**
 * What a page draws of its own on a record's page (lib/pages.ts `detail`), around the engine's tabs.
 * Drawn by the server: only their own controls (decisions, dialogs) reach the browser as code.
 */
export interface DetailParts<R extends DetailRecord = DetailRecord> {
  /** Above the tabs: the record's name, its status, what staff can decide about it, the way back. */
  header(record: R, context: { readOnly: boolean; listHref: string }): ReactNode;
  /** The record's own tab, with the Setting's flags the console follows. */
  recordTab(record: R, flags: ConsoleFlags): ReactNode;
  /** Whose tabs they are, for a screen reader ("Asha Rao"). */
  name(record: R): string;
}

/** Each page's detail parts, by page slug; the route of every record's page (app/admin/[page]/view) reads them. */
export const PAGE_DETAILS: Record<string, DetailParts> = {
  appuser: MEMBER_DETAIL,
};
