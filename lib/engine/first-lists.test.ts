/** The lists a page opens with: the ones the server fetches while it draws the page. */
import { pageBySlug } from "../pages";
import { CONSOLE_FLAG_DEFAULTS } from "../console-flags";
import { firstListsFollowFlags, firstListsOf } from "./first-lists";

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

  it("asks nothing for a report, a page of its own or a placeholder", () => {
    expect(addresses("requestSendReport")).toEqual([]);
    expect(addresses("dashboard")).toEqual([]);
    expect(addresses("profile")).toEqual([]);
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
