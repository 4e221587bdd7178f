/**
 * @jest-environment jsdom
 */
import { render, screen } from "@testing-library/react";
import type { Row } from "@/components/engine/list/types";
import { APP_USER_SLOTS } from "./app-user-slots";

/**
 * A photo waiting for review is reviewable only while Setting's "Approve profile photos" is on: the api
 * says so per row (photoReviewable, backend/src/settings/setting.test.ts), and App Users draws the
 * button from it.
 */
const member = (photoReviewable: boolean): Row => ({ id: 41, isActive: true, name: "Priya Sharma", photoPending: true, photoReviewable });
const actionsOf = (row: Row) => render(<>{APP_USER_SLOTS.rowActions!(row, () => undefined)}</>);

it("draws Review photo while photo approval is on, and nothing when Setting turned it off", () => {
  const { unmount } = actionsOf(member(true));
  expect(screen.getByRole("button", { name: "Review photo: Priya Sharma" })).toBeTruthy();
  unmount();
  actionsOf(member(false));
  expect(screen.queryByRole("button", { name: /Review photo/ })).toBeNull();
});
