import { HOME_PATH, returnPath } from "./return-path";

/** What a route reads from `?from=<raw>`: the query decoded once, as URLSearchParams does. */
const fromQuery = (raw: string) => returnPath(new URL(`http://console.example/api/session/expire?from=${raw}`).searchParams.get("from"));

describe("returnPath", () => {
  it("keeps a page of the console with its query", () => {
    expect(returnPath("/admin/appuser/view/7?tab=sent&sent.page=2")).toBe("/admin/appuser/view/7?tab=sent&sent.page=2");
    expect(returnPath("/admin")).toBe("/admin");
    expect(returnPath("/admin/religion")).toBe("/admin/religion");
    expect(returnPath("/nopagepermission")).toBe("/nopagepermission");
    expect(fromQuery(encodeURIComponent("/admin/religion?search=a b&page=2"))).toBe("/admin/religion?search=a%20b&page=2");
  });

  it("never leads to another site, however the address is spelled", () => {
    const offSite = [
      "//evil.example",
      "//evil.example/admin",
      "/\\evil.example",
      "/\\evil.example/admin",
      "\\\\evil.example",
      "\\/evil.example/admin",
      "/\t/evil.example/admin",
      "/\n/evil.example/admin",
      "/\r\n/evil.example/admin",
      "\t//evil.example/admin",
      " //evil.example/admin",
      "/.//evil.example/admin",
      "/admin/..//evil.example",
      "https://evil.example/admin",
      "http:/evil.example/admin",
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "/admin\u0000",
    ];
    for (const from of offSite) expect({ from, to: returnPath(from) }).toEqual({ from, to: HOME_PATH });
  });

  it("reads the query once: encoded and double-encoded spellings stay paths or go home", () => {
    for (const raw of ["/\\evil.example", "%2F%5Cevil.example", "/%5Cevil.example", "%2F%2Fevil.example", "%5C%5Cevil.example", "/%09/evil.example", "%2F%0A%2Fevil.example", "%252F%252Fevil.example", "%252F%255Cevil.example", "/%252F/evil.example"]) {
      const to = fromQuery(raw);
      expect({ raw, to }).toEqual({ raw, to: HOME_PATH });
    }
    // Still encoded after the one decoding: a path on this console, whose Location no browser reads as a host.
    expect(fromQuery("/admin/%252F%252Fevil.example")).toBe("/admin/%2F%2Fevil.example");
    expect(fromQuery("/admin/%255Cevil.example")).toBe("/admin/%5Cevil.example");
  });

  it("sends anything that is not a page of the console home", () => {
    for (const from of ["/api/admin/users/me", "/api/session/refresh?from=/admin", "/", "", null, undefined, "/admin/../api/session", "/admin/%2e%2e/api/session", "/adminx", "admin", "/media/1"]) {
      expect({ from, to: returnPath(from) }).toEqual({ from, to: HOME_PATH });
    }
  });
});
