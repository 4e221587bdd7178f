/**
 * The queries of the member reports (lib/reports/members.ts, docs/reports.md), over a million members
 * as App Users reads them: a page's ids by an index walk in the report's order, then only those joined
 * to their names; totals exact from the member tallies when the filters are the tallied ones, else
 * counted up to a cap; the CSV by keyset.
 */
import { and, eq, exists, inArray, sql, type SQL } from "drizzle-orm";
import { alias, QueryBuilder } from "drizzle-orm/pg-core";
import type { ReportQuery } from "../../../lib/engine/report";
import type { ListQuery } from "../../../lib/engine/list-query";
import type { Db } from "../db/client";
import { memberAddresses, memberPackages, members, payments } from "../db/schema";
import { personName } from "../db/person-name";
import { dayStart, nextDay, serviceDayOf, serviceToday } from "../db/service-day";
import { keysetBatches, type KeysetSort } from "../engine/keyset-batches";
import type { ReportSource } from "../engine/reports";
import { filterConditions, memberSearchCondition, orderBy, registeredBetween, type SortKey, type TallyFilters } from "../resources/members/app-user-query";
import { named } from "../resources/members/master-names";
import { membersByMonth } from "../resources/members/member-tallies";
import { readSearch } from "../resources/members/member-search";
import { contact } from "../resources/members/tab-source";
import { customerPackageSource, purchaseConditions, purchasePage } from "../resources/packages/customer-packages";

type Row = Record<string, unknown>;

/** Members counted at most when the filters are not the tallied ones: past it the report says "more than". */
export const MEMBER_COUNT_CAP = 10_000;
const EXPORT_BATCH = 2000;

/** The member's search, as App Users finds members (a member id, a phone or an email from its start, a name inside). */
const searched = (query: ReportQuery): SQL | undefined => {
  const search = query.search ? readSearch(query.search) : undefined;
  return search && memberSearchCondition(search);
};

/** The filters App Users tallies, when they are the only ones asked: the total then comes from the tallies. */
function tallied(query: ReportQuery): TallyFilters | undefined {
  const { gender, religionId, communityId, maritalStatusId, ...others } = query.where;
  if (Object.keys(others).length || query.search || query.ageFrom !== undefined || query.ageTo !== undefined) return undefined;
  return {
    gender: gender as string | undefined,
    religionId: religionId as number | undefined,
    communityId: communityId as number | undefined,
    maritalStatusId: maritalStatusId as number | undefined,
  };
}

/** The address a report shows: the current one, else the permanent one. */
const current = alias(memberAddresses, "current_address");
const permanent = alias(memberAddresses, "permanent_address");
/** Born on or before the day that makes `years` today, or after the day that makes `years` + 1. */
const bornBy = (years: number) => sql`(${serviceToday} - make_interval(years => ${years}))::date`;

function memberConditions(query: ReportQuery): SQL | undefined {
  const where = query.where;
  const id = (key: string) => (typeof where[key] === "number" ? (where[key] as number) : undefined);
  const place = (["stateId", "districtId", "cityId"] as const).filter((key) => id(key) !== undefined);
  const location = alias(memberAddresses, "located");
  return and(
    searched(query),
    ...filterConditions({ gender: where.gender as string | undefined, religionId: id("religionId"), communityId: id("communityId"), maritalStatusId: id("maritalStatusId") }),
    ...(["educationId", "occupationId", "incomeId"] as const).flatMap((key) => (id(key) === undefined ? [] : [eq(members[key], id(key)!)])),
    query.ageFrom === undefined ? undefined : sql`${members.birthDate} <= ${bornBy(query.ageFrom)}`,
    query.ageTo === undefined ? undefined : sql`${members.birthDate} > ${bornBy(query.ageTo + 1)}`,
    place.length
      ? exists(
          new QueryBuilder()
            .select({ one: sql`1` })
            .from(location)
            .where(
              and(
                eq(location.memberId, members.id),
                sql`(${location.kind} = 'current' or not exists (select 1 from ${memberAddresses} where ${memberAddresses.memberId} = ${members.id} and ${memberAddresses.kind} = 'current'))`,
                ...place.map((key) => eq(location[key], id(key)!)),
              ),
            ),
        )
      : undefined,
    ...registeredBetween(query.from, query.to && nextDay(query.to)),
  );
}

