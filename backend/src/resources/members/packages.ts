/**
 * A member's Purchased packages tab (`memberpackage`): each package bought, named with its duration
 * ("Gold (6 months)"), its days, the amount paid and its payment (status, gateway, reference). The
 * member's purchases come from member_packages_member_idx; package, duration, payment and gateway are
 * each read by primary key.
 */
import { count, eq } from "drizzle-orm";
import { withUnit } from "../../../../lib/engine/format";
import type { ListQuery } from "../../../../lib/engine/list-query";
import type { Db } from "../../db/client";
import { memberPackages, payments } from "../../db/schema";
import type { ResourceHooks } from "../../engine/hooks";
import { named } from "./master-names";
import { dayOf, memberTabSource, orderOf } from "./tab-source";

const pkg = named("premiumaccount", "package");
const duration = named("timeduration", "duration");
const gateway = named("paymentGateway", "gateway");

const select = (db: Db) =>
  db
    .select({
      id: memberPackages.id,
      memberId: memberPackages.memberId,
      packageId: memberPackages.packageId,
      packageBase: pkg.name,
      months: duration.name,
      startDate: memberPackages.startDate,
      endDate: memberPackages.endDate,
      netAmount: memberPackages.netAmount,
      paymentStatus: payments.status,
      gateway: gateway.name,
      reference: payments.reference,
      purchasedAt: memberPackages.purchasedAt,
    })
    .from(memberPackages)
    .innerJoin(pkg.table, eq(pkg.table.id, memberPackages.packageId))
    .innerJoin(duration.table, eq(duration.table.id, memberPackages.durationId))
    .leftJoin(payments, eq(payments.id, memberPackages.paymentId))
    .leftJoin(gateway.table, eq(gateway.table.id, payments.gatewayId))
    .$dynamic();

type Selected = Awaited<ReturnType<ReturnType<typeof select>["execute"]>>[number];

const shown = ({ packageBase, months, purchasedAt, ...row }: Selected) => ({
  ...row,
  packageName: `${String(packageBase)} (${withUnit(months, duration.unit)})`,
  purchasedAt: dayOf(purchasedAt),
});

const where = (query: ListQuery) => eq(memberPackages.memberId, query.memberId as number);

const SORTS = { startDate: memberPackages.startDate, endDate: memberPackages.endDate, netAmount: memberPackages.netAmount, purchasedAt: memberPackages.purchasedAt };

export const memberPackageHooks: ResourceHooks = {
  source: memberTabSource({
    memberFilters: ["memberId"],
    async rows(db, query, { limit, offset }) {
      const rows = await select(db)
        .where(where(query))
        .orderBy(...orderOf(query, SORTS, memberPackages.id))
        .limit(limit)
        .offset(offset);
      return rows.map(shown);
    },
    async count(db, query) {
      const [{ total }] = await db.select({ total: count() }).from(memberPackages).where(where(query));
      return total;
    },
    async one(db, id) {
      const [row] = await select(db).where(eq(memberPackages.id, id));
      return row && shown(row);
    },
  }),
};
