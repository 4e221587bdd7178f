/**
 * "Active Package" (docs/packages.md, "Activating by hand"): staff mark a Pending payment paid when the
 * money came another way. In the engine's one transaction with its audit entry: the payment becomes
 * Success with the reference and note given, the package's days are set by the ranking rule of
 * package-status.ts, and the member is told in the app (member_notifications, the app's inbox, which
 * push delivery reads). Customer Packages and the member view's Purchased packages tab share it.
 */
import { and, eq, gte, max, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { MESSAGES } from "../../../../lib/messages";
import { serviceDate } from "../../../../lib/time-zone";
import { parseId } from "../../../../lib/ids";
import { adminOf } from "../../auth/guard";
import type { Db } from "../../db/client";
import { memberNotifications, memberPackages, members, payments } from "../../db/schema";
import { serviceToday } from "../../db/service-day";
import type { ActionContext, ResourceHooks } from "../../engine/hooks";
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

/** What both lists of purchases share on the api: the action, and the member whose History files it. */
export const purchaseHooks = {
  memberOf: (row) => parseId(row.memberId),
  actions: { activate },
} satisfies Pick<ResourceHooks, "memberOf" | "actions">;
