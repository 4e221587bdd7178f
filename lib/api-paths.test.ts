import { apiPaths } from "./api-paths";

describe("apiPaths: the console's api addresses", () => {
  it("writes a list's query after its path, and nothing when there is none", () => {
    expect(apiPaths.list("religion", new URLSearchParams({ page: "2", search: "a b" }))).toBe("/api/admin/religion?page=2&search=a+b");
    expect(apiPaths.list("religion", "")).toBe("/api/admin/religion");
    expect(apiPaths.export("appuser", "gender=Male")).toBe("/api/admin/appuser/export?gender=Male");
    expect(apiPaths.options("community", "religionId=3")).toBe("/api/admin/community/options?religionId=3");
  });

  it("tells a page of a resource's rows from its other addresses (what a change makes stale)", () => {
    expect(apiPaths.isListOf("appuser", "/api/admin/appuser?page=1")).toBe(true);
    expect(apiPaths.isListOf("appuser", "/api/admin/appuser")).toBe(true);
    expect(apiPaths.isListOf("appuser", "/api/admin/appuser/7")).toBe(false);
    expect(apiPaths.isListOf("appuser", "/api/admin/appusers?page=1")).toBe(false);
    expect(apiPaths.isListOf("appuser", ["/api/admin/appuser?page=1"])).toBe(false);
  });

  it("names a row, its routes, a selection's action and a declared route", () => {
    expect(apiPaths.row("city", 7)).toBe("/api/admin/city/7");
    expect(apiPaths.active("city", 7)).toBe("/api/admin/city/7/active");
    expect(apiPaths.ofRow("appuser", 7, "approvePhoto")).toBe("/api/admin/appuser/7/approvePhoto");
    expect(apiPaths.bulk("appuser", "verifyDocuments")).toBe("/api/admin/appuser/bulk/verifyDocuments");
    expect(apiPaths.endpoint("city", { path: "csv/upload" })).toBe("/api/admin/city/csv/upload");
    expect(apiPaths.account.twoFactor("enable")).toBe("/api/admin/users/twoFactor/enable");
  });
});
