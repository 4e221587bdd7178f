import { members } from "../db/schema";
import { ADMIN_PAGES } from "../../../lib/pages";
import { detailCounts } from "./detail-counts";
import "../resources/index";

describe("detailCounts", () => {
  it.each(ADMIN_PAGES.filter((page) => page.detail).map((page) => [page.slug, page.detail!] as const))("counts every tab of %s", (_slug, detail) => {
    expect(Object.keys(detailCounts(detail, members.id))).toEqual(detail.tabs.map((tab) => tab.key));
  });

  it("refuses a tab whose filter its table has no column for", () => {
    const detail = { resource: "appuser", singular: "Member", read: "profile", recordTab: { key: "profile", label: "Profile" }, tabs: [{ key: "sent", label: "Sent", resource: "memberproposal", filter: "nobody" }] };
    expect(() => detailCounts(detail, members.id)).toThrow('Detail tab "sent" fixes "nobody", which table "proposals" has no column for.');
  });

  it("refuses a tab over the record's own table, which the subquery would miscount", () => {
    const detail = { resource: "appuser", singular: "Member", read: "profile", recordTab: { key: "profile", label: "Profile" }, tabs: [{ key: "same", label: "Same", resource: "appuser", filter: "id" }] };
    expect(() => detailCounts(detail, members.id)).toThrow('Detail tab "same" lists rows of the record\'s own table "members": its count needs an alias.');
  });

  it("refuses a resource whose table the schema does not hold", () => {
    const detail = { resource: "appuser", singular: "Member", read: "profile", recordTab: { key: "profile", label: "Profile" }, tabs: [{ key: "x", label: "X", resource: "nothing", filter: "memberId" }] };
    expect(() => detailCounts(detail, members.id)).toThrow();
  });
});
