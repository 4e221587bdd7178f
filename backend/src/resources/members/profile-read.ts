/**
 * One member's whole profile in one statement, every part read by the member's primary key or a
 * member_id index (a handful of index lookups whatever the number of members): the account and
 * personal details with each master-data reference named, the tabs' counts, and the addresses, family,
 * astrology, partner preferences and photos beside them as JSON.
 */
import { eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { displayUnit } from "../../../../lib/engine/format";
import { pageOwning } from "../../../../lib/pages";
import { requireResource } from "../../../../lib/resources/index";
import { DOCUMENT_STATUS_LABELS } from "../../../../lib/resources/members/app-user";
import type {
  MemberAccount,
  MemberAddress,
  MemberAstrology,
  MemberFamilyRow,
  MemberPreferences,
  MemberProfile,
  MemberStatus,
} from "../../../../lib/resources/members/profile";
import type { Db } from "../../db/client";
import { DOCUMENT_STATUSES, memberAddresses, memberAstrology, memberFamily, memberPhotos, memberPreferences, members, PHOTO_STATUSES } from "../../db/schema";
import { detailCounts } from "../../engine/detail-counts";
import { qualified, tablesOf } from "../../engine/tables";
import { named, nameText } from "./master-names";
import { contact, momentOf } from "./tab-source";
import { personName } from "../../db/person-name";

/** The personal details that point at master data, by the key the profile names them with. */
const PERSONAL_REFS = {
  profileFor: ["profile-for", members.profileForId],
  religion: ["religion", members.religionId],
  community: ["community", members.communityId],
  subCommunity: ["subcommunity", members.subCommunityId],
  maritalStatus: ["maritalstatus", members.maritalStatusId],
  occupation: ["occupation", members.occupationId],
  education: ["education", members.educationId],
  employment: ["employment", members.employmentId],
  income: ["income", members.incomeId],
  height: ["height", members.heightId],
  weight: ["weight", members.weightId],
  diet: ["diet", members.dietId],
} as const satisfies Record<string, readonly [string, AnyPgColumn]>;

type PersonalRef = keyof typeof PERSONAL_REFS;

/**
 * The name a reference points to, as a subquery by primary key beside the member's columns: twelve of
 * them cost the planner next to nothing, where twelve joins cost it more than the reads themselves.
 */
function nameBeside(resourceKey: string, column: AnyPgColumn): SQL<unknown> {
  const { main } = tablesOf(resourceKey);
  // The member's column named with its table: alone, a name the inner table also has would be the inner one.
  return sql`(select ${main[requireResource(resourceKey).display]} from ${main} where ${main.id} = ${qualified(column)})`;
}

const PERSONAL_NAMES = Object.fromEntries(Object.entries(PERSONAL_REFS).map(([key, [resource, column]]) => [key, nameBeside(resource, column)])) as Record<PersonalRef, SQL<unknown>>;
const unitOf = (key: PersonalRef) => displayUnit(requireResource(PERSONAL_REFS[key][0]));

/** The member view's tabs, as App Users declares them (lib/pages.ts), each counted over its column's index. */
const COUNTS = detailCounts(pageOwning("appuser")!.detail!, members.id);

const PHOTO_LABELS: Record<(typeof PHOTO_STATUSES)[number], string> = { none: "No photo", pending: "Awaiting approval", approved: "Approved" };

/** Whole years from a birth day ("YYYY-MM-DD") to today. */
export function ageOn(birthDate: string, today = new Date()): number {
  const [year, month, day] = birthDate.split("-").map(Number);
  const [y, m, d] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  return y - year - (m < month || (m === month && d < day) ? 1 : 0);
}

const statusOf = (member: { isBlocked: boolean; isActive: boolean }): MemberStatus => (member.isBlocked ? "Blocked" : member.isActive ? "Active" : "Inactive");

/** Each value under its own key, quoted, so a section read back as JSON keeps the profile's names. */
function keyed<T extends Record<string, AnyPgColumn | SQL>>(fields: T): { [K in keyof T]: SQL.Aliased } {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, sql`${value}`.as(key)])) as { [K in keyof T]: SQL.Aliased };
}

/** The rows of a member's section as one JSON array beside the member's columns, in the order of these keys. */
const jsonRows = (query: SQLWrapper, ...orderKeys: string[]) =>
  sql`(select coalesce(json_agg(t order by ${sql.join(orderKeys.map((key) => sql`t.${sql.identifier(key)}`), sql`, `)}), '[]'::json) from (${query}) as t)`;
/** A member's one-row section as a JSON object, or null. */
const jsonRow = (query: SQLWrapper) => sql`(select row_to_json(t) from (${query}) as t)`;
/** The section's rows of the member being read: its member column against the outer member's id. */
const ofMember = (column: AnyPgColumn) => sql`${qualified(column)} = ${qualified(members.id)}`;

