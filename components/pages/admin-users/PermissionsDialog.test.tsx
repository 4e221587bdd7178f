/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { SWRConfig } from "swr";
import { PageRightsProvider } from "@/components/engine/page-rights";
import { SignedInViewerProvider } from "@/components/engine/viewer";
import { apiPaths } from "@/lib/api-paths";
import PermissionsDialog from "./PermissionsDialog";

jest.mock("../../shell/ToastProvider", () => ({ useToast: () => ({ enqueueSnackbar: jest.fn() }) }));
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }) }));

const PRIYA = { id: 41, name: "Priya Journey", isActive: true };
const PATH = apiPaths.ofRow("users", PRIYA.id, "permissions");

describe("the Permissions dialog", () => {
  const calls: { method: string; url: string; body: unknown }[] = [];
  let held: unknown[] = [];
  beforeEach(() => {
    calls.length = 0;
    held = [];
    global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      const body = init?.body ? (JSON.parse(String(init.body)) as { pagePermissions: { title: string }[] }) : undefined;
      calls.push({ method, url: String(url), body });
      if (method === "PUT") held = body!.pagePermissions.map((entry) => ({ read: true, add: false, edit: false, delete: false, ...entry }));
      // A read after the save never answers: what the dialog draws then can only be what it kept.
      else if (held.length) return new Promise(() => undefined);
      return { status: 200, json: async () => ({ status: 200, message: method === "PUT" ? "Rights saved" : undefined, recordList: held }) };
    }) as unknown as typeof fetch;
  });

  it("opened again straight after a save, shows the rights as saved, whatever the api's next read does", async () => {
    // One cache for both openings, as on the page: SWR may serve the second from its read before the save.
    const tree = (open: boolean, onClose: () => void) => (
      <SWRConfig value={{ provider: () => new Map() }}>
        <SignedInViewerProvider viewer={{ id: 1, roleId: 1, pagePermissions: [] }}>
          <PageRightsProvider rights={{ read: true, add: true, edit: true, delete: true }}>
            {open && <PermissionsDialog admin={PRIYA} readOnly={false} onClose={onClose} />}
          </PageRightsProvider>
        </SignedInViewerProvider>
      </SWRConfig>
    );
    const closed = jest.fn();
    const { rerender } = render(tree(true, closed));
    const read = () => screen.getByRole("checkbox", { name: "Read on Religion" });
    await waitFor(() => expect(read()).not.toBeChecked());
    fireEvent.click(read());
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(closed).toHaveBeenCalled());
    rerender(tree(false, closed));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    rerender(tree(true, closed));
    await waitFor(() => expect(read()).toBeChecked());
    expect(calls.slice(0, 2).map(({ method, url }) => `${method} ${url}`)).toEqual([`GET ${PATH}`, `PUT ${PATH}`]);
  });
});
