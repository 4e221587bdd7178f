/** The finder's own rules (docs/find.md): pages by the words of their title, where each row goes, the recent list. */
import { adminItem, FIND_LIMIT, memberItem, pagesMatching, RECENT_LIMIT, withRecent, type FindItem } from "./find";

const PAGES = ["Religion", "Community", "Sub Community", "App Users", "Admin Users"].map((title) => ({ title, href: `/admin/${title.replace(/ /g, "").toLowerCase()}` }));

describe("pagesMatching", () => {
  it("keeps the pages whose title holds every word typed, in any case, in the sidebar's order", () => {
    expect(pagesMatching("community", PAGES).map((item) => item.label)).toEqual(["Community", "Sub Community"]);
    expect(pagesMatching("  COMM sub ", PAGES).map((item) => item.label)).toEqual(["Sub Community"]);
    expect(pagesMatching("users ad", PAGES).map((item) => item.href)).toEqual(["/admin/adminusers"]);
    expect(pagesMatching("   ", PAGES)).toEqual([]);
    expect(pagesMatching("e", Array.from({ length: 20 }, (_, n) => ({ title: `Page ${n}`, href: `/admin/p${n}` })))).toHaveLength(FIND_LIMIT);
  });
});

describe("where a row goes", () => {
  it("opens a member in the member view and an administrator in Admin Users, searched by their email", () => {
    expect(memberItem({ id: 42, name: "Zubeida Quraishi", memberCode: "SM7700123", phone: "9812345670", email: null })).toEqual({
      kind: "member",
      key: "member:42",
      label: "Zubeida Quraishi",
      detail: "SM7700123 · 9812345670",
      href: "/admin/appuser/view/42",
    });
    expect(adminItem({ id: 3, name: "Asha Menon", email: "asha+ops@example.com" }).href).toBe("/admin/users?search=asha%2Bops%40example.com");
  });
});

describe("withRecent", () => {
  it("puts the item opened first, keeps each once and at most ten", () => {
    const item = (n: number): FindItem => ({ kind: "page", key: `page:${n}`, label: `Page ${n}`, href: `/admin/p${n}` });
    const recent = Array.from({ length: RECENT_LIMIT }, (_, n) => item(n));
    expect(withRecent(recent, item(5)).map((one) => one.key)).toEqual(["page:5", "page:0", "page:1", "page:2", "page:3", "page:4", "page:6", "page:7", "page:8", "page:9"]);
    expect(withRecent(recent, item(99))).toHaveLength(RECENT_LIMIT);
    expect(withRecent(recent, item(99))[0].key).toBe("page:99");
  });
});
