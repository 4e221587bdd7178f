/**
 * @jest-environment jsdom
 */
import { render, screen } from "@testing-library/react";
import type { Row } from "@/components/engine/list/types";
import { ViewerProvider } from "../viewer";
import { BLOCK_REQUEST_CELLS } from "./BlockRequestCells";

const row: Row = {
  id: 7,
  isActive: true,
  reporterId: 11,
  reporter: "Rekha Rao",
  reporterCode: "SM00000011",
  reportedId: 12,
  reported: "Ravi Kumar",
  reportedCode: "SM00000012",
  requestStatus: "Approved",
  isPending: false,
  decidedOn: "2025-02-11",
  decidedBy: "Asha Menon",
};

describe("Block Users cells", () => {
  it("link each member to their view for a viewer who may open App Users", () => {
    render(
      <ViewerProvider opens={["blockuser", "appuser"]}>
        {BLOCK_REQUEST_CELLS.reporter(row)}
        {BLOCK_REQUEST_CELLS.reported(row)}
      </ViewerProvider>,
    );
    expect(screen.getByRole("link", { name: "Rekha Rao" })).toHaveAttribute("href", "/admin/appuser/view/11");
    expect(screen.getByRole("link", { name: "Ravi Kumar" })).toHaveAttribute("href", "/admin/appuser/view/12");
    expect(screen.getByText("SM00000012")).toBeInTheDocument();
  });

  it("name members without a link for a viewer who may not open App Users (it would sign them out)", () => {
    render(<ViewerProvider opens={["blockuser"]}>{BLOCK_REQUEST_CELLS.reported(row)}</ViewerProvider>);
    expect(screen.getByText("Ravi Kumar")).toBeInTheDocument();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("show the status as a chip that says who decided and when", () => {
    const { rerender } = render(BLOCK_REQUEST_CELLS.requestStatus(row));
    expect(screen.getByText("Approved")).toBeInTheDocument();
    expect(screen.getByLabelText("Approved by Asha Menon on 11 Feb 2025")).toBeInTheDocument();
    rerender(BLOCK_REQUEST_CELLS.requestStatus({ ...row, requestStatus: "Pending", isPending: true, decidedOn: null, decidedBy: null }));
    expect(screen.getByText("Pending")).toBeInTheDocument();
    expect(screen.queryByLabelText(/by Asha Menon/)).toBeNull();
  });
});