function addressesOf(db: Db) {
  const [country, state, district, city] = (["country", "state", "district", "city"] as const).map((key) => named(key, `address_${key}`));
  const query = db
    .select(
      keyed({
        id: memberAddresses.id,
        // Permanent first, then current.
        rank: sql`case when ${memberAddresses.kind} = 'permanent' then 0 else 1 end`,
        kind: memberAddresses.kind,
        line1: memberAddresses.line1,
        line2: memberAddresses.line2,
        pincode: memberAddresses.pincode,
        country: country.name,
        state: state.name,
        district: district.name,
        city: city.name,
        residentialStatus: memberAddresses.residentialStatus,
        latitude: memberAddresses.latitude,
        longitude: memberAddresses.longitude,
      }),
    )
    .from(memberAddresses)
    .leftJoin(country.table, eq(country.table.id, memberAddresses.countryId))
    .leftJoin(state.table, eq(state.table.id, memberAddresses.stateId))
    .leftJoin(district.table, eq(district.table.id, memberAddresses.districtId))
    .leftJoin(city.table, eq(city.table.id, memberAddresses.cityId))
    .where(ofMember(memberAddresses.memberId));
  return jsonRows(query, "rank", "id");
}

function familyOf(db: Db) {
  const education = named("education", "family_education");
  const occupation = named("occupation", "family_occupation");
  const query = db
    .select(
      keyed({
        id: memberFamily.id,
        name: memberFamily.name,
        relation: memberFamily.relation,
        subType: memberFamily.subType,
        education: education.name,
        occupation: occupation.name,
        isAlive: memberFamily.isAlive,
      }),
    )
    .from(memberFamily)
    .leftJoin(education.table, eq(education.table.id, memberFamily.educationId))
    .leftJoin(occupation.table, eq(occupation.table.id, memberFamily.occupationId))
    .where(ofMember(memberFamily.memberId));
  return jsonRows(query, "id");
}

function astrologyOf(db: Db) {
  const country = named("country", "birth_country");
  const city = named("city", "birth_city");
  const query = db
    .select(
      keyed({
        horoscopeBelief: memberAstrology.horoscopeBelief,
        birthCountry: country.name,
        birthCity: city.name,
        zodiacSign: memberAstrology.zodiacSign,
        timeOfBirth: memberAstrology.timeOfBirth,
        manglik: memberAstrology.manglik,
      }),
    )
    .from(memberAstrology)
    .leftJoin(country.table, eq(country.table.id, memberAstrology.birthCountryId))
    .leftJoin(city.table, eq(city.table.id, memberAstrology.birthCityId))
    .where(ofMember(memberAstrology.memberId));
  return jsonRow(query);
}

/** The names of a list of ids kept as an array (partner preferences), in alphabetical order. */
function namesOf(resourceKey: string, ids: AnyPgColumn): SQL {
  const { main } = tablesOf(resourceKey);
  const display = main[requireResource(resourceKey).display];
  return sql`array(select ${display} from ${main} where ${main.id} = any(${qualified(ids)}) order by ${display})`;
}

const PREFERRED = { heightFrom: named("height", "preferred_height_from"), heightTo: named("height", "preferred_height_to"), incomeFrom: named("income", "preferred_income_from") };

function preferencesOf(db: Db) {
  const { heightFrom, heightTo, incomeFrom } = PREFERRED;
  const query = db
    .select(
      keyed({
        ageFrom: memberPreferences.ageFrom,
        ageTo: memberPreferences.ageTo,
        heightFrom: heightFrom.name,
        heightTo: heightTo.name,
        incomeFrom: incomeFrom.name,
        maritalStatuses: namesOf("maritalstatus", memberPreferences.maritalStatusIds),
        religions: namesOf("religion", memberPreferences.religionIds),
        communities: namesOf("community", memberPreferences.communityIds),
        educations: namesOf("education", memberPreferences.educationIds),
        occupations: namesOf("occupation", memberPreferences.occupationIds),
        diets: namesOf("diet", memberPreferences.dietIds),
        states: namesOf("state", memberPreferences.stateIds),
        acceptsDivorced: memberPreferences.acceptsDivorced,
        acceptsChildren: memberPreferences.acceptsChildren,
      }),
    )
    .from(memberPreferences)
    .leftJoin(heightFrom.table, eq(heightFrom.table.id, memberPreferences.heightFromId))
    .leftJoin(heightTo.table, eq(heightTo.table.id, memberPreferences.heightToId))
    .leftJoin(incomeFrom.table, eq(incomeFrom.table.id, memberPreferences.incomeFromId))
    .where(ofMember(memberPreferences.memberId));
  return jsonRow(query);
}

