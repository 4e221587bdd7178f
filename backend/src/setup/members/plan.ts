/** The tables the generator fills, in the order it fills them (the members pass first: it records the facts the others read). */
import { getTableName } from "drizzle-orm";
import { memberNames, memberNotifications, memberSignals, photoHashes, memberTallies, memberTallyChanges, memberTallyRollups } from "../../db/schema";
import { devicesTable } from "./devices";
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
  devicesTable,
];

/** Every table of member data: emptied before a load (notifications are not generated, only emptied). */
export const MEMBER_TABLES = [...LOAD_PLAN.map((table) => table.name), getTableName(memberNotifications)];

/**
 * Rows the members' triggers keep (names for the search, the list's tallies): filled during the load
 * by those triggers, emptied by the members' truncate. Their indexes are taken off and rebuilt with
 * the member tables' (a million names into a trigram index one by one cost half a minute).
 */
export const DERIVED_TABLES = [memberNames, memberTallies, memberTallyChanges, memberTallyRollups].map((table) => getTableName(table));

/** The fraud signals' rows (docs/signals.md): emptied with the members, rebuilt in one pass after the load. */
export const SIGNAL_TABLES = [memberSignals, photoHashes].map((table) => getTableName(table));
