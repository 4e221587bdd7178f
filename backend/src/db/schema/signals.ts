/**
 * Fraud signals (docs/signals.md): members who share a phone number or an email, whose profile photos
 * are near-duplicates, or whom three or more others reported in 30 days. Triggers keep these rows
 * (migration 0024) whoever changes a member, a photo or a report; the member generator rebuilds them
 * in one pass after its load.
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, pgTable, timestamp } from "drizzle-orm/pg-core";
import { members } from "./members";

/**
 * One row per member with a signal (and none for the others, so "has signals" reads a small table).
 * Being reported holds until `reported_until`: 30 days after the third most recent reporter's last
 * report, so the signal ends with time without anything having to run.
 */
export const memberSignals = pgTable("member_signals", {
  memberId: integer("member_id")
    .primaryKey()
    .references(() => members.id, { onDelete: "cascade" }),
  phone: boolean("phone").notNull().default(false),
  email: boolean("email").notNull().default(false),
  photo: boolean("photo").notNull().default(false),
  reportedUntil: timestamp("reported_until", { withTimezone: true }),
});

/**
 * Four bands of 16 bits: two hashes at most 6 bits apart differ in at most one bit of some band (four
 * bands, six differences), so a hash's near ones are found by probing each band's index with its value
 * and its 16 one-bit neighbours (68 probes, each finding about one hash in 65,536).
 */
export const HASH_BANDS = [0, 16, 32, 48];
/** How far apart two photos' hashes may be, in bits, and still count as the same picture. */
export const NEAR_DUPLICATE_BITS = 6;

/** Every distinct photo hash seen, with its bands indexed: where a photo's near-duplicates are looked up. */
export const photoHashes = pgTable(
  "photo_hashes",
  { hash: bigint("hash", { mode: "bigint" }).primaryKey() },
  () => HASH_BANDS.map((shift) => index(`photo_hashes_band${shift}_idx`).on(sql.raw(`(("hash" >> ${shift}) & 65535)`))),
);
