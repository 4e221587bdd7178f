/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { MenuEntry } from "@/lib/access";
import { apiPaths } from "@/lib/api-paths";
import { pageBySlug } from "@/lib/pages";
import type { FindAnswer } from "@/lib/find";
import { FindDialog } from "./FindDialog";
import { readRecent } from "./recent";

const push = jest.fn();
jest.mock("next/navigation", () => ({ usePathname: () => "/admin/religion", useRouter: () => ({ push }) }));

const page = (slug: string) => {
  const { title, icon, description } = pageBySlug(slug)!;
  return { slug, title, icon, description, href: `/admin/${slug}` };
};
const MENU: MenuEntry[] = [
  { kind: "page", page: page("appuser") },
  { kind: "group", group: { key: "catalogue", label: "Catalogue", icon: "catalogue" } as never, pages: [page("religion"), page("community")] },
];
const EMAIL = "staff@example.com";
const ANSWER: FindAnswer = {
  members: [{ id: 42, name: "Zubeida Quraishi", memberCode: "SM7700123", phone: "9812345670", email: "zubeida@example.test" }],
  admins: [{ id: 3, name: "Asha Menon", email: "asha@example.com" }],
};

describe("the find dialog", () => {
  const asked: string[] = [];
  beforeEach(() => {
    asked.length = 0;
    push.mockReset();
    localStorage.clear();
    global.fetch = jest.fn(async (url: RequestInfo | URL) => {
      asked.push(String(url));
      const body = { status: 200, message: "", recordList: [ANSWER] };
      return { status: 200, json: async () => body };
    }) as unknown as typeof fetch;
  });

  const open = () => render(<FindDialog open onClose={() => undefined} menu={MENU} email={EMAIL} />);
  const input = () => screen.getByRole("combobox", { name: "Find" });

  it("finds pages among the sidebar's and people from the api once typing pauses, and opens the one chosen by keyboard", async () => {
    open();
    fireEvent.change(input(), { target: { value: "  Zub  " } });
    await waitFor(() => expect(screen.getByRole("option", { name: /Zubeida Quraishi/ })).toBeInTheDocument());
    // One request, for the text as typed without its spaces.
    expect(asked).toEqual([apiPaths.find("Zub")]);
    expect(screen.getByRole("group", { name: "Members" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Administrators" })).toBeInTheDocument();
    const first = screen.getByRole("option", { name: /Zubeida Quraishi/ });
    expect(first).toHaveAttribute("aria-selected", "true");
    expect(input()).toHaveAttribute("aria-activedescendant", first.id);
    fireEvent.keyDown(input(), { key: "ArrowDown" });
    expect(screen.getByRole("option", { name: /Asha Menon/ })).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(input(), { key: "ArrowDown" });
    // Past the last, back to the first.
    expect(first).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(input(), { key: "Enter" });
    expect(push).toHaveBeenCalledWith("/admin/appuser/view/42");
    expect(readRecent(EMAIL, () => true)).toEqual([{ kind: "member", key: "member:42", label: "Zubeida Quraishi", href: "/admin/appuser/view/42" }]);
    // Kept is what names the member, never their phone number or email.
    expect(localStorage.getItem(`find:recent:${EMAIL}`)).not.toMatch(/9812345670|zubeida@/);
  });

  it("finds a page by the words of its title, in any case", async () => {
    open();
    fireEvent.change(input(), { target: { value: "COMMUN" } });
    expect(await screen.findByRole("option", { name: /Community/ })).toBeInTheDocument();
    expect(screen.queryByRole("option", { name: /Religion/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("option", { name: /Community/ }));
    expect(push).toHaveBeenCalledWith("/admin/community");
  });

  it("shows the items opened last before anything is typed, newest first and each once", async () => {
    localStorage.setItem(
      `find:recent:${EMAIL}`,
      JSON.stringify([
        { kind: "page", key: "page:/admin/religion", label: "Religion", href: "/admin/religion" },
        { kind: "member", key: "x", label: "Elsewhere", href: "https://evil.example/" },
        { kind: "admin", key: "admin:3", label: "Asha Menon", href: "/admin/users?search=asha" },
        { kind: "page", key: "page:/admin/coupon", label: "Coupons", href: "/admin/coupon" },
        "junk",
      ]),
    );
    open();
    const group = screen.getByRole("group", { name: "Recently opened" });
    // Only what could have been opened here, and only while its page is still held: an address outside
    // the console, an administrator without Admin Users and a page no longer in the sidebar are dropped.
    expect(group).toHaveTextContent("Religion");
    for (const gone of ["Elsewhere", "Asha Menon", "Coupons"]) expect(group).not.toHaveTextContent(gone);
    expect(asked).toEqual([]);
  });

  it("says the api's refusal in words", async () => {
    global.fetch = jest.fn(async () => ({ status: 400, json: async () => ({ status: 400, message: "Type at most 100 characters to find.", recordList: [] }) })) as unknown as typeof fetch;
    open();
    fireEvent.change(input(), { target: { value: "x" } });
    expect(await screen.findByRole("alert")).toHaveTextContent("Type at most 100 characters to find.");
  });
});
