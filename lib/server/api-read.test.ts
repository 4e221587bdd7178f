import { pageToReturnTo } from "./api-read";

describe("pageToReturnTo", () => {
  it("keeps a console page with its query", () => {
    expect(pageToReturnTo("/admin/appuser/view/7?tab=sent&sent.page=2")).toBe("/admin/appuser/view/7?tab=sent&sent.page=2");
    expect(pageToReturnTo("/admin")).toBe("/admin");
  });

  it("never leads off the console: other sites, other paths, nothing at all", () => {
    for (const from of ["//evil.example/admin", "https://evil.example/admin", "/\\evil.example", "/api/admin/users/me", "/", "", null, undefined, "/admin/../api/session", "/adminx"]) {
      expect({ from, to: pageToReturnTo(from) }).toEqual({ from, to: "/admin" });
    }
  });
});
