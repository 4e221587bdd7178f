/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { CONSOLE_MESSAGES } from "@/lib/console-messages";
import { DataTable, type DataTableProps, type TableColumn } from "./DataTable";

type Person = { id: number; name: string; city: string };

const PEOPLE: Person[] = [
  { id: 1, name: "Asha", city: "Pune" },
  { id: 2, name: "Ravi", city: "Kochi" },
  { id: 3, name: "Meena", city: "Agra" },
];

const COLUMNS: TableColumn<Person>[] = [
  { field: "name", header: "Name", sortable: true, render: (row) => row.name },
  { field: "city", header: "City", render: (row) => row.city },
  { field: "edit", header: "Actions", render: (row) => <button type="button">Edit {row.name}</button> },
];

function table(props: Partial<DataTableProps<Person>> = {}) {
  const handlers = { onSortChange: jest.fn(), onPageChange: jest.fn(), onRowClick: jest.fn() };
  const view = render(
    <DataTable<Person>
      label="Person list"
      loadingLabel="Loading the person list"
      columns={COLUMNS}
      rows={PEOPLE}
      rowId={(row) => row.id}
      loading={false}
      page={1}
      pageSize={10}
      total={3}
      {...handlers}
      {...props}
    />,
  );
  return { ...view, ...handlers };
}

const grid = () => screen.getByRole("grid", { name: "Person list" });
const focusableCells = () => [...grid().querySelectorAll("td, th")].filter((cell) => cell.getAttribute("tabindex") === "0");

