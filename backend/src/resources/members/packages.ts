/**
 * A member's Purchased packages tab (`memberpackage`): Customer Packages' rows of one member
 * (backend/src/resources/packages), from member_packages_member_idx, with the same "Active Package".
 */
import { count, eq } from "drizzle-orm";
import type { ListQuery } from "../../../../lib/engine/list-query";
import { memberPackages } from "../../db/schema";
import type { ResourceHooks } from "../../engine/hooks";
import { purchaseHooks } from "../packages/activation";
import { selectPurchases, shownPurchase } from "../packages/purchases";
import { memberTabSource, orderOf } from "./tab-source";

const where = (query: ListQuery) => eq(memberPackages.memberId, query.memberId as number);

const SORTS = { startDate: memberPackages.startDate, endDate: memberPackages.endDate, amount: memberPackages.netAmount, purchasedAt: memberPackages.purchasedAt };

export const memberPackageHooks: ResourceHooks = {
  ...purchaseHooks,
  source: memberTabSource({
    memberFilters: ["memberId"],
    async rows(db, query, { limit, offset }) {
      const rows = await selectPurchases(db)
        .where(where(query))
        .orderBy(...orderOf(query, SORTS, memberPackages.id))
        .limit(limit)
        .offset(offset);
      return rows.map(shownPurchase);
    },
    async count(db, query) {
      const [{ total }] = await db.select({ total: count() }).from(memberPackages).where(where(query));
      return total;
    },
    async one(db, id) {
      const [row] = await selectPurchases(db).where(eq(memberPackages.id, id));
      return row && shownPurchase(row);
    },
  }),
};