const SORTS: Record<string, SortKey> = { registeredOn: "registeredAt", name: "name" };
const sortOf = (query: ReportQuery): SortKey => SORTS[query.sort] ?? "registeredAt";

const religion = named("religion", "religion");
const community = named("community", "community");
const marital = named("maritalstatus", "marital");
const education = named("education", "education");
const occupation = named("occupation", "occupation");
const income = named("income", "income");
const cityName = named("city", "city_name");
const stateName = named("state", "state_name");

/** Who a member report's row is: the columns every member report opens with. */
const memberIdentity = () => ({
  id: members.id,
  name: personName(members),
  memberCode: members.memberCode,
  email: members.email,
  phone: contact(members),
  gender: members.gender,
});

/** The members with all the report shows, joined to their names; `extra` adds a column (the export's sort key). */
function selectMembers<Extra extends Record<string, SQL>>(db: Db, extra = {} as Extra) {
  const address = sql`coalesce(${current.cityId}, ${permanent.cityId})`;
  return db
    .select({
      ...memberIdentity(),
      age: sql<number>`extract(year from age(${serviceToday}, ${members.birthDate}))::int`,
      religion: religion.name,
      community: community.name,
      maritalStatus: marital.name,
      education: education.name,
      occupation: occupation.name,
      income: income.name,
      city: cityName.name,
      state: stateName.name,
      registeredOn: serviceDayOf(members.registeredAt),
      ...extra,
    })
    .from(members)
    .leftJoin(religion.table, eq(religion.table.id, members.religionId))
    .leftJoin(community.table, eq(community.table.id, members.communityId))
    .leftJoin(marital.table, eq(marital.table.id, members.maritalStatusId))
    .leftJoin(education.table, eq(education.table.id, members.educationId))
    .leftJoin(occupation.table, eq(occupation.table.id, members.occupationId))
    .leftJoin(income.table, eq(income.table.id, members.incomeId))
    .leftJoin(current, and(eq(current.memberId, members.id), eq(current.kind, "current")))
    .leftJoin(permanent, and(eq(permanent.memberId, members.id), eq(permanent.kind, "permanent")))
    .leftJoin(cityName.table, eq(cityName.table.id, address))
    .leftJoin(stateName.table, eq(stateName.table.id, sql`coalesce(${current.stateId}, ${permanent.stateId})`))
    .$dynamic();
}

/** Counted up to the cap, on the members alone. */
async function countUpTo(db: Db, where: SQL | undefined, cap: number) {
  const matching = db.select({ one: sql`1` }).from(members).where(where).limit(cap + 1).as("matching");
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(matching);
  return { total: Math.min(n, cap), capped: n > cap };
}

const MEMBER_KEYS: Record<SortKey, KeysetSort | undefined> = {
  registeredAt: { key: sql`${members.registeredAt}`, bound: (value) => sql`${value}::timestamptz` },
  name: undefined,
  email: undefined,
  gender: undefined,
  id: undefined,
};

const applicationUsers: ReportSource = {
  async rows(db, query, limit, offset) {
    const order = orderBy(sortOf(query), query.order);
    // The page's ids first, on their own: given them as a subquery, the planner joins every member to
    // their names before it limits (seconds at a million members).
    const page = await db.select({ id: members.id }).from(members).where(memberConditions(query)).orderBy(...order).limit(limit).offset(offset);
    if (!page.length) return [];
    return selectMembers(db).where(inArray(members.id, page.map((row) => row.id))).orderBy(...order);
  },
  async total(db, query) {
    const filters = tallied(query);
    if (filters) return (await membersByMonth(db, filters, query.from, query.to)).reduce((n, month) => n + month.count, 0);
    return countUpTo(db, memberConditions(query), MEMBER_COUNT_CAP);
  },
  // By keyset in the registration order; in the name order (a few thousand rows at most once filtered), by offset.
  batches(db, query) {
    const sort = MEMBER_KEYS[sortOf(query)];
    if (!sort) return offsetMembers(db, query);
    return keysetBatches({
      sort,
      order: query.order,
      id: members.id,
      size: EXPORT_BATCH,
      read: (after, sortKey, size) =>
        selectMembers(db, { sortKey })
          .where(and(memberConditions(query), after))
          .orderBy(...orderBy(sortOf(query), query.order))
          .limit(size),
      shown: (row) => row,
    });
  },
};

