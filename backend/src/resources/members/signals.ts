/**
 * A member's fraud signals with the other members each one names (docs/signals.md). Whether a member
 * has any is member_signals' (kept by triggers, migration 0024); who is involved is read here, each
 * kind by its own index, for the few members a page shows.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { blockRequests, memberPhotos, members, memberSignals } from "../../db/schema";
import { personName } from "../../db/person-name";

import { SIGNAL_MEMBERS_SHOWN, type MemberSignals, type SignalMember } from "../../../../lib/signals";

/** Days a report counts for the "reported by three or more" signal. */
export const REPORT_DAYS = 30;
/** Reporters in those days that make the signal. */
export const REPORTERS_NEEDED = 3;

/** Members with a signal now: the App Users filter "Has signals" (a small table, read whole). */
export const withSignals = (): SQL =>
  sql`${members.id} in (select ${memberSignals.memberId} from ${memberSignals} where ${memberSignals.phone} or ${memberSignals.email} or ${memberSignals.photo} or ${memberSignals.reportedUntil} > now())`;
export const withoutSignals = (): SQL => sql`not ${withSignals()}`;

async function named(db: Db, ids: SQL): Promise<SignalMember[]> {
  const rows = await db.execute(
    sql`select ${members.id} as id, ${personName(members)} as name, ${members.memberCode} as "memberCode" from ${members} where ${members.id} in (${ids}) order by ${members.id} limit ${SIGNAL_MEMBERS_SHOWN}`,
  );
  return (rows as unknown as { rows: SignalMember[] }).rows.map((row) => ({ id: Number(row.id), name: row.name, memberCode: row.memberCode }));
}

/** One member's signals; every list empty for a member with none (one look at member_signals). */
export async function signalsOf(db: Db, id: number): Promise<MemberSignals> {
  const [flags] = await db
    .select({ phone: memberSignals.phone, email: memberSignals.email, photo: memberSignals.photo, reported: sql<boolean>`${memberSignals.reportedUntil} > now()` })
    .from(memberSignals)
    .where(sql`${memberSignals.memberId} = ${id}`);
  if (!flags) return { phone: [], email: [], photo: [], reporters: [] };
  const [keys] = flags.phone || flags.email ? await db.select({ phoneKey: members.phoneKey, emailKey: members.emailKey }).from(members).where(sql`${members.id} = ${id}`) : [];
  const sharing = (key: "phoneKey" | "emailKey") => named(db, sql`select ${members.id} from ${members} where ${members[key]} = ${keys?.[key] ?? null} and ${members.id} <> ${id}`);
  const [phone, email, photo, reporters] = await Promise.all([
    flags.phone ? sharing("phoneKey") : [],
    flags.email ? sharing("emailKey") : [],
    flags.photo
      ? named(db, sql`select n from ${memberPhotos}, photo_near_members(${memberPhotos.phash}, ${memberPhotos.mediaId}, ${memberPhotos.memberId}) n where ${memberPhotos.id} = (select ${members.photoId} from ${members} where ${members.id} = ${id}) and ${memberPhotos.memberId} = ${id} and ${memberPhotos.phash} is not null`)
      : [],
    flags.reported
      ? named(db, sql`select ${blockRequests.reporterId} from ${blockRequests} where ${blockRequests.reportedId} = ${id} and ${blockRequests.createdAt} > now() - make_interval(days => ${REPORT_DAYS})`)
      : [],
  ]);
  return { phone, email, photo, reporters };
}
