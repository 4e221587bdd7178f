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
 * Seven bands of a hash (six of 9 bits, one of 10): two hashes at most 6 bits apart are equal in at
 * least one band (seven bands, six differences), so the near hashes are found by seven index probes.
 */
export const HASH_BANDS = [0, 9, 18, 27, 36, 45, 54].map((shift) => ({ shift, mask: shift === 54 ? 1023 : 511 }));
/** How far apart two photos' hashes may be, in bits, and still count as the same picture. */
export const NEAR_DUPLICATE_BITS = 6;

/** Every distinct photo hash seen, with its bands indexed: where a photo's near-duplicates are looked up. */
export const photoHashes = pgTable(
  "photo_hashes",
  { hash: bigint("hash", { mode: "bigint" }).primaryKey() },
  (t) => HASH_BANDS.map(({ shift, mask }) => index(`photo_hashes_band${shift}_idx`).on(sql.raw(`(("hash" >> ${shift}) & ${mask})`))),
);
