/**
 * What the console itself follows of the Setting page (docs/setting.md, "Flags the console follows"):
 * how days read, and whether the service asks members for a community and a sub community. The api
 * says them with the signed-in administrator (`GET /users/me`), so every page's shell has them at no
 * extra call; a switch that is off takes its pages out of the menu and its selects out of forms and
 * filters, and keeps the records.
 */
import { DEFAULT_DATE_FORMAT, type DateFormat } from "./day-format";

export interface ConsoleFlags {
  dateFormat: DateFormat;
  community: boolean;
  /** Only with `community`: a sub community narrows a community. */
  subCommunity: boolean;
}

/** A part of the product a page, field or filter follows: drawn only while it is on. */
export type ConsoleSwitch = "community" | "subCommunity";

export const CONSOLE_FLAG_DEFAULTS: ConsoleFlags = { dateFormat: DEFAULT_DATE_FORMAT, community: true, subCommunity: true };

/** Whether a part that follows `when` is drawn. */
export const isOn = (flags: ConsoleFlags, when: ConsoleSwitch | undefined) => !when || flags[when];
