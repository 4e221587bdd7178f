/**
 * What a saved view keeps of a page's address (docs/saved-views.md): the names its lists read, never a
 * page number, in one order; and the api's check, which a query the menu writes always passes.
 */
import { requireResource } from "./resources/index";
import { checkViewQuery } from "./saved-view-schema";
import { viewAddressNames, viewListsOf, viewQueryOf } from "./saved-view-state";

const lists = (view: Parameters<typeof viewListsOf>[0], resources: string[]) => viewListsOf(view, resources, requireResource);

describe("saved view state", () => {
  it("keeps a list's search, size, sort and filters, without its page or a name it does not read", () => {
    const appUsers = lists("list", ["appuser", "memberdocument"]);
    expect(appUsers.map(({ resource, prefix }) => [resource.key, prefix])).toEqual([["appuser", ""]]);
    const shown = new URLSearchParams("page=3&gender=Female&colour=blue&search=Sharma&order=asc&sort=name&from=2025-01-01&tab=x&religionId=");
    expect(viewQueryOf(appUsers, shown)).toBe("search=Sharma&sort=name&order=asc&gender=Female&from=2025-01-01");
    expect(viewAddressNames(appUsers)).toEqual(expect.arrayContaining(["page", "search", "pageSize", "sort", "order", "status", "gender", "from", "to"]));
    expect(viewAddressNames(appUsers)).not.toContain("tab");
  });

  it("keeps each pane's choice and state under its prefix, and only an accordion's parent list", () => {
    const region = lists("panes", ["country", "state", "district", "city"]);
    expect(region.map(({ prefix, choice }) => [prefix, choice])).toEqual([
      ["country.", "country"],
      ["state.", "state"],
      ["district.", "district"],
      ["city.", undefined],
    ]);
    expect(viewQueryOf(region, new URLSearchParams("city.search=Ko&state=4&country=1&state.page=2&city=9"))).toBe("country=1&state=4&city.search=Ko");
    expect(lists("accordion", ["faqcategory", "faq"]).map(({ resource, prefix }) => [resource.key, prefix])).toEqual([["faqcategory", ""]]);
    expect(lists("report", ["requestsend"])).toEqual([]);
    expect(lists("custom", [])).toEqual([]);
  });

  it("writes queries the api takes back as they are", () => {
    const appUsers = lists("list", ["appuser"]);
    const query = viewQueryOf(appUsers, new URLSearchParams("isBlocked=true&pageSize=40&search=a+b%26c&sort=email&order=desc&to=2025-12-31"));
    expect(checkViewQuery(appUsers, query)).toEqual({ query });
    const region = lists("panes", ["country", "state", "district", "city"]);
    const panes = viewQueryOf(region, new URLSearchParams("country=1&state=4&district.status=inactive&city.pageSize=20"));
    expect(checkViewQuery(region, panes)).toEqual({ query: panes });
    expect(checkViewQuery(appUsers, "")).toEqual({ query: "" });
  });
});
