/**
 * The administrators' roles: plain data, without the credentials' zod schema, so the browser's
 * first load (lib/access.ts through the viewer's context) carries no zod (docs/performance.md).
 */
export const ROLE = { admin: 1, staff: 3 } as const;

export const ROLE_NAMES: Record<number, string> = {
  [ROLE.admin]: "Administrator",
  [ROLE.staff]: "Staff",
};
