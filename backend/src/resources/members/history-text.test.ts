/** How History tells an audit entry: the action in words, and what changed from before to after. */
import { actionLabel, changeText } from "./history-text";

describe("History's words", () => {
  it("names an action from the map, else by its declared label, else by its key", () => {
    expect(actionLabel("appuser.unblock")).toBe("Unblocked");
    expect(actionLabel("blockrequest.reject")).toBe("Rejected a block request");
    expect(actionLabel("currency.default")).toBe("Set as Default");
    expect(actionLabel("appuser.somethingNew")).toBe("appuser.somethingNew");
    // An undo names the change it reversed (docs/undo.md); one that does not still reads as an undo.
    expect(actionLabel("appuser.undo", { undoes: 41, action: "appuser.approvePhoto" })).toBe('Undid "Approved the profile photo"');
    expect(actionLabel("customerpackage.undo", { undoes: 7, action: "customerpackage.activate" })).toBe('Undid "Activated a package by hand"');
    expect(actionLabel("appuser.undo")).toBe("Undid a change");
  });

  it("tells a declared resource's changed fields by their labels, references by their names", () => {
    const before = { id: 4, name: "Nair", religionId: 1, religionIdName: "Hindu", isActive: true, somethingDerived: true, updatedAt: "2025-01-01T00:00:00Z" };
    const after = { ...before, name: "Nair (Kerala)", religionId: 2, religionIdName: "Christian", somethingDerived: false, updatedAt: "2025-02-01T00:00:00Z" };
    expect(changeText("community.update", before, after)).toBe("Name: Nair → Nair (Kerala); Religion: Hindu → Christian");
  });

  it("tells a row no declaration describes by its keys in words, and the action's payload after", () => {
    // A resource key no declaration has (appuser is declared by the App Users page's work).
    expect(changeText("nonesuch.unblock", { isBlocked: true, blockedAt: "2025-03-01T10:00:00.000Z" }, { isBlocked: false, blockedAt: null })).toBe(
      "Blocked: Yes → No; Blocked at: 01 Mar 2025 → —",
    );
    expect(changeText("nonesuch.rejectPhoto", { photoStatus: "Awaiting approval" }, { photoStatus: "No photo" }, { reason: "Face not visible" })).toBe(
      "Photo status: Awaiting approval → No photo; Reason: Face not visible",
    );
    expect(changeText("nonesuch.somethingNew", null, null)).toBe("");
    // A key ending in "Name" is a field of its own unless it names a reference beside it.
    expect(changeText("account.profile_changed", { firstName: "Asha", lastName: "Menon" }, { firstName: "Asha", lastName: "Menon-Rao" })).toBe("Last name: Menon → Menon-Rao");
    expect(changeText("nonesuch.move", { cityId: 1, cityIdName: "Pune" }, { cityId: 2, cityIdName: "Nashik" })).toBe("City id: Pune → Nashik");
  });
});
