/**
 * Saved views of the lists (docs/saved-views.md): a name for what a list shows (its filters, search,
 * sort and page size), kept per administrator and page, and shared, when its owner says so, with
 * everyone who may open the page. What a view holds is the list's own address query, so a view opens
 * exactly as the list opens from a link. Pure and without imports of code: the access rule (every
 * page's bundle), the api and the toolbar's menu read it.
 */
import type { PageView } from "./pages";

/** A name is a menu item: short enough to read at a glance. */
export const SAVED_VIEW_NAME_MAX = 60;
/** The views one administrator keeps on one page: a menu, not an archive. */
export const SAVED_VIEWS_PER_PAGE = 50;
/** Longer than any list's state: its every filter, a long search and a pane's choices. */
export const SAVED_VIEW_QUERY_MAX = 2_000;

/** The views that draw the engine's list toolbar, whose state a view keeps; a report or a page of its own has none. */
const KEPT_BY = new Set<PageView>(["list", "cards", "panes", "accordion"]);
export const keepsSavedViews = (view: PageView | undefined): boolean => view !== undefined && KEPT_BY.has(view);

/** One view as the api lists it to the administrator asking. */
export interface SavedView {
  id: number;
  name: string;
  /** The list's address query, without "?": where choosing the view goes. */
  query: string;
  shared: boolean;
  /** The asker's own: theirs to rename, change, share, unshare and delete. */
  mine: boolean;
  /** Whose it is, by name. */
  owner: string;
}

/** What a page's toolbar is told of the page, for its Views menu: enough to know the lists whose state a view keeps. */
export interface SavedViewsPage {
  /** The page's slug (lib/pages.ts): its views are kept under it. */
  slug: string;
  view: PageView;
  resources: readonly string[];
}
