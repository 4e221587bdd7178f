/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { SWRConfig, useSWRConfig } from "swr";
import type { Envelope } from "../envelope";
import { CONSOLE_CHANGED } from "./api-client";
import { FirstAnswersProvider } from "./first-answers";
import { useEnvelope } from "./use-envelope";

const ADDRESS = "/api/admin/religion?page=1&pageSize=10&sort=name&order=asc";
const served: Envelope<{ name: string }> = { status: 200, recordList: [{ name: "From the server" }], totalRecords: 1 };
const asked: Envelope<{ name: string }> = { status: 200, recordList: [{ name: "From the api" }], totalRecords: 1 };

function Names({ path }: { path: string }) {
  const { data, isLoading } = useEnvelope<{ name: string }>(path, { keepPrevious: true });
  return <p>{isLoading ? "loading" : (data?.recordList.map((row) => row.name).join(", ") ?? "nothing")}</p>;
}

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn(async () => ({ status: 200, json: async () => asked }));
  global.fetch = fetchMock as unknown as typeof fetch;
});

/** A fresh SWR cache per test, as a fresh page load has; the same one across a test's renders. */
let cache: Map<string, unknown>;
beforeEach(() => {
  cache = new Map();
});
const fresh = (children: React.ReactNode) => <SWRConfig value={{ provider: () => cache as never }}>{children}</SWRConfig>;

describe("useEnvelope with the page's first answers", () => {
  it("draws the server's answer at once and does not ask the api for it", async () => {
    render(fresh(<FirstAnswersProvider answers={{ [ADDRESS]: served }}><Names path={ADDRESS} /></FirstAnswersProvider>));
    expect(screen.getByText("From the server")).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText("From the server")).toBeInTheDocument();
  });

  it("asks the api for an address the server did not answer", async () => {
    render(fresh(<FirstAnswersProvider answers={{ [ADDRESS]: served }}><Names path="/api/admin/religion?page=2&pageSize=10&sort=name&order=asc" /></FirstAnswersProvider>));
    expect(screen.getByText("loading")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("From the api")).toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("keeps the server's answer in SWR's cache: the page shown again shows it, then asks the api", async () => {
    const answers = { [ADDRESS]: served };
    const { rerender } = render(fresh(<FirstAnswersProvider answers={answers}><Names key="first" path={ADDRESS} /></FirstAnswersProvider>));
    expect(screen.getByText("From the server")).toBeInTheDocument();
    // The same page's answers drawn anew (back to it): spent, so SWR shows its cache and asks again.
    rerender(fresh(<FirstAnswersProvider answers={answers}><Names key="again" path={ADDRESS} /></FirstAnswersProvider>));
    expect(screen.getByText("From the server")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("From the api")).toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("never draws the server's answer over one SWR has (a change made since the page was asked for)", async () => {
    const { rerender } = render(fresh(<Names key="first" path={ADDRESS} />));
    await waitFor(() => expect(screen.getByText("From the api")).toBeInTheDocument());
    rerender(fresh(<FirstAnswersProvider answers={{ [ADDRESS]: served }}><Names key="again" path={ADDRESS} /></FirstAnswersProvider>));
    expect(screen.getByText("From the api")).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText("From the api")).toBeInTheDocument();
    expect(screen.queryByText("From the server")).toBeNull();
  });

  it("is replaced by the api's answer when a mutate's key filter matches its address", async () => {
    function Reloader() {
      const { mutate } = useSWRConfig();
      return <button onClick={() => void mutate((key) => typeof key === "string" && key.startsWith("/api/admin/religion?"))}>Reload</button>;
    }
    render(fresh(<FirstAnswersProvider answers={{ [ADDRESS]: served }}><Names path={ADDRESS} /><Reloader /></FirstAnswersProvider>));
    expect(screen.getByText("From the server")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Reload" }));
    await waitFor(() => expect(screen.getByText("From the api")).toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("is replaced by the api's answer when a mutate names its address", async () => {
    function Reloader() {
      const { mutate } = useSWRConfig();
      return <button onClick={() => void mutate(ADDRESS)}>Reload</button>;
    }
    render(fresh(<FirstAnswersProvider answers={{ [ADDRESS]: served }}><Names path={ADDRESS} /><Reloader /></FirstAnswersProvider>));
    expect(screen.getByText("From the server")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Reload" }));
    await waitFor(() => expect(screen.getByText("From the api")).toBeInTheDocument());
  });

  it("draws it under its own address only: the list moved to another page asks the api and never shows it", async () => {
    const answers = { [ADDRESS]: served };
    const other = "/api/admin/religion?page=1&pageSize=10&sort=name&order=asc&search=x";
    const { rerender } = render(fresh(<FirstAnswersProvider answers={answers}><Names path={ADDRESS} /></FirstAnswersProvider>));
    expect(screen.getByText("From the server")).toBeInTheDocument();
    fetchMock.mockImplementation(async () => ({ status: 200, json: async () => ({ status: 200, recordList: [], totalRecords: 0 }) }));
    rerender(fresh(<FirstAnswersProvider answers={answers}><Names path={other} /></FirstAnswersProvider>));
    await waitFor(() => expect(screen.getByText("", { selector: "p" })).toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining("search=x"), expect.anything());
  });

  it("draws the page's answer for the address a mounted list moves to, without asking the api", async () => {
    const next = "/api/admin/religion?page=2&pageSize=10&sort=name&order=asc";
    const { rerender } = render(fresh(<FirstAnswersProvider answers={{ [ADDRESS]: served }}><Names path={ADDRESS} /></FirstAnswersProvider>));
    expect(screen.getByText("From the server")).toBeInTheDocument();
    const page2: Envelope<{ name: string }> = { status: 200, recordList: [{ name: "Page 2 from the server" }], totalRecords: 11 };
    rerender(fresh(<FirstAnswersProvider answers={{ [next]: page2 }}><Names path={next} /></FirstAnswersProvider>));
    expect(screen.getByText("Page 2 from the server")).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("draws a page's answer and asks the api again when this tab saved a change while the page was on its way", async () => {
    const search = "/api/admin/religion?page=1&pageSize=10&sort=name&order=asc&search=h";
    const { rerender } = render(fresh(<FirstAnswersProvider answers={{ [ADDRESS]: served }}><Names path={ADDRESS} /></FirstAnswersProvider>));
    expect(screen.getByText("From the server")).toBeInTheDocument();
    // A search typed, then a row saved before the search's page came back: that page's answer was
    // fetched before the save.
    act(() => void window.dispatchEvent(new Event(CONSOLE_CHANGED)));
    const beforeTheSave: Envelope<{ name: string }> = { status: 200, recordList: [{ name: "Before the save" }], totalRecords: 1 };
    rerender(fresh(<FirstAnswersProvider answers={{ [search]: beforeTheSave }}><Names path={search} /></FirstAnswersProvider>));
    expect(screen.getByText("Before the save")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("From the api")).toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith(search, expect.anything());
    // The next page, asked for after the save, is taken as it comes.
    const next = "/api/admin/religion?page=2&pageSize=10&sort=name&order=asc&search=h";
    rerender(fresh(<FirstAnswersProvider answers={{ [next]: served }}><Names path={next} /></FirstAnswersProvider>));
    expect(screen.getByText("From the server")).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
