/**
 * @jest-environment jsdom
 */
import { act, render, screen, waitFor } from "@testing-library/react";
import type { MenuEntry } from "@/lib/access";
import { apiPaths } from "@/lib/api-paths";
import { CONSOLE_CHANGED } from "@/lib/browser/api-client";
import { pageBySlug } from "@/lib/pages";
import { holdsPendingWork, pendingOf, type PendingCounts } from "@/lib/pending-work";
import { SidebarMenu } from "./SidebarMenu";
import { PENDING_REFRESH_MS, usePendingWork } from "./use-pending-work";

jest.mock("next/navigation", () => ({ usePathname: () => "/admin/religion", useRouter: () => ({ push: jest.fn() }) }));

const page = (slug: string) => {
  const { title, icon } = pageBySlug(slug)!;
  return { slug, title, icon, description: "", href: `/admin/${slug}` };
};
const MENU: MenuEntry[] = [
  { kind: "page", page: page("appuser") },
  { kind: "page", page: page("religion") },
];

function Sidebar({ menu }: { menu: MenuEntry[] }) {
  return <SidebarMenu menu={menu} pending={usePendingWork(holdsPendingWork(menu))} />;
}

describe("the work waiting beside the sidebar's pages", () => {
  let answers: PendingCounts[];
  const fetched = jest.fn();
  beforeEach(() => {
    jest.useFakeTimers();
    answers = [{ appuser: pendingOf({ documents: 2, photos: 1 }) }, { appuser: pendingOf({ documents: 1, photos: 1 }) }, { appuser: pendingOf({ documents: 0, photos: 0 }) }];
    fetched.mockReset();
    global.fetch = jest.fn(async (url: RequestInfo | URL) => {
      fetched(String(url));
      const body = { status: 200, message: "", recordList: [answers.shift() ?? {}] };
      return { status: 200, json: async () => body };
    }) as unknown as typeof fetch;
  });
  afterEach(() => jest.useRealTimers());

  it("shows the sum beside its page, keeps the link's name and says the parts as its description", async () => {
    render(<Sidebar menu={MENU} />);
    const link = screen.getByRole("link", { name: "App Users" });
    await waitFor(() => expect(link).toHaveAccessibleDescription("2 members' documents to verify, 1 photo to approve"));
    // The count stands beside the link, which keeps the page's title as its text.
    expect(link).toHaveTextContent(/^App Users$/);
    expect(link.parentElement).toHaveTextContent("App Users3");
    expect(screen.getByRole("link", { name: "Religion" })).not.toHaveAccessibleDescription();
    expect(fetched).toHaveBeenCalledWith(apiPaths.account.pendingWork);
  });

  it("asks again after a change this tab made and every 30 s, and draws nothing once nothing waits", async () => {
    render(<Sidebar menu={MENU} />);
    const link = screen.getByRole("link", { name: "App Users" });
    await waitFor(() => expect(link).toHaveAccessibleDescription("2 members' documents to verify, 1 photo to approve"));
    act(() => void window.dispatchEvent(new Event(CONSOLE_CHANGED)));
    await waitFor(() => expect(link).toHaveAccessibleDescription("1 member's documents to verify, 1 photo to approve"));
    expect(link.parentElement).toHaveTextContent("App Users2");
    await act(async () => void jest.advanceTimersByTime(PENDING_REFRESH_MS));
    await waitFor(() => expect(link).not.toHaveAccessibleDescription());
    expect(link.parentElement).toHaveTextContent(/^App Users$/);
    expect(fetched).toHaveBeenCalledTimes(3);
  });

  it("asks nothing when the menu holds no page with work waiting", async () => {
    render(<Sidebar menu={[MENU[1]]} />);
    await act(async () => void jest.advanceTimersByTime(PENDING_REFRESH_MS));
    expect(fetched).not.toHaveBeenCalled();
  });
});
