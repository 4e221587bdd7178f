/**
 * @jest-environment jsdom
 */
import { createRef } from "react";
import { act, render, screen } from "@testing-library/react";
import { pageBySlug } from "@/lib/pages";
import { isPageOnTheWay, PageOutlet, type ChoosePage } from "./pending-page";

jest.mock("next/navigation", () => ({ usePathname: () => "/admin/religion" }));

const { slug, title, icon } = pageBySlug("diet")!;
const diet = { slug, title, icon, description: "", href: "/admin/diet" };

describe("the page's outlet while a sidebar click's page is on its way", () => {
  it("draws the chosen page's heading at once and tells the preloading to wait", () => {
    const chooser = createRef<ChoosePage>();
    render(<PageOutlet chooser={chooser}><p>Religion rows</p></PageOutlet>);
    expect(isPageOnTheWay()).toBe(false);
    act(() => chooser.current!(diet));
    expect(screen.getByRole("heading", { name: diet.title })).toBeInTheDocument();
    expect(screen.queryByText("Religion rows")).not.toBeInTheDocument();
    expect(isPageOnTheWay()).toBe(true);
  });

  it("lets the preloading go on when the outlet goes away mid-move", () => {
    const chooser = createRef<ChoosePage>();
    const { unmount } = render(<PageOutlet chooser={chooser}><p>Religion rows</p></PageOutlet>);
    act(() => chooser.current!(diet));
    expect(isPageOnTheWay()).toBe(true);
    unmount();
    expect(isPageOnTheWay()).toBe(false);
  });
});
