/**
 * A package's standing today, the one rule in SQL (docs/packages.md, "Package status"): a package is
 * paid when its payment is Success; a paid package is Expired once its last day has passed, Upcoming
 * before its first day, and otherwise current: Active when no other current paid package of the same
 * member outranks it (a higher weightage, or the same and bought later), Override when one does. The
 * list shows it, filters by it and the activation dates follow it, all from these expressions.
 */
import { and, eq, exists, ne, not, sql, type SQL } from "drizzle-orm";
import { alias, QueryBuilder, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { PACKAGE_STATUS_LABELS } from "../../../../lib/resources/packages/customer-package";
import { memberPackages, payments } from "../../db/schema";
import { serviceToday } from "../../db/service-day";
import { tablesOf, type AnyTable } from "../../engine/tables";

export type PackageStatus = (typeof PACKAGE_STATUS_LABELS)[number];

/** The catalogue's packages (the premiumaccount resource's table), for their weightage. */
export const catalogue = (): AnyTable => tablesOf("premiumaccount").main;

/** member_packages, or an alias of it: the columns the rule reads. */
type Purchase = Record<"id" | "memberId" | "packageId" | "paymentId" | "startDate" | "endDate" | "purchasedAt", AnyPgColumn>;
type Payment = Record<"id" | "status", AnyPgColumn>;

export const isPaid = (payment: Payment) => sql`${payment.status} = 'Success'`;
const isCurrent = (purchase: Purchase) => and(sql`${purchase.startDate} <= ${serviceToday}`, sql`${purchase.endDate} >= ${serviceToday}`)!;

/**
 * Another current paid package of the same member ranks above this one. Read through
 * member_packages_member_idx: a member's own purchases are a handful.
 */
function outranked(purchase: Purchase, pkg: AnyTable): SQL {
  const other = alias(memberPackages, "outranking");
  const otherPayment = alias(payments, "outranking_payment");
  const otherPackage: AnyTable = alias(catalogue(), "outranking_package");
  return exists(
    new QueryBuilder()
      .select({ one: sql`1` })
      .from(other)
      .innerJoin(otherPayment, eq(otherPayment.id, other.paymentId))
      .innerJoin(otherPackage, eq(otherPackage.id, other.packageId))
      .where(
        and(
          eq(other.memberId, purchase.memberId),
          ne(other.id, purchase.id),
          isPaid(otherPayment),
          isCurrent(other),
          sql`(${otherPackage.weightage}, ${other.purchasedAt}, ${other.id}) > (${pkg.weightage}, ${purchase.purchasedAt}, ${purchase.id})`,
        ),
      ),
  );
}

/**
 * The status of a purchase joined with its payment and its package; null when not paid. Each branch is
 * the condition `statusIs` filters by.
 */
export function packageStatusOf(purchase: Purchase, payment: Payment, pkg: AnyTable): SQL<PackageStatus | null> {
  return sql<PackageStatus | null>`case
    when ${payment.status} is distinct from 'Success' then null
    when ${purchase.endDate} < ${serviceToday} then 'Expired'
    when ${purchase.startDate} > ${serviceToday} then 'Upcoming'
    when ${outranked(purchase, pkg)} then 'Override'
    else 'Active' end`;
}

/** The purchases of one status, as conditions the indexes serve (the current ones by member_packages_dates_idx). */
export function statusIs(status: PackageStatus, purchase: Purchase, payment: Payment, pkg: AnyTable): SQL {
  switch (status) {
    case "Expired":
      return and(isPaid(payment), sql`${purchase.endDate} < ${serviceToday}`)!;
    case "Upcoming":
      return and(isPaid(payment), sql`${purchase.endDate} >= ${serviceToday}`, sql`${purchase.startDate} > ${serviceToday}`)!;
    case "Active":
      return and(isPaid(payment), isCurrent(purchase), not(outranked(purchase, pkg)))!;
    case "Override":
      return and(isPaid(payment), isCurrent(purchase), outranked(purchase, pkg))!;
  }
}
