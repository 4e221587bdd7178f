/**
 * @jest-environment jsdom
 */
import { NO_SIGNALS } from "@/lib/signals";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { PageRightsProvider } from "@/components/engine/page-rights";
import { apiPaths } from "@/lib/api-paths";
import type { ReviewClaimAnswer, ReviewItem, ReviewMember } from "@/lib/review";
import { ReviewView } from "./ReviewView";

const say = jest.fn();
jest.mock("../../shell/ToastProvider", () => ({ useToast: () => ({ enqueueSnackbar: say }) }));
jest.mock("next/navigation", () => ({ usePathname: () => "/admin/review", useRouter: () => ({ replace: jest.fn() }), useSearchParams: () => new URLSearchParams("kind=blockRequests") }));

const member = (id: number, name: string): ReviewMember => ({
  id,
  name,
  memberCode: `SM${1000000 + id}`,
  gender: "Female",
  age: 29,
  city: "Pune",
  registered: "2026-01-02",
  photoFileId: null,
  photoApproved: false,
  documents: { verified: 1, total: 2 },
  reportsAgainst: { total: 3, pending: 1 },
  reportsMade: 0,
  isBlocked: false,
  signals: NO_SIGNALS,
});
const request = (id: number): ReviewItem => ({
  kind: "blockRequests",
  key: `blockRequests:${id}`,
  id,
  waitingSince: "2026-11-01T04:30:00.000Z",
  reason: `Reason ${id}`,
  reporter: { ...member(10 + id, `Reporter ${id}`), history: [] },
  reported: { ...member(20 + id, `Reported ${id}`), history: [{ at: "2026-10-01T04:30:00.000Z", action: "Rejected a block request", admin: "Asha Menon" }] },
});

