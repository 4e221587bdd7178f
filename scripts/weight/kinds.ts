import { viewOf, type AdminPageDef } from "../../lib/pages";
import { resourceByKey } from "../../lib/resources/index";

/** The budgets of size-budgets.json a page's weight until usable is held to (docs/performance.md). */
export type BudgetClass = "signedOut" | "views" | "record" | "charts";

export interface PageKind {
  /** What the table shows: the page's view ("list", "cards", …), "charts", "record", "signed out" or "placeholder". */
  label: string;
  budget: BudgetClass;
  /** The page has an Add button whose dialog is weighed on use: the engine's lists, cards, panes and accordion over a resource staff add to. */
  hasAdd: boolean;
  /**
   * The first page of a tab's session, opened with push configured and no token yet: what the push
   * registration then fetches is weighed on use (docs/push.md). Every other admin page is opened as a
   * tab that has registered, which fetches none of it.
   */
  registers?: boolean;
}

const WITH_ADD = new Set(["list", "cards", "panes", "accordion"]);

/**
 * A page's kind follows from lib/pages.ts alone: its `charts` or `record` mark, else its view. A page
 * still to be built (no view yet) is measured as it is, with the budget of the views it will join.
 */
export function kindOf(page: AdminPageDef): PageKind {
  if (page.charts) return { label: "charts", budget: "charts", hasAdd: false };
  if (page.record) return { label: "record", budget: "record", hasAdd: false };
  const view = viewOf(page);
  // The view's Add belongs to the page's first resource (a list's rows, the first pane, the accordion's categories).
  const first = page.resources?.[0];
  const addable = first !== undefined && !resourceByKey(first)?.readOnly;
  return { label: view ?? "placeholder", budget: "views", hasAdd: view !== undefined && WITH_ADD.has(view) && addable };
}

/** The home page, opened as a tab's first page after sign-in: the registration comes after it is usable. */
export const FIRST_PAGE_OF_TAB: PageKind = { label: "charts, first of a tab", budget: "charts", hasAdd: false, registers: true };

export const SIGNED_OUT: PageKind = { label: "signed out", budget: "signedOut", hasAdd: false };
/** A member's view (/admin/appuser/view/<id>): one record, like the own profile. */
export const MEMBER_VIEW: PageKind = { label: "record", budget: "record", hasAdd: false };
