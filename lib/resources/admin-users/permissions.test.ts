import { ROLE } from "../../credentials";
import { GRANTABLE_TITLES, MENU_GROUPS } from "../../pages";
import { entriesOf, firstRightNotHeld, mayChange, permissionSections, sectionTick, tableOf, withRight, withSectionRight } from "./permissions";

const staff = (pagePermissions: { title: string; can?: string }[]) => ({ roleId: ROLE.staff, pagePermissions });

describe("the permissions dialog's ticks", () => {
  it("ticks Read with Add, Edit or Delete, and unticks them all with Read", () => {
    let table = tableOf([]);
    table = withRight(table, "Religion", "edit", true);
    expect(table.Religion).toEqual({ read: true, add: false, edit: true, delete: false });
    table = withRight(table, "Religion", "delete", true);
    table = withRight(table, "Religion", "edit", false);
    expect(table.Religion).toEqual({ read: true, add: false, edit: false, delete: true });
    table = withRight(table, "Religion", "read", false);
    expect(table.Religion).toEqual({ read: false, add: false, edit: false, delete: false });
    expect(entriesOf(withRight(table, "Diet", "read", true))).toEqual([{ title: "Diet", add: false, edit: false, delete: false }]);
  });

  it("sets a right on every page of a section, and says when a section is mixed", () => {
    const titles = ["Religion", "Community", "Diet"];
    let table = withSectionRight(tableOf([]), titles, "add", true);
    expect(titles.map((title) => table[title])).toEqual(titles.map(() => ({ read: true, add: true, edit: false, delete: false })));
    expect(sectionTick(table, titles, "add")).toBe("all");
    table = withRight(table, "Diet", "add", false);
    expect(sectionTick(table, titles, "add")).toBe("some");
    expect(sectionTick(table, titles, "read")).toBe("all");
    table = withSectionRight(table, titles, "read", false);
    expect(sectionTick(table, titles, "read")).toBe("none");
  });

  it("groups every grantable page once, as the sidebar does, the ungrouped ones last", () => {
    const sections = permissionSections();
    expect(sections.map((section) => section.label)).toEqual([...MENU_GROUPS.map((group) => group.label), "Other pages"]);
    expect(sections.flatMap((section) => section.titles).sort()).toEqual([...GRANTABLE_TITLES].sort());
    expect(sections[0].titles).toEqual(["App Users", "Review", "Block Users", "Admin Users"]);
    expect(sections.at(-1)!.titles).toContain("Dashboard");
    expect(sections.flatMap((section) => section.titles)).not.toContain("Audit Log");
  });

  it("lets a viewer change only rights they hold, and untick Read only when they hold what goes with it", () => {
    const viewer = staff([{ title: "Religion", can: "e" }, { title: "Diet" }]);
    const table = tableOf([{ title: "Diet", add: false, edit: false, delete: true }]);
    expect(mayChange(viewer, table, "Religion", "edit")).toBe(true);
    expect(mayChange(viewer, table, "Religion", "add")).toBe(false);
    expect(mayChange(viewer, table, "Coupons", "read")).toBe(false);
    expect(mayChange(viewer, table, "Diet", "read")).toBe(false);
    expect(mayChange({ roleId: ROLE.admin, pagePermissions: [] }, table, "Diet", "read")).toBe(true);
    expect(firstRightNotHeld(viewer, table, withRight(table, "Religion", "edit", true))).toBeUndefined();
    expect(firstRightNotHeld(viewer, table, withRight(table, "Religion", "add", true))).toEqual({ title: "Religion", right: "add" });
    expect(firstRightNotHeld(viewer, table, withRight(table, "Diet", "read", false))).toEqual({ title: "Diet", right: "delete" });
  });
});
