/**
 * An administrator's rights per page (docs/admin-users.md, "Rights"): the body the permissions dialog
 * sends (checked by the api with permissions-body.ts, apart so that this loads no zod), the dialog's
 * sections (the sidebar's groups), and how its ticks move together. An entry is the Read right on a page; Add, Edit and Delete come on top of it.
 */
import { may, RIGHTS, type Grant, type PageRights, type Right } from "../../access";
import { ADMIN_PAGES, GRANTABLE_TITLES, MENU_GROUPS, type PageTitle } from "../../pages";

export const RIGHT_LABELS: Record<Right, string> = { read: "Read", add: "Add", edit: "Edit", delete: "Delete" };

export type PermissionEntry = { title: PageTitle; read?: true } & Omit<PageRights, "read">;

/** Every grantable page with what is held on it: the dialog's state. */
export type RightsTable = Record<string, PageRights>;

const NONE: PageRights = { read: false, add: false, edit: false, delete: false };

export function tableOf(entries: readonly Omit<PermissionEntry, "read">[]): RightsTable {
  const table: RightsTable = Object.fromEntries(GRANTABLE_TITLES.map((title) => [title, NONE]));
  for (const { title, add, edit, delete: remove } of entries) table[title] = { read: true, add, edit, delete: remove };
  return table;
}

export const entriesOf = (table: RightsTable): PermissionEntry[] =>
  GRANTABLE_TITLES.filter((title) => table[title]?.read).map((title) => ({ title, add: table[title].add, edit: table[title].edit, delete: table[title].delete }));

export interface PermissionSection {
  key: string;
  label: string;
  titles: PageTitle[];
}

/** The grantable pages grouped as the sidebar groups them; pages outside a group in a section of their own. */
export function permissionSections(): PermissionSection[] {
  const grantable = ADMIN_PAGES.filter((page) => GRANTABLE_TITLES.includes(page.title));
  const sections: PermissionSection[] = MENU_GROUPS.map((group) => ({ key: group.key, label: group.label, titles: grantable.filter((page) => page.group === group.key).map((page) => page.title) }));
  sections.push({ key: "other", label: "Other pages", titles: grantable.filter((page) => !page.group).map((page) => page.title) });
  return sections.filter((section) => section.titles.length > 0);
}

/** Ticks a right: Add, Edit and Delete need Read, so they tick it; unticking Read unticks them. */
export function withRight(table: RightsTable, title: string, right: Right, on: boolean): RightsTable {
  const current = table[title] ?? NONE;
  const next = right === "read" ? (on ? { ...current, read: true } : NONE) : { ...current, [right]: on, read: on || current.read };
  return { ...table, [title]: next };
}

/** A section's tick for one right: every page of it at once. */
export const withSectionRight = (table: RightsTable, titles: readonly string[], right: Right, on: boolean) =>
  titles.reduce((next, title) => withRight(next, title, right, on), table);

/** Whether a section's pages all hold a right, none do, or some (the indeterminate tick). */
export function sectionTick(table: RightsTable, titles: readonly string[], right: Right): "all" | "some" | "none" {
  const held = titles.filter((title) => table[title]?.[right]).length;
  return held === 0 ? "none" : held === titles.length ? "all" : "some";
}

/**
 * May this viewer tick or untick this right here? Only rights they hold themselves (a full administrator
 * holds all); unticking Read also unticks the rest, so it needs every right the page holds now.
 */
export function mayChange(viewer: Grant, table: RightsTable, title: string, right: Right): boolean {
  if (!may(viewer, title, right)) return false;
  const current = table[title] ?? NONE;
  return right !== "read" || !current.read || RIGHTS.every((other) => !current[other] || may(viewer, title, other));
}

/** The first right a change between two tables touches that the viewer does not hold, if any. */
export function firstRightNotHeld(viewer: Grant, before: RightsTable, after: RightsTable): { title: string; right: Right } | undefined {
  for (const title of GRANTABLE_TITLES) {
    for (const right of RIGHTS) {
      if (Boolean(before[title]?.[right]) !== Boolean(after[title]?.[right]) && !may(viewer, title, right)) return { title, right };
    }
  }
  return undefined;
}