async function* offsetMembers(db: Db, query: ReportQuery): AsyncGenerator<Row[]> {
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows = await applicationUsers.rows(db, query, EXPORT_BATCH, offset);
    if (rows.length) yield rows;
    if (rows.length < EXPORT_BATCH) return;
  }
}

/**
 * Members with a package in force today: Customer Packages' rows whose package status is Active (one
 * per member with a current paid package), found and sorted as that list finds them.
 */
const premiumListQuery = (query: ReportQuery, page = 1, pageSize = 10) => ({
  page,
  pageSize,
  sort: query.sort,
  order: query.order,
  search: query.search,
  packageStatus: "Active",
});
const asPremium = ({ member, ...row }: Row): Row => ({ ...row, name: member });

const premiumAppUsers: ReportSource = {
  async rows(db, query, limit, offset) {
    // The list pages by page number: a report page's offset is a whole number of its pages.
    return (await purchasePage(db, premiumListQuery(query, Math.floor(offset / limit) + 1, limit))).map(asPremium);
  },
  async total(db, query) {
    // Members with a current paid package: each has one Active package, so as many as Active rows.
    const current = and(
      sql`${memberPackages.startDate} <= ${serviceToday}`,
      sql`${memberPackages.endDate} >= ${serviceToday}`,
      exists(db.select({ one: sql`1` }).from(payments).where(and(eq(payments.id, memberPackages.paymentId), eq(payments.status, "Success")))),
      purchaseConditions(db, { search: query.search } as ListQuery),
    );
    const [{ n }] = await db.select({ n: sql<number>`count(distinct ${memberPackages.memberId})::int` }).from(memberPackages).where(current);
    return n;
  },
  async *batches(db, query) {
    for await (const rows of customerPackageSource.stream(db, premiumListQuery(query))) yield rows.map(asPremium);
  },
};

/** Members blocked by the service (an approved block request), by the day of the block. */
function blockedConditions(query: ReportQuery): SQL | undefined {
  return and(
    sql`${members.isBlocked}`,
    searched(query),
    query.from ? sql`${members.blockedAt} >= ${dayStart(query.from)}` : undefined,
    query.to ? sql`${members.blockedAt} < ${dayStart(nextDay(query.to))}` : undefined,
  );
}

const selectBlocked = (db: Db) =>
  db
    .select({
      ...memberIdentity(),
      blockedOn: serviceDayOf(members.blockedAt),
    })
    .from(members)
    .$dynamic();

const blockedOrder = (query: ReportQuery) => {
  const direction = query.order === "asc" ? sql`asc` : sql`desc`;
  const key = query.sort === "name" ? sql`lower(${members.firstName}) ${direction}, lower(${members.lastName}) ${direction}` : sql`${members.blockedAt} ${direction} nulls last`;
  return sql`${key}, ${members.id} ${direction}`;
};

/** Blocked members are a few thousand at most: counted exactly, exported by offset. */
const systemBlockedUsers: ReportSource = {
  rows: (db, query, limit, offset) => selectBlocked(db).where(blockedConditions(query)).orderBy(blockedOrder(query)).limit(limit).offset(offset),
  async total(db, query) {
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(members).where(blockedConditions(query));
    return n;
  },
};

export const MEMBER_REPORT_SOURCES: Record<string, ReportSource> = {
  applicationuser: applicationUsers,
  premiumAppUser: premiumAppUsers,
  systemBlockedUser: systemBlockedUsers,
};
