/**
 * @jest-environment jsdom
 */
import { render, screen } from "@testing-library/react";
import { CONSOLE_FLAG_DEFAULTS, type ConsoleFlags } from "@/lib/console-flags";
import { DEFAULT_DATE_FORMAT, followDateFormat } from "@/lib/day-format";
import { formatDay } from "@/lib/engine/fields/date";
import { applicationuser } from "@/lib/reports/members";
import { reportKeys } from "@/lib/engine/report";
import { ConsoleFlagsProvider } from "./console-flags";

afterEach(() => followDateFormat(DEFAULT_DATE_FORMAT));

const drawn = (flags: Partial<ConsoleFlags>, children: React.ReactNode) => render(<ConsoleFlagsProvider flags={{ ...CONSOLE_FLAG_DEFAULTS, ...flags }}>{children}</ConsoleFlagsProvider>);

function Day() {
  return <span>{formatDay("2025-01-05")}</span>;
}

describe("the console's flags", () => {
  it("make every day below read in the Setting's format", () => {
    drawn({ dateFormat: "DD/MM/YYYY" }, <Day />);
    expect(screen.getByText("05/01/2025")).toBeInTheDocument();
  });

  it("keep a switched-off part's filter out of what a report reads from its URL (a bookmarked Community)", () => {
    expect(reportKeys(applicationuser, CONSOLE_FLAG_DEFAULTS)).toEqual(expect.arrayContaining(["religionId", "communityId"]));
    const off = reportKeys(applicationuser, { ...CONSOLE_FLAG_DEFAULTS, community: false, subCommunity: false });
    expect(off).toContain("religionId");
    expect(off).not.toContain("communityId");
  });
});
