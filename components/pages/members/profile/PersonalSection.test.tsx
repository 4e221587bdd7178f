/**
 * @jest-environment jsdom
 */
import { render, screen } from "@testing-library/react";
import { CONSOLE_FLAG_DEFAULTS } from "@/lib/console-flags";
import type { MemberPersonal } from "@/lib/resources/members/profile";
import { PersonalSection } from "./PersonalSection";

const personal = { religion: "Hindu", community: "Iyer", subCommunity: "Vadama" } as MemberPersonal;

describe("a member's personal details", () => {
  it("leave out a sub community the Setting turned off", () => {
    const { unmount } = render(<PersonalSection personal={personal} flags={CONSOLE_FLAG_DEFAULTS} />);
    expect(screen.getByText("Iyer")).toBeInTheDocument();
    expect(screen.getByText("Vadama")).toBeInTheDocument();
    unmount();
    render(<PersonalSection personal={personal} flags={{ ...CONSOLE_FLAG_DEFAULTS, subCommunity: false }} />);
    expect(screen.getByText("Iyer")).toBeInTheDocument();
    expect(screen.queryByText("Sub community")).toBeNull();
    expect(screen.queryByText("Vadama")).toBeNull();
  });

  it("with communities off, draw neither a community nor a sub community", () => {
    render(<PersonalSection personal={personal} flags={{ ...CONSOLE_FLAG_DEFAULTS, community: false, subCommunity: false }} />);
    expect(screen.getByText("Hindu")).toBeInTheDocument();
    expect(screen.queryByText("Community")).toBeNull();
    expect(screen.queryByText("Iyer")).toBeNull();
  });
});