function photosOf(db: Db) {
  const query = db
    .select(keyed({ id: memberPhotos.id, mediaId: memberPhotos.mediaId, uploadedAt: memberPhotos.uploadedAt }))
    .from(memberPhotos)
    .where(ofMember(memberPhotos.memberId));
  return jsonRows(query, "id");
}

/** The sections as they come back inside the member's row (JSON: moments are text, numbers are numbers). */
interface Sections {
  addresses: (MemberAddress & { id: number; rank: number })[];
  family: MemberFamilyRow[];
  astrology: MemberAstrology | null;
  preferences: MemberPreferences | null;
  photos: { id: number; mediaId: string; uploadedAt: string }[];
}

/**
 * The whole profile in one statement: the member's row with the names of its references, the tabs'
 * counts, and each section as JSON beside them, all read by the member's id. One round trip (on a busy
 * server each trip waits for its turn, whatever the query costs), and prepared once per connection: its
 * plan, the larger part of its cost, is not made again for every member.
 */
function profileStatement(db: Db) {
  return db
    .select({
      member: members,
      name: personName(members),
      contact: contact(members),
      ...PERSONAL_NAMES,
      counts: COUNTS,
      addresses: addressesOf(db),
      family: familyOf(db),
      astrology: astrologyOf(db),
      preferences: preferencesOf(db),
      photos: photosOf(db),
    })
    .from(members)
    .where(eq(members.id, sql.placeholder("id")))
    .prepare("member_view_profile");
}

const statements = new WeakMap<Db, ReturnType<typeof profileStatement>>();

async function readMember(db: Db, id: number) {
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = profileStatement(db)));
  const [row] = await statement.execute({ id });
  return row as (Omit<typeof row, keyof Sections> & Sections) | undefined;
}

/** The member's profile, or undefined when there is no such member. */
export async function readProfile(db: Db, id: number): Promise<Omit<MemberProfile, "signals"> | undefined> {
  const row = await readMember(db, id);
  if (!row) return undefined;
  const { member, astrology, preferences } = row;
  const account: MemberAccount = {
    name: row.name,
    memberCode: member.memberCode,
    email: member.email,
    contact: row.contact,
    gender: member.gender,
    birthDate: member.birthDate,
    age: ageOn(member.birthDate),
    registeredAt: momentOf(member.registeredAt)!,
    status: statusOf(member),
    blockedAt: member.isBlocked ? momentOf(member.blockedAt) : null,
    photoStatus: PHOTO_LABELS[member.photoStatus as keyof typeof PHOTO_LABELS] ?? member.photoStatus,
    documentStatus: DOCUMENT_STATUS_LABELS[DOCUMENT_STATUSES.indexOf(member.documentStatus as (typeof DOCUMENT_STATUSES)[number])] ?? member.documentStatus,
  };
  const personalRefs = Object.fromEntries(
    (Object.keys(PERSONAL_REFS) as PersonalRef[]).map((key) => [key, nameText(row[key], unitOf(key))]),
  ) as Record<PersonalRef, string | null>;
  return {
    id: member.id,
    account,
    personal: {
      ...personalRefs,
      middleName: member.middleName,
      motherTongue: member.motherTongue,
      complexion: member.complexion,
      bodyType: member.bodyType,
      bloodGroup: member.bloodGroup,
      haveChildren: member.haveChildren,
      familyType: member.familyType,
      companyName: member.companyName,
      designation: member.designation,
      smoking: member.smoking,
      drinking: member.drinking,
      citizenship: member.citizenship,
      aboutMe: member.aboutMe,
      expectation: member.expectation,
    },
    addresses: row.addresses.map(({ id: _id, rank: _rank, ...address }) => ({
      ...address,
      country: nameText(address.country),
      state: nameText(address.state),
      district: nameText(address.district),
      city: nameText(address.city),
    })),
    family: row.family.map((person) => ({ ...person, education: nameText(person.education), occupation: nameText(person.occupation) })),
    astrology: astrology && { ...astrology, birthCountry: nameText(astrology.birthCountry), birthCity: nameText(astrology.birthCity) },
    preferences: preferences && {
      ...preferences,
      heightFrom: nameText(preferences.heightFrom, PREFERRED.heightFrom.unit),
      heightTo: nameText(preferences.heightTo, PREFERRED.heightTo.unit),
      incomeFrom: nameText(preferences.incomeFrom, PREFERRED.incomeFrom.unit),
    },
    photos: row.photos.map((photo) => ({ ...photo, uploadedAt: momentOf(photo.uploadedAt)!, isProfile: photo.id === member.photoId })),
    counts: row.counts,
  };
}
