/**
 * The api's check of a saved view (docs/saved-views.md): its name, and its query, which must be one
 * its page's lists would read whole: only their own names (lib/saved-view-state.ts), each value by the
 * rule the list's api applies to it (lib/engine/list-query-schema.ts). Apart from lib/saved-views.ts
 * so that the toolbar's menu downloads no zod: only the api checks it.
 */
import { z } from "zod";
import { idTextRule } from "./id-rules";
import { PAGE_SIZES } from "./engine/list-query";
import { listQuerySchema } from "./engine/list-query-schema";
import { MESSAGES } from "./messages";
import { SAVED_VIEW_NAME_MAX, SAVED_VIEW_QUERY_MAX } from "./saved-views";
import { viewNamesOf, viewQueryOf, type ViewList } from "./saved-view-state";

const nameRule = z.string({ error: MESSAGES.savedViewName(SAVED_VIEW_NAME_MAX) }).trim().min(1, MESSAGES.savedViewName(SAVED_VIEW_NAME_MAX)).max(SAVED_VIEW_NAME_MAX, MESSAGES.savedViewName(SAVED_VIEW_NAME_MAX));
const sharedRule = z.boolean({ error: MESSAGES.savedViewShared });

/** Where each name of a query belongs: a list's state (its name there, without the prefix) or a pane's choice. */
type Place = { list: ViewList; name: string } | { choice: true };

function placesOf(lists: readonly ViewList[]): Map<string, Place> {
  const places = new Map<string, Place>();
  for (const list of lists) {
    if (list.choice) places.set(list.choice, { choice: true });
    for (const name of viewNamesOf(list.resource)) places.set(list.prefix + name, { list, name });
  }
  return places;
}

const choiceRule = (name: string) => idTextRule(MESSAGES.savedViewChoice(name));

/**
 * What is wrong with a query for these lists, in words, or the query as the lists' order writes it.
 * A name twice, a name none of the lists reads (a page number among them), a name without a value, a
 * value its list refuses: each is said, naming it.
 */
export function checkViewQuery(lists: readonly ViewList[], text: string): { query: string } | { problem: string } {
  const params = new URLSearchParams(text.startsWith("?") ? text.slice(1) : text);
  const places = placesOf(lists);
  const byList = new Map<ViewList, Record<string, string>>(lists.map((list) => [list, {}]));
  const seen = new Set<string>();
  for (const [key, value] of params) {
    if (seen.has(key)) return { problem: MESSAGES.savedViewNameTwice(key) };
    seen.add(key);
    const place = places.get(key);
    if (!place) return { problem: lists.some(({ prefix }) => key === `${prefix}page`) ? MESSAGES.savedViewNoPage : MESSAGES.savedViewNotOfList(key) };
    if (!value) return { problem: MESSAGES.savedViewNoValue(key) };
    if ("choice" in place) {
      if (!choiceRule(key).safeParse(value).success) return { problem: MESSAGES.savedViewChoice(key) };
    } else byList.get(place.list)![place.name] = value;
  }
  for (const [list, state] of byList) {
    // The list's api takes any size up to 100; its pager offers these, and reads no other from an address.
    if (state.pageSize !== undefined && !(PAGE_SIZES as readonly number[]).map(String).includes(state.pageSize)) return { problem: MESSAGES.savedViewPageSize(`${list.prefix}pageSize`, PAGE_SIZES) };
    const read = listQuerySchema(list.resource).safeParse(state);
    if (!read.success) {
      const [issue] = read.error.issues;
      return { problem: MESSAGES.savedViewValue(list.prefix + issue.path.map(String).join("."), issue.message) };
    }
  }
  return { query: viewQueryOf(lists, params) };
}

/** The query of a body, checked against the page's lists; refused in the words of checkViewQuery. */
const queryRule = (lists: readonly ViewList[]) =>
  z
    .string({ error: MESSAGES.savedViewQuery })
    .max(SAVED_VIEW_QUERY_MAX, MESSAGES.savedViewQueryTooLong(SAVED_VIEW_QUERY_MAX))
    .transform((text, context) => {
      const checked = checkViewQuery(lists, text);
      if ("problem" in checked) {
        context.addIssue({ code: "custom", message: checked.problem, input: text });
        return z.NEVER;
      }
      return checked.query;
    });

/** The bodies of a page's views: a new view (its name and the list's query, private unless shared) and a change of one. */
export function savedViewSchemas(lists: readonly ViewList[]) {
  const query = queryRule(lists);
  return {
    create: z.strictObject({ name: nameRule, query, shared: sharedRule.default(false) }),
    update: z
      .strictObject({ name: nameRule.optional(), query: query.optional(), shared: sharedRule.optional() })
      .refine((body) => body.name !== undefined || body.query !== undefined || body.shared !== undefined, { message: MESSAGES.savedViewNothingToChange }),
  };
}

export type SavedViewCreate = z.infer<ReturnType<typeof savedViewSchemas>["create"]>;
export type SavedViewUpdate = z.infer<ReturnType<typeof savedViewSchemas>["update"]>;