describe("the review queue's page", () => {
  const calls: { url: string; body: unknown }[] = [];
  let waiting: ReviewItem[];
  let decision: { status: number; message: string };
  beforeEach(() => {
    calls.length = 0;
    say.mockReset();
    waiting = [1, 2, 3, 4].map(request);
    decision = { status: 200, message: "Request approved." };
    global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url: String(url), body });
      if (String(url) === apiPaths.reviewClaim()) {
        // Leaving the page gives its items back with `{ release, take: 0 }` alone.
        const take = body.take ?? 2 - body.renew.length;
        const items = waiting.filter((item) => !(body.exclude ?? []).includes(item.key)).slice(0, take);
        const answer: ReviewClaimAnswer = { items, renewed: body.renew ?? [], left: { blockRequests: waiting.length }, claimedUntil: "2026-11-01T04:32:00.000Z" };
        return { status: 200, json: async () => ({ status: 200, message: "", recordList: [answer] }) };
      }
      if (String(url) === apiPaths.review()) return { status: 200, json: async () => ({ status: 200, recordList: [{ left: { documents: 4, photos: 2 }, photosReviewed: true }] }) };
      return { status: decision.status, json: async () => ({ ...decision, recordList: [] }) };
    }) as unknown as typeof fetch;
  });

  const open = (edit = true) =>
    render(
      <PageRightsProvider rights={{ read: true, add: false, edit, delete: false }}>
        <ReviewView page={{ slug: "review", resources: [] }} readOnly={false} imageBaseUrl="" />
      </PageRightsProvider>,
    );
  const shown = () => document.querySelector("[data-review-item]")?.getAttribute("data-review-item");
  const key = (letter: string) => act(() => void fireEvent.keyDown(window, { key: letter }));
  /** The item shown is ready for a decision: Approve is enabled a moment after it is drawn. */
  const settled = () => waitFor(() => expect(screen.getByRole("button", { name: "Approve (A)" })).toBeEnabled());

  it("shows the oldest item with what its decision needs, and approves it with A through Block Users' own action", async () => {
    open();
    await waitFor(() => expect(shown()).toBe("blockRequests:1"));
    expect(screen.getByRole("heading", { name: "Block request against Reported 1" })).toBeInTheDocument();
    // Not at once: a key pressed as the item appears decides nothing.
    expect(screen.getByRole("button", { name: "Approve (A)" })).toBeDisabled();
    key("a");
    expect(shown()).toBe("blockRequests:1");
    await settled();
    expect(screen.getByText("Reason 1")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Reported member: Reported 1" })).toHaveTextContent("3 (1 pending)");
    expect(screen.getByText(/Rejected a block request by Asha Menon/)).toBeInTheDocument();

    key("a");
    // The next item is already here: shown at once, before the decision's answer.
    expect(shown()).toBe("blockRequests:2");
    await waitFor(() => expect(calls.map((call) => call.url)).toContain(apiPaths.ofRow("blockrequest", 1, "approve")));
    await waitFor(() => expect(say).toHaveBeenCalledWith("Request approved.", { variant: "success" }));
    expect(screen.getByRole("status")).toHaveTextContent("1 decided this session");
  });

  it("asks a reason for R and sends it with Block Users' reject", async () => {
    open();
    await waitFor(() => expect(shown()).toBe("blockRequests:1"));
    await settled();
    key("r");
    const dialog = await screen.findByRole("dialog", { name: "Why is it rejected?" });
    fireEvent.keyDown(dialog, { key: "3" });
    fireEvent.keyDown(dialog, { key: "Enter" });
    await waitFor(() => expect(calls.find((call) => call.url === apiPaths.ofRow("blockrequest", 1, "reject"))?.body).toEqual({ reason: "The same complaint was already decided" }));
    expect(shown()).toBe("blockRequests:2");
  });

  it("moves on when someone else decided first, saying so, without counting it", async () => {
    decision = { status: 409, message: "This request has already been decided." };
    open();
    await waitFor(() => expect(shown()).toBe("blockRequests:1"));
    await settled();
    key("a");
    await waitFor(() => expect(say).toHaveBeenCalledWith("This request has already been decided. Moved on.", { variant: "info" }));
    expect(screen.getByRole("status")).toHaveTextContent("0 decided this session");
    key("k");
    expect(screen.getByRole("alert")).toHaveTextContent("Decided by someone else first");
  });

  it("decides only the item shown: a second key before the next one is drawn decides nothing", async () => {
    open();
    await waitFor(() => expect(shown()).toBe("blockRequests:1"));
    await settled();
    act(() => {
      fireEvent.keyDown(window, { key: "a" });
      fireEvent.keyDown(window, { key: "a" });
    });
    await waitFor(() => expect(say).toHaveBeenCalledTimes(1));
    expect(calls.filter((call) => call.url.endsWith("/approve")).map((call) => call.url)).toEqual([apiPaths.ofRow("blockrequest", 1, "approve")]);
    expect(shown()).toBe("blockRequests:2");
  });

  it("skips with S, giving the claim back with the next claim, and ignores keys typed with Ctrl", async () => {
    open();
    await waitFor(() => expect(shown()).toBe("blockRequests:1"));
    act(() => void fireEvent.keyDown(window, { key: "s", ctrlKey: true }));
    expect(shown()).toBe("blockRequests:1");
    key("s");
    expect(shown()).toBe("blockRequests:2");
    await waitFor(() => expect(calls.some((call) => call.url === apiPaths.reviewClaim() && (call.body as { release: string[] }).release.includes("blockRequests:1"))).toBe(true));
  });

  it("takes no item without the Edit right on Review: says what waits, and claims nothing", async () => {
    open(false);
    expect(screen.getByText(/takes no item to decide: that needs the Edit right on Review/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("6 left"));
    expect(screen.getByRole("button", { name: "Profile photos (2)" })).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual([apiPaths.review()]);
    expect(calls.some((call) => call.url === apiPaths.reviewClaim())).toBe(false);
  });
});
