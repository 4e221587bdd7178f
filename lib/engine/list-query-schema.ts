/**
 * The api's check of a list query (lib/engine/list-query.ts): page, size, search, sort, the status,
 * the declared filters by their kinds' rules (lib/engine/rules), the range.
 */
import { z } from "zod";
import { wholeNumberRule } from "../id-rules";
import type { ResourceDef } from "./define";
import { isRealDay } from "./fields/date";
import { DEFAULT_PAGE_SIZE, sortableFields, STATUS_VALUES, type ListQuery } from "./list-query";
import { rulesOf } from "./rules";

export function listQuerySchema(resource: ResourceDef): z.ZodType<ListQuery> {
  const filters = Object.fromEntries(
    (resource.filters ?? []).map(({ field }) => {
      const def = resource.fields[field];
      const rule = def ? rulesOf(def).filter?.(def) : undefined;
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
