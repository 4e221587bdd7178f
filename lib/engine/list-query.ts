/**
 * The list state of a resource page: page, size, search, sort, filters. It lives in the URL (reload,
 * back and shared links restore it), travels unchanged to the api, and is checked there with this schema.
 */
import { z } from "zod";
import { wholeNumberRule } from "../ids";
import type { ResourceDef } from "./define";
import { kindOf } from "./fields";
import { isRealDay } from "./fields/date";

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

export function listQuerySchema(resource: ResourceDef): z.ZodType<ListQuery> {
  const filters = Object.fromEntries(
    (resource.filters ?? []).map(({ field }) => {
      const def = resource.fields[field];
      const rule = def ? kindOf(def).filter?.(def) : undefined;
      if (!rule) throw new Error(`${resource.key} filters by "${field}", which is no field of a kind that filters`);
      return [field, rule.optional()];
    }),
  );
  const day = (message: string) => z.string().refine(isRealDay, { message }).optional();
  // Dropped where a list has no range, like any other name it does not know.
  const none = z.unknown().optional().transform((): undefined => undefined);
  const range: Record<string, z.ZodType> = resource.range ? { from: day("From must be a day such as 2025-01-31"), to: day("To must be a day such as 2025-01-31") } : { from: none, to: none };
  return z
    .object({
      page: wholeNumberRule(1, 1_000_000, "page must be a whole number from 1").default(1),
      pageSize: wholeNumberRule(1, 100, "pageSize must be a whole number from 1 to 100").default(DEFAULT_PAGE_SIZE),
      search: z.string().trim().max(100).optional(),
      sort: z.enum(sortableFields(resource) as [string, ...string[]]).default(resource.defaultSort.field),
      order: z.enum(["asc", "desc"]).default(resource.defaultSort.order),
      status: z.enum(STATUS_VALUES).optional(),
      ...filters,
      ...range,
    })
    .refine((q: Record<string, unknown>) => !q.from || !q.to || String(q.from) <= String(q.to), { message: "From must not be after To", path: ["to"] }) as unknown as z.ZodType<ListQuery>;
}
