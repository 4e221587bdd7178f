import { MESSAGES } from "../../messages";
import { ROLE } from "../../credentials";
import { adminUserLocks } from "./rules";

const fullAdmin = { id: 1, roleId: ROLE.admin, pagePermissions: [] };
const staffViewer = { id: 5, roleId: ROLE.staff, pagePermissions: [{ title: "Admin Users", can: "aed" }, { title: "Religion", can: "e" }] };
const row = (extra: Record<string, unknown>) => ({ id: 9, roleId: ROLE.staff, isDemo: false, pagePermissions: [], ...extra });

describe("who may change which administrator", () => {
  it("locks the demo account for everyone, itself included", () => {
    for (const viewer of [fullAdmin, staffViewer, { id: 2, roleId: ROLE.admin, pagePermissions: [] }]) {
      const locks = adminUserLocks(row({ id: 2, roleId: ROLE.admin, isDemo: true }), viewer);
      for (const change of ["edit", "toggle", "delete", "permissions", "resetTwoFactor", "email"]) expect(locks[change]).toEqual({ status: 409, message: MESSAGES.demoAccountFixed });
    }
  });

  it("lets an administrator edit their own row, but not switch it, delete it, or set its rights", () => {
    const locks = adminUserLocks(row({ id: 1, roleId: ROLE.admin }), fullAdmin);
    expect(locks.edit).toBeUndefined();
    expect(locks).toMatchObject({ toggle: { message: MESSAGES.ownSwitch }, delete: { message: MESSAGES.ownDelete }, permissions: { message: MESSAGES.ownRights } });
  });

  it("keeps staff off full administrators (403) and off two-factor resets", () => {
    const onFull = adminUserLocks(row({ roleId: ROLE.admin }), staffViewer);
    expect(onFull.edit).toEqual({ status: 403, message: MESSAGES.staffOnFullAdmin });
    const onStaff = adminUserLocks(row({}), staffViewer);
    expect(onStaff.edit).toBeUndefined();
    expect(onStaff.toggle).toBeUndefined();
    expect(onStaff.resetTwoFactor).toEqual({ status: 403, message: MESSAGES.resetTwoFactorFullOnly });
  });

  it("keeps staff off every account holding a right they lack, and off another's email (403)", () => {
    const beyond = adminUserLocks(row({ pagePermissions: [{ title: "Religion", can: "ed" }] }), staffViewer);
    for (const change of ["edit", "toggle", "delete", "permissions", "resetTwoFactor", "email"]) {
      expect(beyond[change]).toEqual({ status: 403, message: MESSAGES.accountBeyondRights("Delete", "Religion") });
    }
    const within = adminUserLocks(row({ pagePermissions: [{ title: "Religion", can: "e" }] }), staffViewer);
    expect(within.edit).toBeUndefined();
    expect(within.email).toEqual({ status: 403, message: MESSAGES.otherEmailFullAdminOnly });
    expect(adminUserLocks(row({ id: 5 }), staffViewer).email).toBeUndefined();
    expect(adminUserLocks(row({ pagePermissions: [{ title: "Coupons", can: "aed" }] }), fullAdmin).email).toBeUndefined();
  });

  it("has no rights to set on a full administrator, and leaves a full administrator everything on staff", () => {
    expect(adminUserLocks(row({ roleId: ROLE.admin }), fullAdmin).permissions?.message).toBe(MESSAGES.fullAdminRights);
    expect(adminUserLocks(row({}), fullAdmin)).toEqual({});
  });
});
