/** The lists a page opens with: the ones the server fetches while it draws the page. */
import { pageBySlug } from "../pages";
import { CONSOLE_FLAG_DEFAULTS } from "../console-flags";
import { firstListsFollowFlags, firstListsOf } from "./first-lists";
import { apiPaths } from "../api-paths";
import { DEFAULT_PRESET, presetRange } from "../dashboard-range";
import { serviceDay } from "../time-zone";

const addresses = (slug: string, query = "") => firstListsOf(pageBySlug(slug)!, new URLSearchParams(query)).map((list) => list.address);

describe("firstListsOf", () => {
  it("asks a list or cards page's list as its URL names it", () => {
    expect(addresses("religion")).toEqual(["/api/admin/religion?page=1&pageSize=10&sort=name&order=asc"]);
    expect(addresses("religion", "page=2&order=desc&search=hin")).toEqual(["/api/admin/religion?page=2&pageSize=10&sort=name&order=desc&search=hin"]);
    expect(addresses("successStory")).toHaveLength(1);
  });

  it("asks an accordion page's parents only: the children wait until a parent is opened", () => {
    expect(addresses("FAQs")).toEqual(["/api/admin/faqcategory?page=1&pageSize=10&sort=name&order=asc"]);
  });

  it("asks each pane whose parent is chosen, under its own names", () => {
    expect(addresses("region")).toEqual(["/api/admin/country?page=1&pageSize=20&sort=name&order=asc"]);
    expect(addresses("region", "country=7&state.page=2")).toEqual([
      "/api/admin/country?page=1&pageSize=20&sort=name&order=asc",
      "/api/admin/state?page=2&pageSize=20&sort=name&order=asc&countryId=7",
    ]);
  });

  it("asks a report's page of rows as its URL names it, and on its first page a chart's whole result beside it", () => {
    expect(addresses("premiumAppUser")).toEqual(["/api/admin/premiumAppUser"]);
    expect(addresses("premiumAppUser", "page=2&search=ravi&unknown=1")).toEqual(["/api/admin/premiumAppUser?page=2&search=ravi"]);
    expect(addresses("requestSendReport", "year=2025&pageSize=25")).toEqual(["/api/admin/requestSendReport?pageSize=25&year=2025", "/api/admin/requestSendReport/print?year=2025"]);
    // A page turn keeps the chart's address: the browser has its answer.
    expect(addresses("requestSendReport", "year=2025&page=2&pageSize=25")).toEqual(["/api/admin/requestSendReport?page=2&pageSize=25&year=2025"]);
  });

  it("asks a report's filter of a part that can be switched off only as the Setting has it", () => {
    const page = pageBySlug("applicationuser")!;
    const bookmarked = new URLSearchParams("communityId=4");
    expect(firstListsFollowFlags(page, bookmarked)).toBe(true);
    expect(firstListsFollowFlags(page, new URLSearchParams("search=ravi"))).toBe(false);
    const [off] = firstListsOf(page, bookmarked, { ...CONSOLE_FLAG_DEFAULTS, community: false, subCommunity: false });
    expect(off.address).toBe("/api/admin/applicationuser");
    const [on] = firstListsOf(page, bookmarked);
    expect(on.address).toBe("/api/admin/applicationuser?communityId=4");
  });

  it("asks nothing for a placeholder", () => {
    expect(addresses("profile")).toEqual([]);
  });

  it("asks a page of its own for the answer its component asks first: the dashboard's range as the address names it, the Setting's values", () => {
    const today = serviceDay(new Date());
    const preset = presetRange(DEFAULT_PRESET, today);
    expect(addresses("dashboard")).toEqual([apiPaths.dashboard(new URLSearchParams({ from: preset.from, to: preset.to }))]);
    expect(addresses("dashboard", "range=today")).toEqual([`/api/admin/dashboard?from=${today}&to=${today}`]);
    expect(addresses("dashboard", "from=2026-01-01&to=2026-01-31&range=today")).toEqual(["/api/admin/dashboard?from=2026-01-01&to=2026-01-31"]);
    // A day cleared is not sent: the api names it missing, as it would to the browser.
    expect(addresses("dashboard", "from=2026-01-01")).toEqual(["/api/admin/dashboard?from=2026-01-01"]);
    expect(addresses("setting")).toEqual(["/api/admin/setting"]);
    const [first] = firstListsOf(pageBySlug("dashboard")!, new URLSearchParams("range=last-7-days"));
    expect(first.path).toBe("/api/admin/dashboard");
    expect(Object.fromEntries(first.query)).toEqual(presetRange("last-7-days", today));
  });

  it("leaves out a filter of a part the Setting switched off, as the browser's list does, and waits for the flags only when the URL names one", () => {
    const page = pageBySlug("appuser")!;
    const bookmarked = new URLSearchParams("communityId=4&gender=Female");
    const off = { ...CONSOLE_FLAG_DEFAULTS, community: false, subCommunity: false };
    const [on] = firstListsOf(page, bookmarked).map((list) => list.query);
    const [without] = firstListsOf(page, bookmarked, off).map((list) => list.query);
    expect([on.get("communityId"), on.get("gender")]).toEqual(["4", "Female"]);
    expect([without.get("communityId"), without.get("gender")]).toEqual([null, "Female"]);
    expect(firstListsFollowFlags(page, bookmarked)).toBe(true);
    expect(firstListsFollowFlags(page, new URLSearchParams("gender=Female"))).toBe(false);
    expect(firstListsFollowFlags(pageBySlug("religion")!, bookmarked)).toBe(false);
  });
});
