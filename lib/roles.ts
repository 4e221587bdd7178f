/**
 * The administrators' roles: plain data, without the credentials' zod schema or the pages' list, so
 * the browser's first load (the viewer's context) carries neither (docs/performance.md).
 */
export const ROLE = { admin: 1, staff: 3 } as const;

export const ROLE_NAMES: Record<number, string> = {
  [ROLE.admin]: "Administrator",
  [ROLE.staff]: "Staff",
};

/** A full administrator: every page, every right, and the only one who may act on another. */
export const isFullAdmin = (grant: { roleId: number }) => grant.roleId === ROLE.admin;
