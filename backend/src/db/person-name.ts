import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * A person's name as every list shows it and every search reads it, members and administrators
 * alike: first and last name (docs/members.md, "A member's name"). The middle name is shown where the
 * person's details are (the member view's personal details, the Admin Users form), not in a name
 * column, so that a search for "Harpreet Sandhu" finds Harpreet Kaur Sandhu.
 * Both parts are required, so the plain concatenation is never null; it is immutable, unlike
 * concat_ws, so the members' trigram index (members_name_trgm_idx) and the member_names table
 * (migration 0007's trigger) are built on this very expression.
 */
export const personName = (person: { firstName: AnyPgColumn; lastName: AnyPgColumn }): SQL<string> =>
  sql<string>`(${person.firstName} || ' ' || ${person.lastName})`;

/** The same for a person on the optional side of a join (who decided, who verified): null when there is none. */
export const personNameOrNull = (person: { firstName: AnyPgColumn; lastName: AnyPgColumn }): SQL<string | null> => personName(person);