describe("DataTable", () => {
  it("is a named grid of column headers, rows and cells, with Data not Found only when empty", () => {
    const { rerender } = table();
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Name", "City", "Actions"]);
    expect(within(grid()).getAllByRole("row")).toHaveLength(4);
    expect(screen.getByRole("gridcell", { name: "Ravi" })).toBeTruthy();
    expect(screen.queryByText(CONSOLE_MESSAGES.dataNotFound)).toBeNull();
    rerender(<DataTable<Person> label="Person list" loadingLabel="l" columns={COLUMNS} rows={[]} rowId={(row) => row.id} loading={false} page={1} pageSize={10} total={0} onSortChange={jest.fn()} onPageChange={jest.fn()} />);
    expect(screen.getByText(CONSOLE_MESSAGES.dataNotFound)).toBeTruthy();
  });

  it("keeps the last rows under a progress bar while the next page loads, and is marked drawn only once in", () => {
    const { container, rerender } = table({ loading: true });
    expect(screen.getByRole("progressbar", { name: "Loading the person list" })).toBeTruthy();
    expect(grid().getAttribute("aria-busy")).toBe("true");
    expect(screen.getByRole("gridcell", { name: "Asha" })).toBeTruthy();
    expect(container.querySelector("[data-drawn]")).toBeNull();
    rerender(<DataTable<Person> label="Person list" loadingLabel="l" columns={COLUMNS} rows={PEOPLE} rowId={(row) => row.id} loading={false} page={1} pageSize={10} total={3} onSortChange={jest.fn()} onPageChange={jest.fn()} />);
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(container.querySelector("[data-drawn]")).not.toBeNull();
  });

  it("shows the api's sort on its header, and none for a field without a column", () => {
    const { rerender } = table({ sort: { field: "name", order: "desc" } });
    expect(screen.getByRole("columnheader", { name: "Name" }).getAttribute("aria-sort")).toBe("descending");
    rerender(<DataTable<Person> label="Person list" loadingLabel="l" columns={COLUMNS} rows={PEOPLE} rowId={(row) => row.id} loading={false} page={1} pageSize={10} total={3} sort={{ field: "id", order: "asc" }} onSortChange={jest.fn()} onPageChange={jest.fn()} />);
    expect(screen.getAllByRole("columnheader").filter((h) => h.hasAttribute("aria-sort"))).toHaveLength(0);
  });

  it("sorts from a sortable header by click, Enter or Space; other headers do nothing", () => {
    const { onSortChange } = table({ sort: { field: "name", order: "asc" } });
    fireEvent.click(screen.getByRole("columnheader", { name: "Name" }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: "name", order: "desc" });
    fireEvent.click(screen.getByRole("columnheader", { name: "City" }));
    expect(onSortChange).toHaveBeenCalledTimes(1);
    const name = screen.getByRole("columnheader", { name: "Name" });
    fireEvent.keyDown(name, { key: "Enter" });
    fireEvent.keyDown(name, { key: " " });
    expect(onSortChange).toHaveBeenCalledTimes(3);
  });

  it("pages through the api: the page asked for", () => {
    const { onPageChange } = table({ total: 25 });
    expect(screen.getByText("1–10 of 25")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Go to next page" }));
    expect(onPageChange).toHaveBeenLastCalledWith({ page: 2 });
  });

  it("pages on past a capped count while pages come back full, saying more than", () => {
    const full = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: `P${i}`, city: "X" }));
    const { rerender } = table({ rows: full, total: 10_000, totalCapped: true, page: 1000 });
    expect(screen.getByText("9991–10000 of more than 10,000")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Go to next page" }) as HTMLButtonElement).disabled).toBe(false);
    rerender(<DataTable<Person> label="Person list" loadingLabel="l" columns={COLUMNS} rows={full.slice(0, 4)} rowId={(row) => row.id} loading={false} page={1001} pageSize={10} total={10_000} totalCapped onSortChange={jest.fn()} onPageChange={jest.fn()} />);
    expect((screen.getByRole("button", { name: "Go to next page" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("has one Tab stop that the arrows, Home and End move between cells", () => {
    table();
    expect(focusableCells()).toHaveLength(1);
    const first = focusableCells()[0];
    expect(first.textContent).toBe("Name");
    act(() => (first as HTMLElement).focus());
    fireEvent.keyDown(first, { key: "ArrowDown" });
    expect(document.activeElement?.textContent).toBe("Asha");
    fireEvent.keyDown(document.activeElement!, { key: "End" });
    expect(document.activeElement?.getAttribute("data-field")).toBe("edit");
    fireEvent.keyDown(document.activeElement!, { key: "End", ctrlKey: true });
    expect(document.activeElement?.textContent).toBe("Edit Meena");
    expect(focusableCells()).toEqual([document.activeElement]);
    fireEvent.keyDown(document.activeElement!, { key: "Home", ctrlKey: true });
    expect(document.activeElement?.textContent).toBe("Name");
  });

  it("enters a cell's control with Enter, comes back with Escape, and opens a plain cell's row", () => {
    const { onRowClick } = table();
    const actions = screen.getByRole("button", { name: "Edit Ravi" }).closest("td")!;
    act(() => actions.focus());
    fireEvent.keyDown(actions, { key: "Enter" });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Edit Ravi" }));
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(document.activeElement).toBe(actions);
    fireEvent.keyDown(screen.getByRole("gridcell", { name: "Kochi" }), { key: "Enter" });
    expect(onRowClick).toHaveBeenCalledWith(PEOPLE[1]);
  });

  it("opens a row on a click, but not on a click of a control in it", () => {
    const { onRowClick } = table();
    fireEvent.click(screen.getByRole("button", { name: "Edit Asha" }));
    expect(onRowClick).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("gridcell", { name: "Pune" }));
    expect(onRowClick).toHaveBeenCalledWith(PEOPLE[0]);
  });

  it("ticks rows for a bulk action, the page's from the header, and drops ticks of rows no longer shown", () => {
    function Selecting({ rows }: { rows: Person[] }) {
      const [ids, setIds] = useState<number[]>([]);
      return (
        <>
          <output>{ids.join(",")}</output>
          <DataTable<Person> label="Person list" loadingLabel="l" columns={COLUMNS} rows={rows} rowId={(row) => row.id} loading={false} page={1} pageSize={10} total={rows.length} onSortChange={jest.fn()} onPageChange={jest.fn()} selection={{ ids, onChange: setIds }} />
        </>
      );
    }
    const { rerender } = render(<Selecting rows={PEOPLE} />);
    const all = screen.getByRole("checkbox", { name: "Select all rows" }) as HTMLInputElement;
    const rowBoxes = () => screen.getAllByRole("checkbox", { name: "Select row" }) as HTMLInputElement[];
    expect(grid().getAttribute("aria-multiselectable")).toBe("true");
    fireEvent.click(rowBoxes()[1]);
    expect(screen.getByRole("status").textContent).toBe("2");
    expect(all.getAttribute("data-indeterminate")).toBe("true");
    expect(screen.getAllByRole("row")[2].getAttribute("aria-selected")).toBe("true");
    fireEvent.click(all);
    expect(screen.getByRole("status").textContent).toBe("1,2,3");
    expect(all.checked).toBe(true);
    // Space on a row's checkbox cell ticks it too (the checkboxes themselves are no Tab stops).
    const firstBox = rowBoxes()[0].closest("td")!;
    fireEvent.keyDown(firstBox, { key: " " });
    expect(screen.getByRole("status").textContent).toBe("2,3");
    rerender(<Selecting rows={[PEOPLE[2]]} />);
    expect(screen.getByRole("status").textContent).toBe("3");
  });
});
