/**
 * The list state of a resource page: page, size, search, sort, filters. It lives in the URL (reload,
 * back and shared links restore it), travels unchanged to the api, and is checked there with lib/engine/list-query-schema.ts
 * (apart, so that a list loads no zod).
 */
import type { ResourceDef } from "./define";

export const PAGE_SIZES = [10, 20, 30, 40] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const STATUS_VALUES = ["active", "inactive"] as const;

/** Fields a list may be sorted by: its sortable columns, the default sort, and the id. */
export function sortableFields(resource: ResourceDef): string[] {
  return [...new Set(["id", resource.defaultSort.field, ...resource.columns.filter((c) => c.sortable).map((c) => c.field)])];
}

export interface ListQuery {
  page: number;
  pageSize: number;
  search?: string;
  sort: string;
  order: "asc" | "desc";
  status?: (typeof STATUS_VALUES)[number];
  /** The declared range's days (YYYY-MM-DD, inclusive). */
  from?: string;
  to?: string;
  /** The declared filters, by field key. */
  [filter: string]: unknown;
}

/**
 * The filters a page sets and a person never chooses: exact numbers (the id of the member whose view's
 * tabs these are) without a list of choices. The toolbar does not offer them; the page passes them as `fixed`.
 */
export const pageSetFilters = (resource: ResourceDef): string[] =>
  (resource.filters ?? []).filter(({ field, choices }) => !choices && resource.fields[field]?.kind === "number").map(({ field }) => field);
