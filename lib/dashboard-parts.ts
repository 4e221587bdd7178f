/**
 * The parts of the dashboard, each open to whoever may open one of the pages its figures come from
 * (docs/dashboard.md, "Who sees what"): staff holding Dashboard see only the parts of pages they hold,
 * and the api sends nothing of the others.
 */
import { canOpen, type Grant } from "./access";
import { pageBySlug } from "./pages";

/** Each part, by the slugs of the pages that open it (any one of them is enough). */
export const DASHBOARD_PARTS = {
  // Cards, the chart of new members and the newest members: App Users.
  members: ["appuser"],
  // Cards and the chart of proposals: any of the proposal reports.
  proposals: ["requestSendReport", "requestAcceptReport", "requestRejectReport", "requestSendUser", "requestReceiveUser", "requestRejectUser", "requestsend", "requestreceive"],
  // The revenue card and the chart by package: Customer Packages.
  revenue: ["user-packages"],
  // The pending requests' card and table: Block Users.
  blockRequests: ["blockuser"],
} as const satisfies Record<string, readonly string[]>;

export type DashboardPart = keyof typeof DASHBOARD_PARTS;

const PART_KEYS = Object.keys(DASHBOARD_PARTS) as DashboardPart[];

/** The parts this administrator sees, in the page's order. */
export function dashboardPartsFor(grant: Grant): DashboardPart[] {
  return PART_KEYS.filter((part) =>
    DASHBOARD_PARTS[part].some((slug) => {
      const page = pageBySlug(slug);
      if (!page) throw new Error(`The dashboard's part "${part}" names the page "${slug}", which lib/pages.ts does not hold.`);
      return canOpen(grant, page.title);
    }),
  );
}
