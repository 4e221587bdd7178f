/** The tables the generator fills, in the order it fills them (the members pass first: it records the facts the others read). */
import { getTableName } from "drizzle-orm";
import { memberNotifications } from "../../db/schema";
import { addressesTable, astrologyTable, familyTable, preferencesTable } from "./details";
import { membersTable } from "./members-table";
import { packagesTable, paymentsTable } from "./purchases";
import { blockRequestsTable, favouritesTable, memberBlocksTable, proposalsTable } from "./relations";
import { sessionsTable } from "./sessions";
import { documentsTable, photosTable } from "./uploads";

export const LOAD_PLAN = [
  membersTable,
  addressesTable,
  familyTable,
  astrologyTable,
  preferencesTable,
  photosTable,
  documentsTable,
  proposalsTable,
  favouritesTable,
  memberBlocksTable,
  blockRequestsTable,
  paymentsTable,
  packagesTable,
  sessionsTable,
];

/** Every table of member data: emptied before a load (notifications are not generated, only emptied). */
export const MEMBER_TABLES = [...LOAD_PLAN.map((table) => table.name), getTableName(memberNotifications)];
