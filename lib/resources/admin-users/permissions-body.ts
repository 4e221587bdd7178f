/** The api's check of `PUT /api/admin/users/:id/permissions` (permissions.ts says what the body is). */
import { z } from "zod";
import type { Right } from "../../access";
import { GRANTABLE_TITLES, type PageTitle } from "../../pages";
import { RIGHT_LABELS } from "./permissions";

const flag = (right: Right) => z.boolean({ error: `${RIGHT_LABELS[right]} must be true or false` }).default(false);

const entrySchema = z.strictObject(
  {
    title: z.enum(GRANTABLE_TITLES as [PageTitle, ...PageTitle[]], {
      error: (issue) => (issue.input === undefined ? "Each page needs its title" : `"${String(issue.input)}" is not a page that can be granted`),
    }),
    // A page without Read is left out of the list.
    read: z.literal(true, { error: "Read must be true: leave out the pages without it" }).optional(),
    add: flag("add"),
    edit: flag("edit"),
    delete: flag("delete"),
  },
  // A right it does not know is named by the api's words for any unknown field (lib/input-issues.ts).
  { error: (issue) => (issue.code === "invalid_type" ? "Each page must be an object with its title and rights" : undefined) },
);

/** `PUT /api/admin/users/:id/permissions`: every page the administrator may open, each with its rights. */
export const permissionsBodySchema = z
  .strictObject(
    {
      pagePermissions: z
        .array(entrySchema, { error: "pagePermissions must be a list of pages" })
        .max(GRANTABLE_TITLES.length, `At most ${GRANTABLE_TITLES.length} pages can be granted`),
    },
    { error: "The body must be an object with pagePermissions" },
  )
  .superRefine(({ pagePermissions }, context) => {
    const seen = new Set<string>();
    for (const [index, { title }] of pagePermissions.entries()) {
      if (seen.has(title)) context.addIssue({ code: "custom", path: ["pagePermissions", index, "title"], message: `${title} is listed more than once` });
      seen.add(title);
    }
  });

