import { ADMIN_PAGES, pageOwning } from "../pages";
import { resourceByKey } from "../resources/index";
import { detailTabOf, type PageDetail } from "./detail";

const detailed = ADMIN_PAGES.filter((page) => page.detail);

describe("each page's detail view", () => {
  it("is declared by at least one page (the member view)", () => {
    expect(detailed.map((page) => page.slug)).toContain("appuser");
  });

  describe.each(detailed.map((page) => [page.slug, page.detail!] as const))("%s", (slug, detail) => {
    it("reads a resource of its own page, named as the resource names a row", () => {
      expect(pageOwning(detail.resource)?.slug).toBe(slug);
      expect(detail.singular).toBe(resourceByKey(detail.resource)?.singular);
    });

    it("has tabs with their own keys, none the record's own", () => {
      const keys = detail.tabs.map((tab) => tab.key);
      expect(new Set(keys).size).toBe(keys.length);
      expect(keys).not.toContain(detail.recordTab.key);
    });

    it.each(detail.tabs.map((tab) => [tab.key, tab] as const))("tab %s fixes one of its resource's filters", (_key, tab) => {
      const resource = resourceByKey(tab.resource)!;
      expect(resource).toBeDefined();
      expect(resource.filters?.map((filter) => filter.field)).toContain(tab.filter);
    });
  });
});

describe("detailTabOf", () => {
  const detail: PageDetail = {
    resource: "appuser",
    singular: "Member",
    read: "profile",
    recordTab: { key: "profile", label: "Profile" },
    tabs: [{ key: "sent", label: "Sent", resource: "memberproposal", filter: "senderId" }],
  };

  it("opens the tab the URL names", () => {
    expect(detailTabOf(detail, "sent")).toBe("sent");
  });

  it.each([null, undefined, "", "nope", "profile", "SENT"])("opens the record's own tab for %p", (value) => {
    expect(detailTabOf(detail, value)).toBe("profile");
  });
});
