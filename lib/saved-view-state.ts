/**
 * Which names of a page's address a saved view keeps (docs/saved-views.md): for each list of the page,
 * its search, page size, sort, order and the filters a person chooses, under the list's prefix; on a
 * panes page also the row chosen in each pane but the last, which narrows the next. Never a page
 * number: a view opens on its first page. The toolbar's menu reads the view shown from the address
 * with it and the api checks a view sent against it (lib/saved-view-schema.ts), so a view holds only
 * what its list reads.
 */
import type { ResourceDef } from "./engine/define";
import { pageSetFilters } from "./engine/list-query";
import { filterKeys } from "./engine/list-state";
import { paneLevels } from "./engine/pane-levels";
import type { PageView } from "./pages";

/** One list of a page, as its address names it. */
export interface ViewList {
  resource: ResourceDef;
  /** Before each of its names in the address (a pane's `state.`); "" for a page's one list. */
  prefix: string;
  /** The name of the row chosen in this list, which narrows the next (a pane's `country=7`). */
  choice?: string;
}

/**
 * The lists whose state a view of the page keeps: a list's or cards' one list, an accordion's parent
 * list (its children's lists belong to one parent row each, not to the page), every pane of a chain.
 * None for any other view. `lookup` gives a declaration: the browser's loaded ones, or the registry.
 */
export function viewListsOf(view: PageView | undefined, resources: readonly string[], lookup: (key: string) => ResourceDef): ViewList[] {
  if (view === "panes") {
    const levels = paneLevels(resources, lookup);
    return levels.map((level, index) => ({ resource: lookup(level.key), prefix: `${level.key}.`, ...(index < levels.length - 1 ? { choice: level.key } : {}) }));
  }
  if ((view === "list" || view === "cards" || view === "accordion") && resources[0]) return [{ resource: lookup(resources[0]), prefix: "" }];
  return [];
}

/**
 * A list's names a view keeps, without its prefix: the search where the list has one, the page size
 * and sort, and the filters its toolbar offers (a filter the page sets, a member's id, is the page's).
 */
export function viewNamesOf(resource: ResourceDef): string[] {
  const setByPage = pageSetFilters(resource);
  return [...(resource.search.length ? ["search"] : []), "pageSize", "sort", "order", ...filterKeys(resource).filter((key) => !setByPage.includes(key))];
}

/** Every name of the address a view of these lists sets or clears when it is chosen: its own, and each list's page. */
export function viewAddressNames(lists: readonly ViewList[]): string[] {
  return lists.flatMap(({ resource, prefix, choice }) => [...(choice ? [choice] : []), ...["page", ...viewNamesOf(resource)].map((name) => prefix + name)]);
}

/**
 * The view an address shows: the names a view keeps that it holds, each once, in the lists' order (so
 * the same state always reads the same, and the menu can tell the view shown among the saved ones).
 */
export function viewQueryOf(lists: readonly ViewList[], params: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const { resource, prefix, choice } of lists) {
    for (const name of [...(choice ? [choice] : []), ...viewNamesOf(resource).map((key) => prefix + key)]) {
      const value = params.get(name);
      if (value) query.set(name, value);
    }
  }
  return query.toString();
}
