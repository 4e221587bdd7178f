/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { SWRConfig } from "swr";
import { apiPaths } from "@/lib/api-paths";
import { requireResource } from "@/lib/resources/index";
import type { SavedView, SavedViewsPage } from "@/lib/saved-views";
import { SavedViewsMenu } from "./SavedViewsMenu";

const say = jest.fn();
const push = jest.fn();
let shown = "gender=Female&sort=name&order=asc&page=3";
jest.mock("../../../shell/ToastProvider", () => ({ useToast: () => ({ enqueueSnackbar: say }) }));
jest.mock("next/navigation", () => ({ usePathname: () => "/admin/appuser", useRouter: () => ({ push, replace: push }), useSearchParams: () => new URLSearchParams(shown) }));
// The list drawing the toolbar loaded its declaration; here the registry stands in for the browser's.
jest.mock("../../resources", () => ({ requireResource: (key: string) => requireResource(key) }));

const PAGE: SavedViewsPage = { slug: "appuser", view: "list", resources: ["appuser", "memberdocument"] };
const VIEWS: SavedView[] = [
  { id: 1, name: "Women by name", query: "sort=name&order=asc&gender=Female", shared: true, mine: true, owner: "Asha Menon" },
  { id: 2, name: "Blocked", query: "isBlocked=true", shared: false, mine: true, owner: "Asha Menon" },
  { id: 3, name: "Waiting documents", query: "pageSize=40&documentStatus=Verify+Doc", shared: true, mine: false, owner: "Ravi Kumar" },
];

describe("the Views menu", () => {
  const calls: { method: string; url: string; body: unknown }[] = [];
  beforeEach(() => {
    calls.length = 0;
    say.mockReset();
    push.mockReset();
    shown = "gender=Female&sort=name&order=asc&page=3";
    global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      calls.push({ method, url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (method === "GET") return { status: 200, json: async () => ({ status: 200, recordList: VIEWS }) };
      if (method === "POST" && (calls.at(-1)!.body as { name: string }).name === "Blocked") {
        return { status: 409, json: async () => ({ status: 409, message: 'You already have a view named "Blocked" on this page: choose another name.', recordList: [] }) };
      }
      return { status: 200, json: async () => ({ status: 200, message: "View saved", recordList: [] }) };
    }) as unknown as typeof fetch;
  });

  const open = (readOnly = false) =>
    render(
      // A cache of its own per test: the views are read again.
      <SWRConfig value={{ provider: () => new Map() }}>
        <SavedViewsMenu page={PAGE} readOnly={readOnly} id="views" anchor={document.body} onClose={() => undefined} />
      </SWRConfig>,
    );
  const item = (name: string | RegExp) => screen.getByRole("menuitem", { name });

  it("lists the administrator's own views, then the shared ones with whose they are, ticking the one shown", async () => {
    open();
    await waitFor(() => expect(item(/^Women by name/)).toBeInTheDocument());
    expect(calls).toEqual([{ method: "GET", url: apiPaths.savedViews("appuser"), body: undefined }]);
    const names = screen.getAllByRole("menuitem").map((one) => one.textContent);
    expect(names).toEqual(["Women by nameYours, shared", "Blocked", "Waiting documentsShared by Ravi Kumar", "Save current view…", "Manage your views…"]);
    // The address's page number is no part of a view: the one shown is still this view.
    expect(item(/^Women by name/)).toHaveAttribute("aria-current", "true");
    expect(item(/^Blocked/)).not.toHaveAttribute("aria-current");
  });

  it("opens a view by going to the list's address with its query, in place of the list's own state", async () => {
    open();
    await waitFor(() => expect(item(/^Waiting documents/)).toBeInTheDocument());
    fireEvent.click(item(/^Waiting documents/));
    expect(push).toHaveBeenCalledWith("/admin/appuser?pageSize=40&documentStatus=Verify+Doc", { scroll: false });
  });

  it("saves the view shown under a name, shared when ticked; a name taken is said under the field", async () => {
    open();
    await waitFor(() => expect(item("Save current view…")).toBeEnabled());
    fireEvent.click(item("Save current view…"));
    const dialog = await screen.findByRole("dialog", { name: "Save current view" });
    const save = within(dialog).getByRole("button", { name: "Save" });
    expect(save).toBeDisabled();
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Name" }), { target: { value: "Blocked" } });
    fireEvent.click(save);
    await waitFor(() => expect(within(dialog).getByText('You already have a view named "Blocked" on this page: choose another name.')).toBeInTheDocument());
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Name" }), { target: { value: "  Women, page 3  " } });
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Share with everyone who can open this page" }));
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.filter(({ method }) => method === "POST").map(({ url, body }) => [url, body])).toEqual([
      [apiPaths.savedViews("appuser"), { name: "Blocked", query: "sort=name&order=asc&gender=Female", shared: false }],
      [apiPaths.savedViews("appuser"), { name: "Women, page 3", query: "sort=name&order=asc&gender=Female", shared: true }],
    ]);
    expect(say).toHaveBeenLastCalledWith("View saved", { variant: "success" });
  });

  it("manages only the administrator's own views: shares, renames and deletes after asking", async () => {
    open();
    await waitFor(() => expect(item("Manage your views…")).toBeInTheDocument());
    fireEvent.click(item("Manage your views…"));
    const dialog = await screen.findByRole("dialog", { name: "Your views" });
    expect(within(dialog).getAllByRole("textbox", { name: "Name" }).map((field) => (field as HTMLInputElement).value)).toEqual(["Women by name", "Blocked"]);
    const blocked = within(dialog).getByRole("form", { name: "View Blocked" });
    fireEvent.click(within(blocked).getByRole("switch", { name: "Blocked shared" }));
    await waitFor(() => expect(calls).toContainEqual({ method: "PUT", url: apiPaths.savedView("appuser", 2), body: { shared: true } }));
    await waitFor(() => expect(within(blocked).getByRole("switch", { name: "Blocked shared" })).toBeEnabled());
    fireEvent.change(within(blocked).getByRole("textbox", { name: "Name" }), { target: { value: "Blocked members" } });
    fireEvent.click(within(blocked).getByRole("button", { name: "Rename" }));
    await waitFor(() => expect(calls.some(({ method, body }) => method === "PUT" && (body as { name?: string }).name === "Blocked members")).toBe(true));
    // Each change waits for the one before it.
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Delete Women by name" })).toBeEnabled());
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete Women by name" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete view" });
    expect(confirm).toHaveTextContent('Delete the view "Women by name"? Everyone it is shared with loses it too.');
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(calls.some(({ method, url }) => method === "DELETE" && url === apiPaths.savedView("appuser", 1))).toBe(true));
  });

  it("offers the read-only demo administrator the views, not saving one", async () => {
    open(true);
    await waitFor(() => expect(item(/^Women by name/)).toBeInTheDocument());
    expect(item("Save current view…")).toHaveAttribute("aria-disabled", "true");
  });
});
