/**
 * @jest-environment jsdom
 */
import { render, screen } from "@testing-library/react";
import { Hint } from "./Hint";

describe("Hint", () => {
  it("names a child without a name of its own by the title", () => {
    render(
      <Hint title="Edit">
        <button type="button">✎</button>
      </Hint>,
    );
    expect(screen.getByRole("button", { name: "Edit" })).toBeTruthy();
  });

  it("keeps the child's own name, as MUI's Tooltip does", () => {
    render(
      <Hint title="Review photo">
        <button type="button" aria-label="Review photo: Priya Sharma">
          ◎
        </button>
      </Hint>,
    );
    expect(screen.getByRole("button", { name: "Review photo: Priya Sharma" })).toBeTruthy();
  });
});
