/**
 * A member's Favourites and Blocked members tabs (`memberfavourite`, `memberblock`): rows pairing the
 * member with another, shown as that other member (name, member id, contact, email) and the day. A page
 * walks the member's (member_id, created_at, id) index; the other member is read by primary key.
 */
import { count, eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { ListQuery } from "../../../../lib/engine/list-query";
import type { Db } from "../../db/client";
import { favourites, memberBlocks, members } from "../../db/schema";
import type { ResourceHooks, Row } from "../../engine/hooks";
import { contact, dayOf, memberTabSource, orderOf } from "./tab-source";
import { personName } from "../../db/person-name";

interface Pair {
  table: PgTable;
  id: AnyPgColumn<{ data: number; notNull: true }>;
  memberId: AnyPgColumn;
  /** The other member of the pair: the favourite, the one blocked. */
  otherId: AnyPgColumn;
  createdAt: AnyPgColumn;
}

function pairHooks(pair: Pair): ResourceHooks {
  const select = (db: Db) =>
    db
      .select({
        id: pair.id,
        memberId: pair.memberId,
        otherId: pair.otherId,
        name: personName(members),
        memberCode: members.memberCode,
        phone: contact(members),
        email: members.email,
        createdAt: pair.createdAt,
      })
      .from(pair.table)
      .innerJoin(members, eq(members.id, pair.otherId))
      .$dynamic();
  const shown = ({ createdAt, ...row }: Row): Row => ({ ...row, createdAt: dayOf(createdAt as Date) });
  const where = (query: ListQuery) => eq(pair.memberId, query.memberId as number);

  return {
    source: memberTabSource({
      memberFilters: ["memberId"],
      async rows(db, query, { limit, offset }) {
        const rows = await select(db)
          .where(where(query))
          .orderBy(...orderOf(query, { createdAt: pair.createdAt }, pair.id))
          .limit(limit)
          .offset(offset);
        return rows.map(shown);
      },
      async count(db, query) {
        const [{ total }] = await db.select({ total: count() }).from(pair.table).where(where(query));
        return total;
      },
      async one(db, id) {
        const [row] = await select(db).where(eq(pair.id, id));
        return row && shown(row);
      },
    }),
  };
}

export const memberFavouriteHooks = pairHooks({ table: favourites, id: favourites.id, memberId: favourites.memberId, otherId: favourites.favouriteId, createdAt: favourites.createdAt });

export const memberBlockHooks = pairHooks({ table: memberBlocks, id: memberBlocks.id, memberId: memberBlocks.memberId, otherId: memberBlocks.blockedId, createdAt: memberBlocks.createdAt });
