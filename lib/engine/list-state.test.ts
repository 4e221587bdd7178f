/** A list's state read from its URL, and the api address it asks: the same for the browser and the server. */
import { requireResource } from "../resources/index";
import { apiPaths } from "../api-paths";
import { listQueryOf, listStateOf } from "./list-state";

const coupon = requireResource("coupon");
const auditLog = requireResource("auditlog");
const read = (query: string) => {
  const params = new URLSearchParams(query);
  return (name: string) => params.get(name);
};

describe("listStateOf", () => {
  it("falls back to the resource's defaults for an empty URL", () => {
    expect(listStateOf(coupon, read(""))).toEqual({ page: 1, pageSize: 10, search: "", sort: coupon.defaultSort.field, order: coupon.defaultSort.order, filters: {} });
  });

  it("keeps what makes sense and drops the rest", () => {
    const state = listStateOf(coupon, read("page=3&pageSize=40&sort=id&order=asc&search=xmas&status=active&discountType=flat&unknown=1"));
    expect(state).toEqual({ page: 3, pageSize: 40, search: "xmas", sort: "id", order: "asc", filters: { status: "active", discountType: "flat" } });
    expect(listStateOf(coupon, read("page=-2&pageSize=15&sort=nothing&order=up"))).toMatchObject({ page: 1, pageSize: 10, sort: coupon.defaultSort.field, order: coupon.defaultSort.order });
  });

  it("reads a prefixed list's own names and adds the fixed filters", () => {
    const state = listStateOf(coupon, read("page=2&faq3.page=4&faq3.search=a"), { prefix: "faq3.", fixed: { categoryId: "3" }, defaultPageSize: 20 });
    expect(state).toMatchObject({ page: 4, pageSize: 20, search: "a", filters: { categoryId: "3" } });
  });

  it("reads a range's days", () => {
    expect(listStateOf(auditLog, read("from=2026-01-01&to=2026-01-31")).filters).toEqual({ from: "2026-01-01", to: "2026-01-31" });
  });
});

describe("a list's address (the SWR key of its answer)", () => {
  it("names paging, sort and order first, then the search and the filters", () => {
    const state = listStateOf(coupon, read("discountType=flat&search=x&page=2"));
    expect(apiPaths.list("coupon", listQueryOf(state))).toBe(`/api/admin/coupon?page=2&pageSize=10&sort=${coupon.defaultSort.field}&order=${coupon.defaultSort.order}&search=x&discountType=flat`);
  });
});
