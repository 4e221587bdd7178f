/**
 * @jest-environment jsdom
 */
import { renderHook } from "@testing-library/react";

const router = { push: jest.fn(), replace: jest.fn() };
let shown = "";
jest.mock("next/navigation", () => ({
  useRouter: () => router,
  usePathname: () => "/admin/region",
  useSearchParams: () => new URLSearchParams(shown),
}));

import { useSearchChange } from "./use-search-change";

/** The URLs the router was sent to, in order, pushed or replaced. */
let urls: string[] = [];
const navigated = () => urls;

beforeEach(() => {
  urls = [];
  router.push.mockImplementation((url: string) => urls.push(url));
  router.replace.mockImplementation((url: string) => urls.push(url));
});

describe("useSearchChange", () => {
  it("builds a change on the one still on its way, so a choice and a search typed before it both hold", () => {
    shown = "country=1&state=12";
    const { result } = renderHook(() => useSearchChange());
    // The district is chosen; before the page shows it, the States pane's search pause ends (the same render's callback).
    result.current((next) => next.set("district", "72"));
    result.current((next) => next.set("state.search", "kera"), "replace");
    expect(navigated()).toEqual(["/admin/region?country=1&state=12&district=72", "/admin/region?country=1&state=12&district=72&state.search=kera"]);
  });

  it("starts from the URL shown once the change asked for arrived", () => {
    shown = "country=1";
    const { result, rerender } = renderHook(() => useSearchChange());
    result.current((next) => next.set("state", "12"));
    shown = "country=1&state=12";
    rerender();
    result.current((next) => next.set("district", "72"));
    expect(navigated().at(-1)).toBe("/admin/region?country=1&state=12&district=72");
  });

  it("keeps a change on its way while an earlier one is drawn on the way to it", () => {
    shown = "country=1";
    const { result, rerender } = renderHook(() => useSearchChange());
    result.current((next) => next.set("state", "12"));
    result.current((next) => next.set("district", "72"));
    shown = "country=1&state=12";
    rerender();
    result.current((next) => next.set("district.page", "2"));
    expect(navigated().at(-1)).toBe("/admin/region?country=1&state=12&district=72&district.page=2");
  });

  it("forgets a change on its way when the page went elsewhere (back, a link)", () => {
    shown = "country=1";
    const { result, rerender } = renderHook(() => useSearchChange());
    result.current((next) => next.set("state", "12"));
    shown = "country=7";
    rerender();
    result.current((next) => next.set("state", "3"));
    expect(navigated().at(-1)).toBe("/admin/region?country=7&state=3");
  });
});
