/**
 * A list's state as its URL names it, and the api address that state asks for. The browser's list
 * (components/engine/list/useListState.ts) and the server that fetches a page's first rows
 * (lib/server/first-pages.ts) both work it out here, so the rows the server gives are the ones the
 * browser would have asked for, under the same SWR key.
 */
import { CONSOLE_FLAG_DEFAULTS, isOn, type ConsoleFlags } from "../console-flags";
import type { ResourceDef } from "./define";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, sortableFields } from "./list-query";

export interface ListState {
  page: number;
  pageSize: number;
  search: string;
  sort: string;
  order: "asc" | "desc";
  /** status, the declared filters and the range's from/to, by name; absent when "All". */
  filters: Record<string, string>;
}

export interface ListOptions {
  /** Keeps this list's names in the URL apart from the other lists of its page (`state.page`). */
  prefix?: string;
  /** Filters the page fixes (the chosen parent): never in the URL. */
  fixed?: Record<string, string>;
  /** Rows a page when the URL names no page size. */
  defaultPageSize?: number;
  /** The Setting's switches: a filter of a switched-off part (a bookmarked Community) is not read, as it is not drawn. */
  flags?: ConsoleFlags;
}

/** The filters a list reads from its URL; with every switch on (the default), every filter it may have. */
export const filterKeys = (resource: ResourceDef, flags = CONSOLE_FLAG_DEFAULTS) => [
  "status",
  ...(resource.filters ?? []).map((f) => f.field).filter((field) => isOn(flags, resource.fields[field]?.follows)),
  ...(resource.range ? ["from", "to"] : []),
];

/** What a URL's query (`get` reads one name) says of a list: values that make no sense fall back to the defaults. */
export function listStateOf(resource: ResourceDef, get: (name: string) => string | null, { prefix = "", fixed = {}, defaultPageSize = DEFAULT_PAGE_SIZE, flags }: ListOptions = {}): ListState {
  const read = (key: string) => get(prefix + key);
  const size = Number(read("pageSize"));
  const sort = read("sort") ?? "";
  const filters: Record<string, string> = {};
  for (const key of filterKeys(resource, flags)) {
    const value = read(key);
    if (value) filters[key] = value;
  }
  Object.assign(filters, fixed);
  return {
    page: Math.max(1, Math.floor(Number(read("page"))) || 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : defaultPageSize,
    search: read("search") ?? "",
    sort: sortableFields(resource).includes(sort) ? sort : resource.defaultSort.field,
    order: read("order") === "desc" ? "desc" : read("order") === "asc" ? "asc" : resource.defaultSort.order,
    filters,
  };
}

/** The api's query string for a state (the same names as the URL's, without the prefix). */
export function listQueryOf(state: ListState): URLSearchParams {
  const query = new URLSearchParams({ page: String(state.page), pageSize: String(state.pageSize), sort: state.sort, order: state.order });
  if (state.search) query.set("search", state.search);
  for (const [key, value] of Object.entries(state.filters)) query.set(key, value);
  return query;
}

