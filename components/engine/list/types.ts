import type { ReactNode } from "react";
import type { ResourceDef, RowChange } from "@/lib/engine/define";
import type { ListChange, ListState } from "./useListState";

export type Row = Record<string, unknown> & { id: number; isActive: boolean };

/**
 * What a page adds to the engine's list without copying it: cells drawn its own way, buttons on each
 * row, a control beside Export and Add, its dialogs, and where a row's detail view is.
 */
export interface ListSlots {
  cells?: Record<string, (row: Row) => ReactNode>;
  /**
   * Buttons on each row. `lockOf` says why this viewer may not make a change the declaration's locks
   * know (its reason), as the engine's own buttons are told: the page's chunk need not import the rules.
   */
  rowActions?: (row: Row, lockOf: (change: RowChange) => string | undefined) => ReactNode;
  /** How many buttons `rowActions` draws at most: the grid sizes its Actions column by it. */
  rowActionCount?: number;
  /** Beside Export and Add (or above a page of several lists): the page's own controls. */
  toolbar?: (context: { readOnly: boolean }) => ReactNode;
  /**
   * The page's dialogs (a store each, opened from its cells and row buttons: Verify Doc, a rights
   * dialog, an audit entry): drawn once beside the list, knowing who is looking.
   */
  dialogs?: (context: { readOnly: boolean }) => ReactNode;
  /** A row's own page (`/admin/appuser/view/7`): a View button on each row. */
  detailHref?: (row: Row) => string;
  /** What a click on a row opens (an audit entry's dialog); the grid's rows then show they can be clicked. */
  rowClick?: (row: Row) => void;
}

/** What a layout (grid, cards, accordions) is handed: the page of rows and how to draw each part of a row. */
export interface LayoutProps {
  resource: ResourceDef;
  rows: Row[];
  total: number;
  /** The api stopped counting at `total`: more rows match (lib/envelope.ts). */
  totalCapped?: boolean;
  loading: boolean;
  state: ListState;
  update: (change: ListChange) => void;
  /** One column's content for a row: the page's slot, else the engine's cell. */
  cell: (column: string, row: Row) => ReactNode;
  /** The active switch of a row (nothing for resources without one); small in one-line rows. */
  toggle: (row: Row, size?: "small" | "medium") => ReactNode;
  /** The buttons of a row: View, edit, named actions, delete, the page's own. */
  actions: (row: Row) => ReactNode;
  /** How many buttons `actions` draws, for a layout that sizes a column by it. */
  actionCount: number;
  /** The prefix of uploaded pictures' addresses. */
  imageBaseUrl: string;
  /** The page's `rowClick` slot. */
  onRowClick?: (row: Row) => void;
  /** Which declared columns a grid shows, by field (Columns); every one when absent. */
  visibleColumns?: Record<string, boolean>;
  /** Rows ticked for a bulk action, when the resource has any and the viewer may run them. */
  selection?: { ids: number[]; onChange: (ids: number[]) => void };
}
