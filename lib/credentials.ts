import { z } from "zod";

/** The signed-in administrator as the api describes it (docs/product-rules.md §3 "Credentials"). */
export const credentialsSchema = z.object({
  id: z.number().int(),
  roleId: z.number().int(),
  pagePermissions: z.array(z.object({ title: z.string() })),
  firstName: z.string(),
  lastName: z.string(),
  roleName: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  /** Ours, beyond docs/product-rules.md §3: the public demo account may look but not change anything. */
  readOnly: z.boolean().optional(),
});

export type Credentials = z.infer<typeof credentialsSchema>;

export const ROLE = { admin: 1, staff: 3 } as const;

export const ROLE_NAMES: Record<number, string> = {
  [ROLE.admin]: "Administrator",
  [ROLE.staff]: "Staff",
};
