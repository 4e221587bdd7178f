/**
 * The chain of a panes page (Region: Country → State → District → City): each level's resource with
 * the field pointing at the level before. The browser's panes (components/engine/views/PanesView.tsx)
 * and the server fetching their first rows (lib/engine/first-lists.ts) read it alike.
 */
import type { ResourceDef } from "./define";

export interface PaneLevel {
  key: string;
  /** The field of this level pointing at the level before it (state.countryId). */
  parentField?: string;
}

/** A pane's rows a page: its one-line rows fill a laptop's screen. */
export const PANE_PAGE_SIZE = 20;

/** `lookup` gives a declaration by key: the browser's loaded ones, or the server's whole registry. */
export function paneLevels(resources: readonly string[], lookup: (key: string) => ResourceDef): PaneLevel[] {
  return resources.map((key, i) => {
    if (i === 0) return { key };
    const parent = resources[i - 1];
    const field = Object.entries(lookup(key).fields).find(([, f]) => f.kind === "ref" && f.resource === parent)?.[0];
    if (!field) throw new Error(`${key} has no field pointing at ${parent}`);
    return { key, parentField: field };
  });
}

/** A pane's list options: its names in the URL under its key, its parent's choice fixed. */
export const paneListOptions = (level: PaneLevel, parentId: string | null | undefined) => ({
  prefix: `${level.key}.`,
  defaultPageSize: PANE_PAGE_SIZE,
  fixed: level.parentField && parentId ? { [level.parentField]: parentId } : {},
});
