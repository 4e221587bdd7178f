import { z } from "zod";

/** The signed-in administrator as the api describes it (docs/product-rules.md §3 "Credentials"). */
export const credentialsSchema = z.object({
  id: z.number().int(),
  roleId: z.number().int(),
  /**
   * The pages a staff member may open (Read), each with the other rights it holds: `can` has "a" for
   * Add, "e" for Edit, "d" for Delete. Letters, not words, because the list travels in the sealed
   * cookie, which must stay under 4 KB with every page granted.
   */
  pagePermissions: z.array(z.object({ title: z.string(), can: z.string().max(3).optional() })),
  firstName: z.string(),
  lastName: z.string(),
  roleName: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  /** Ours, beyond docs/product-rules.md §3: the public demo account may look but not change anything. */
  readOnly: z.boolean().optional(),
});

export type Credentials = z.infer<typeof credentialsSchema>;

export { ROLE, ROLE_NAMES } from "./roles";
