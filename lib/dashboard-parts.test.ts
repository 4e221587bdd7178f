import { ROLE } from "./roles";
import { DASHBOARD_PARTS, dashboardPartsFor } from "./dashboard-parts";
import { pageBySlug } from "./pages";

const staffWith = (...titles: string[]) => ({ roleId: ROLE.staff, pagePermissions: titles.map((title) => ({ title })) });

describe("the dashboard's parts", () => {
  it("names only pages of lib/pages.ts", () => {
    for (const slugs of Object.values(DASHBOARD_PARTS)) for (const slug of slugs) expect(pageBySlug(slug)).toBeDefined();
  });

  it("are all a full administrator's, in the page's order", () => {
    expect(dashboardPartsFor({ roleId: ROLE.admin, pagePermissions: [] })).toEqual(["members", "proposals", "revenue", "blockRequests"]);
  });

  it("follow the pages staff hold: any proposal report opens the proposals", () => {
    expect(dashboardPartsFor(staffWith("Dashboard", "App Users", "Religion", "Community", "FAQs"))).toEqual(["members"]);
    expect(dashboardPartsFor(staffWith("Dashboard", "Top Request Receive"))).toEqual(["proposals"]);
    expect(dashboardPartsFor(staffWith("Dashboard", "Customer Packages", "Block Users"))).toEqual(["revenue", "blockRequests"]);
    expect(dashboardPartsFor(staffWith("Dashboard", "Application User", "System Blocked User"))).toEqual([]);
  });
});
