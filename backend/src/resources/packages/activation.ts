/**
 * "Active Package" (docs/packages.md, "Activating by hand"): staff mark a Pending payment paid when the
 * money came another way. In the engine's one transaction with its audit entry: the payment becomes
 * Success with the reference and note given, the package's days are set by the ranking rule of
 * package-status.ts, and the member is told in the app (member_notifications, the app's inbox, which
 * push delivery reads). Customer Packages and the member view's Purchased packages tab share it.
 * Its toast offers Undo (docs/undo.md): `deactivate` puts the payment and the days back.
 */
import { and, eq, gte, max, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import { MESSAGES } from "../../../../lib/messages";
import { serviceDate } from "../../../../lib/time-zone";
import { parseId } from "../../../../lib/ids";
import { adminOf } from "../../auth/guard";
import type { Db } from "../../db/client";
import { memberNotifications, memberPackages, members, payments } from "../../db/schema";
import { serviceToday } from "../../db/service-day";
import type { ActionContext, ResourceHooks, UndoContext } from "../../engine/hooks";
import { qualified, tablesOf, type AnyTable } from "../../engine/tables";
import { HttpError } from "../../http/envelope";
import { catalogue, isPaid } from "./package-status";

/**
 * The first day of a package activated now: today when it outranks every paid package of the member
 * that is current or still to come, else the day after the last of those of equal or higher weightage
 * ends (it follows them rather than being overridden by them).
 */
async function firstDay(db: Db, purchaseId: number, memberId: number, packageId: number): Promise<string> {
  const other = alias(memberPackages, "other");
  const otherPayment = alias(payments, "other_payment");
  const otherPackage: AnyTable = alias(catalogue(), "other_package");
  const own: AnyTable = alias(catalogue(), "own_package");
  const weightage = db.select({ weightage: own.weightage }).from(own).where(eq(own.id, packageId));
  const [{ start }] = await db
    .select({ start: sql<string>`greatest(${serviceToday}, coalesce(${max(other.endDate)}::date + 1, ${serviceToday}))::text` })
    .from(other)
    .innerJoin(otherPayment, eq(otherPayment.id, other.paymentId))
    .innerJoin(otherPackage, eq(otherPackage.id, other.packageId))
    .where(and(eq(other.memberId, memberId), ne(other.id, purchaseId), isPaid(otherPayment), gte(other.endDate, serviceToday), gte(otherPackage.weightage, sql`(${weightage})`)));
  return start;
}

async function activate({ db, request, row, body }: ActionContext): Promise<string> {
  const { reference, note } = body as { reference: string; note?: string | null };
  const memberId = parseId(row.memberId);
  const paymentId = parseId(row.paymentId);
  const packageId = parseId(row.packageId);
  if (!memberId || !paymentId || !packageId) throw new HttpError(409, MESSAGES.paymentNotPending);
  // One activation per member at a time: each one's days depend on the member's other paid packages.
  await db.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for("update");
  const [paid] = await db
    .update(payments)
    .set({ status: "Success", reference, note: note || null, activatedBy: adminOf(request).row.id, activatedAt: sql`now()` })
    .where(and(eq(payments.id, paymentId), eq(payments.status, "Pending")))
    .returning({ id: payments.id });
  // Another admin activated it since the engine read it, or it failed meanwhile.
  if (!paid) throw new HttpError(409, MESSAGES.paymentNotPending);

  const start = await firstDay(db, row.id, memberId, packageId);
  const durations = tablesOf("timeduration").main;
  const months = sql`(select ${durations.months} from ${durations} where ${durations.id} = ${qualified(memberPackages.durationId)})`;
  const [days] = await db
    .update(memberPackages)
    .set({ startDate: sql`${start}::date`, endDate: sql`(${start}::date + ${months} * interval '1 month')::date` })
    .where(eq(memberPackages.id, row.id))
    .returning({ startDate: memberPackages.startDate, endDate: memberPackages.endDate });

  const [from, till] = [serviceDate(days.startDate), serviceDate(days.endDate)];
  const name = String(row.packageName);
  await db.insert(memberNotifications).values({ memberId, ...MESSAGES.packageActiveNotice(name, from, till) });
  return MESSAGES.packageActivated(name, from, till);
}

/**
 * What activation overwrote, as its audit entry holds the row it found: the Pending payment's days
 * (set when it was bought) and its reference (a gateway's, when it had one). A Pending payment has no
 * note, activating administrator or time: only activation writes those.
 */
const foundByActivation = z.object({ startDate: z.iso.date(), endDate: z.iso.date(), reference: z.string().nullable() });

/**
 * Undo of "Active Package" from its toast (docs/undo.md): the payment is Pending again with the
 * reference it had, and the package its days as bought. The engine has checked the row is as the
 * activation left it; here, with the member locked as activation locks them, the payment and days are
 * checked as activation left them, and the member's other packages too: one bought or activated since
 * may have had its days follow this one, and undoing this would leave a gap before a package they paid
 * for. The app's notice stays: it may have been read already.
 */
async function deactivate({ db, request, row, change }: UndoContext): Promise<string> {
  const memberId = parseId(row.memberId);
  const paymentId = parseId(row.paymentId);
  const found = foundByActivation.safeParse(change.before);
  // Every activation's audit entry holds the row it found; one without is not an activation's.
  if (!memberId || !paymentId || !found.success) throw new HttpError(409, MESSAGES.undoChangedSince);
  await db.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for("update");
  // The activation's moment, exact: its audit entry's and its payment's stamp, one transaction's now().
  const activatedAt = sql`${change.at}::timestamptz`;
  const [paid] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.status, "Success"),
        eq(payments.activatedBy, adminOf(request).row.id),
        eq(payments.activatedAt, activatedAt),
        eq(payments.reference, String(row.reference)),
      ),
    )
    .for("update");
  const [days] = await db
    .select({ endDate: memberPackages.endDate })
    .from(memberPackages)
    .where(and(eq(memberPackages.id, row.id), eq(memberPackages.startDate, String(row.startDate)), eq(memberPackages.endDate, String(row.endDate))))
    .for("update");
  if (!paid || !days) throw new HttpError(409, MESSAGES.undoChangedSince);

  // By the times: bought, its payment begun, or activated since. By the days: a paid package starting the
  // day after this one ends, as an activation that waited on the member's lock meanwhile would be, its
  // times earlier than this one's.
  const other = alias(memberPackages, "other");
  const otherPayment = alias(payments, "other_payment");
  const [since] = await db
    .select({ id: other.id })
    .from(other)
    .leftJoin(otherPayment, eq(otherPayment.id, other.paymentId))
    .where(
      and(
        eq(other.memberId, memberId),
        ne(other.id, row.id),
        or(
          gte(other.purchasedAt, activatedAt),
          gte(otherPayment.createdAt, activatedAt),
          gte(otherPayment.activatedAt, activatedAt),
          and(isPaid(otherPayment), eq(other.startDate, sql`${days.endDate}::date + 1`)),
        ),
      ),
    )
    .limit(1);
  if (since) throw new HttpError(409, MESSAGES.packagesChangedSince(String(row.member ?? "The member")));

  await db.update(payments).set({ status: "Pending", reference: found.data.reference, note: null, activatedBy: null, activatedAt: null }).where(eq(payments.id, paymentId));
  await db.update(memberPackages).set({ startDate: found.data.startDate, endDate: found.data.endDate }).where(eq(memberPackages.id, row.id));
  return MESSAGES.undone(MESSAGES.packageActivationUndone(String(row.packageName)));
}

/** What both lists of purchases share on the api: the action and its undo, and the member whose History files them. */
export const purchaseHooks = {
  memberOf: (row) => parseId(row.memberId),
  actions: { activate },
  undo: { activate: deactivate },
} satisfies Pick<ResourceHooks, "memberOf" | "actions" | "undo">;
