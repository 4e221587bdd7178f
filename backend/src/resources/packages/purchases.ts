/**
 * A package bought, as Customer Packages and the member view's Purchased packages tab both show it:
 * the member, the package with its duration ("Gold (6 months)"), its days, the amount in the default
 * currency, the coupon, the payment (gateway, reference, status) and the package's status today
 * (package-status.ts). Everything beside the purchase is read by primary key.
 */
import { eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { withUnit } from "../../../../lib/engine/format";
import type { Db } from "../../db/client";
import { personName } from "../../db/person-name";
import { memberPackages, members, payments } from "../../db/schema";
import { tablesOf, type AnyTable } from "../../engine/tables";
import type { Row } from "../../engine/hooks";
import { named } from "../members/master-names";
import { contact, dayOf } from "../members/tab-source";
import { packageStatusOf } from "./package-status";

export const pkg = named("premiumaccount", "package");
const duration = named("timeduration", "duration");
const gateway = named("paymentGateway", "gateway");
const coupon: AnyTable = alias(tablesOf("coupon").main, "coupon");
const currencies = tablesOf("currency").main;

/** The default currency's symbol, read once per statement (an uncorrelated subquery). */
const defaultSymbol = sql<string | null>`(select ${currencies.symbol} from ${currencies} where ${currencies.isDefault} limit 1)`;

/** The purchases joined with all they show; `extra` adds columns (a sort key for the export). */
export function selectPurchases<Extra extends Record<string, SQL>>(db: Db, extra = {} as Extra) {
  return db
    .select({
      id: memberPackages.id,
      memberId: memberPackages.memberId,
      member: personName(members),
      memberCode: members.memberCode,
      email: members.email,
      phone: contact(members),
      packageId: memberPackages.packageId,
      packageBase: pkg.name,
      months: duration.name,
      startDate: memberPackages.startDate,
      endDate: memberPackages.endDate,
      netAmount: memberPackages.netAmount,
      currencySymbol: defaultSymbol,
      coupon: coupon.code,
      paymentId: memberPackages.paymentId,
      gateway: gateway.name,
      reference: payments.reference,
      paymentStatus: payments.status,
      packageStatus: packageStatusOf(memberPackages, payments, pkg.table),
      purchasedAt: memberPackages.purchasedAt,
      ...extra,
    })
    .from(memberPackages)
    .innerJoin(members, eq(members.id, memberPackages.memberId))
    .innerJoin(pkg.table, eq(pkg.table.id, memberPackages.packageId))
    .innerJoin(duration.table, eq(duration.table.id, memberPackages.durationId))
    .leftJoin(coupon, eq(coupon.id, memberPackages.couponId))
    .leftJoin(payments, eq(payments.id, memberPackages.paymentId))
    .leftJoin(gateway.table, eq(gateway.table.id, payments.gatewayId))
    .$dynamic();
}

/** "Gold (6 months)": the package with its duration, as the list and the notice name it. */
export const purchaseName = (packageBase: unknown, months: unknown) => `${String(packageBase)} (${withUnit(months, duration.unit)})`;

/** A selected purchase as the api answers it: named with its duration, its day of purchase, whether it waits for its payment. */
export function shownPurchase({ packageBase, months, purchasedAt, ...row }: Row): Row {
  return {
    ...row,
    packageName: purchaseName(packageBase, months),
    purchasedAt: dayOf(purchasedAt as Date | string | null),
    isPending: row.paymentStatus === "Pending",
  };
}
