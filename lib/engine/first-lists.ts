/**
 * What a page shows as soon as it opens, and the api address of each one's first answer, for the
 * server to fetch while it draws the page (lib/server/first-pages.ts): the list of a list or cards
 * page, the parents of an accordion page, each pane whose parent is chosen, and the one answer a page
 * of its own draws from (the dashboard's range, the Setting's values), and a report's page of rows
 * (with its whole result when it draws a chart). Folded children (an FAQ category's questions) are
 * asked by the browser when they are shown.
 */
import { CONSOLE_FLAG_DEFAULTS, type ConsoleFlags } from "../console-flags";
import type { Envelope } from "../envelope";
import { viewOf, type AdminPageDef } from "../pages";
import { requireResource } from "../resources/index";
import { reportByKey } from "../reports/index";
import { reportStateOf, wholeResultQuery, type ReportDef } from "./report";
import { apiPaths } from "../api-paths";
import { dashboardQuery, rangeOfAddress } from "../dashboard-range";
import { serviceDay } from "../time-zone";
import { listQueryOf, listStateOf } from "./list-state";
import { paneLevels, paneListOptions } from "./pane-levels";

/** The server's answers for a page's first lists, by the address the browser would ask (its SWR key). */
export type FirstPages = Record<string, Envelope>;

export interface FirstList {
  /** The api route asked, without its query. */
  path: string;
  query: URLSearchParams;
  /** What the browser would ask: the SWR key the answer is given under. */
  address: string;
}

function firstList(resourceKey: string, params: URLSearchParams, flags: ConsoleFlags, options: Parameters<typeof listStateOf>[2] = {}): FirstList {
  const query = listQueryOf(listStateOf(requireResource(resourceKey), (name) => params.get(name), { ...options, flags }));
  return { path: apiPaths.rows(resourceKey), query, address: apiPaths.list(resourceKey, query) };
}

/** A report's page of rows as its URL names it, and on its first page the whole result its chart draws (components/engine/views/ReportView.tsx). */
function reportLists(report: ReportDef, params: URLSearchParams, flags: ConsoleFlags): FirstList[] {
  const query = new URLSearchParams(reportStateOf(report, flags, (name) => params.get(name)) as Record<string, string>);
  const rows = { path: apiPaths.rows(report.key), query, address: apiPaths.list(report.key, query) };
  // A page turn keeps the chart's address, whose answer the browser already has: the server would
  // only make the page wait for the whole result again.
  if (!report.chart || Number(query.get("page") ?? 1) > 1) return [rows];
  const whole = wholeResultQuery(query);
  return [rows, { path: apiPaths.print(report.key), query: whole, address: apiPaths.print(report.key, whole) }];
}

/**
 * The answer each page of its own (view "custom") draws first, asked as its component asks it: the
 * dashboard's range as its address names it, on the service's day.
 */
const CUSTOM_FIRST_ANSWERS: Record<string, (params: URLSearchParams) => FirstList> = {
  dashboard: (params) => {
    const query = dashboardQuery(rangeOfAddress((name) => params.get(name), serviceDay(new Date())));
    return { path: apiPaths.dashboard(), query, address: apiPaths.dashboard(query) };
  },
  setting: () => ({ path: apiPaths.setting(), query: new URLSearchParams(), address: apiPaths.setting() }),
};

/**
 * Whether the page's first lists depend on the Setting's switches: only when the URL names a filter of a
 * part that can be switched off, so every other page asks for its rows without waiting for the flags.
 */
export function firstListsFollowFlags(page: AdminPageDef, params: URLSearchParams): boolean {
  const report = viewOf(page) === "report" ? reportByKey(page.slug) : undefined;
  const switchable = [
    ...(page.resources ?? []).flatMap((key) => {
      const resource = requireResource(key);
      return (resource.filters ?? []).map((filter) => filter.field).filter((field) => resource.fields[field]?.follows);
    }),
    ...(report?.filters ?? []).flatMap((filter) => (filter.kind === "ref" && filter.follows ? [filter.key] : [])),
  ];
  // A pane's names carry its prefix.
  return switchable.some((field) => [...params.keys()].some((name) => name.endsWith(field)));
}

export function firstListsOf(page: AdminPageDef, params: URLSearchParams, flags: ConsoleFlags = CONSOLE_FLAG_DEFAULTS): FirstList[] {
  const resources = page.resources ?? [];
  switch (viewOf(page)) {
    case "list":
    case "cards":
    case "accordion":
      return [firstList(resources[0], params, flags)];
    case "panes": {
      // A pane shows its list once the level before it is chosen (the first one always).
      const levels = paneLevels(resources, requireResource);
      return levels.flatMap((level, index) => {
        const parentId = index ? params.get(levels[index - 1].key) : undefined;
        return index && !parentId ? [] : [firstList(level.key, params, flags, paneListOptions(level, parentId))];
      });
    }
    case "report": {
      const report = reportByKey(page.slug);
      return report ? reportLists(report, params, flags) : [];
    }
    case "custom": {
      const first = CUSTOM_FIRST_ANSWERS[page.slug];
      return first ? [first(params)] : [];
    }
    default:
      return [];
  }
}
