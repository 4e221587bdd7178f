/**
 * The members of the service (the app's users) and what staff moderate about them: profiles with their
 * personal details, addresses, family, astrology and partner preferences; photos and documents;
 * proposals, favourites and blocks between members; block requests; packages bought and their
 * payments. The app writes these; the console reads them and moderates (docs/members.md).
 *
 * Every list of the App Users, member view and Block Users pages has an index that serves its filter
 * and its order together, so a page stays a short index walk at a million members.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  real,
  serial,
  smallint,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { tablesOf } from "../../engine/tables";
import { adminUsers } from "./admins";
import { media } from "./media";
import { pushSends } from "./push";
import { personName } from "../person-name";

const stamp = (name: string) => timestamp(name, { withTimezone: true });
/** A reference to a declared resource's row (religion, city…): the engine makes those tables. */
const refTo = (resource: string) => () => tablesOf(resource).main.id as AnyPgColumn;
const ref = (name: string, resource: string) => integer(name).references(refTo(resource), { onDelete: "restrict" });
const memberRef = (name: string) => integer(name).notNull().references(() => members.id, { onDelete: "cascade" });

export const GENDERS = ["Male", "Female"] as const;
export const DOCUMENT_STATUSES = ["none", "pending", "verified"] as const;
export const PHOTO_STATUSES = ["none", "pending", "approved"] as const;
export const PROPOSAL_STATUSES = ["pending", "accepted", "rejected"] as const;
export const REQUEST_STATUSES = ["pending", "approved", "rejected"] as const;
export const PAYMENT_STATUSES = ["Success", "Pending", "Failed"] as const;

/**
 * A check constraint is DDL, which cannot bind parameters: the allowed values (this file's constants,
 * never input) are written into the statement as quoted literals.
 */
/**
 * The generated keys' expressions (DDL binds no parameters, and these are constants). A generated
 * column cannot name another, so the pieces repeat.
 */
const DIGITS = (column: string) => `regexp_replace(${column}, '[^0-9]', '', 'g')`;
const DIAL = DIGITS('"dial_code"');
const STRIPPED = `ltrim(${DIGITS('"phone"')}, '0')`;
// A dial code written again inside the number only when the number is longer than a national one (10 digits).
const NATIONAL = `case when length(${STRIPPED}) > 10 and left(${STRIPPED}, length(${DIAL})) = ${DIAL} then substr(${STRIPPED}, length(${DIAL}) + 1) else ${STRIPPED} end`;
// Too short to be anyone's number ("", "0"): no key, so it is shared with no one.
const PHONE_KEY = `case when length(${NATIONAL}) < 6 then null else ${DIAL} || ' ' || ${NATIONAL} end`;
const LOCAL = `regexp_replace(split_part(lower("email"), '@', 1), '[+].*$', '')`;
const DOMAIN = `split_part(lower("email"), '@', 2)`;
const EMAIL_KEY = `case when ${LOCAL} = '' or ${DOMAIN} = '' then null when ${DOMAIN} in ('gmail.com', 'googlemail.com') then replace(${LOCAL}, '.', '') || '@gmail.com' else ${LOCAL} || '@' || ${DOMAIN} end`;

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;
const oneOf = (column: AnyPgColumn, values: readonly string[]) => sql`${column} in (${sql.raw(values.map(literal).join(", "))})`;

/**
 * A member: the account and the personal details of the profile, in one row because every list and
 * filter of the App Users page reads them together. `document_status` and `photo_status` summarise
 * the member's documents and profile photo; the moderation actions keep them in step, in the same
 * transaction as the rows they summarise.
 */
export const members = pgTable(
  "members",
  {
    id: serial("id").primaryKey(),
    /** The member id shown in the app and searched by staff ("SM1000042"). */
    memberCode: text("member_code").notNull(),
    firstName: text("first_name").notNull(),
    middleName: text("middle_name"),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    /** The dial code apart from the number, so a search by the number a member gives finds them. */
    dialCode: text("dial_code").notNull().default("+91"),
    phone: text("phone").notNull(),
    gender: text("gender").notNull(),
    birthDate: date("birth_date", { mode: "string" }).notNull(),
    profileForId: ref("profile_for_id", "profile-for"),
    religionId: ref("religion_id", "religion"),
    communityId: ref("community_id", "community"),
    subCommunityId: ref("sub_community_id", "subcommunity"),
    maritalStatusId: ref("marital_status_id", "maritalstatus"),
    occupationId: ref("occupation_id", "occupation"),
    educationId: ref("education_id", "education"),
    employmentId: ref("employment_id", "employment"),
    incomeId: ref("income_id", "income"),
    heightId: ref("height_id", "height"),
    weightId: ref("weight_id", "weight"),
    dietId: ref("diet_id", "diet"),
    motherTongue: text("mother_tongue"),
    complexion: text("complexion"),
    bodyType: text("body_type"),
    bloodGroup: text("blood_group"),
    haveChildren: boolean("have_children"),
    familyType: text("family_type"),
    companyName: text("company_name"),
    designation: text("designation"),
    smoking: text("smoking"),
    drinking: text("drinking"),
    citizenship: text("citizenship"),
    aboutMe: text("about_me"),
    expectation: text("expectation"),
    /** The profile photo (a row of member_photos), if any. */
    photoId: integer("photo_id"),
    photoStatus: text("photo_status").notNull().default("none"),
    /**
     * While the profile photo waits for review: when it was uploaded, kept by a trigger from
     * member_photos (migration 0022), so the review queue finds the oldest waiting photos by an index of
     * their own (docs/review.md, "Speed"); null otherwise.
     */
    photoWaitingSince: stamp("photo_waiting_since"),
    documentStatus: text("document_status").notNull().default("none"),
    /**
     * The phone number and the email as the fraud signals compare them (docs/signals.md), kept by
     * PostgreSQL itself whoever writes the member: the dial code's digits and the national number's,
     * its leading zeros and a repeated dial code dropped; the email in lower case, without a "+tag",
     * and for Gmail without the dots that Gmail ignores. Null when there is nothing to compare.
     */
    phoneKey: text("phone_key").generatedAlwaysAs(sql.raw(PHONE_KEY)),
    emailKey: text("email_key").generatedAlwaysAs(sql.raw(EMAIL_KEY)),
    /** Blocked by the service (an approved block request): the app refuses the member's sign-in. */
    isBlocked: boolean("is_blocked").notNull().default(false),
    blockedAt: stamp("blocked_at"),
    /** The member's own switch (a paused profile). */
    isActive: boolean("is_active").notNull().default(true),
    registeredAt: stamp("registered_at").notNull().defaultNow(),
    updatedAt: stamp("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("members_member_code_key").on(t.memberCode),
    uniqueIndex("members_email_lower_key").on(sql`lower(${t.email})`),
    // Searches: a name anywhere inside (trigram; App Users searches member_names instead, whose
    // rechecks read narrow rows), an email or a number from its start (prefix; the email under lower()
    // is in the index too, so a count reads the index alone).
    index("members_name_trgm_idx").using("gin", sql`${personName(t)} gin_trgm_ops`),
    index("members_email_prefix_idx").on(sql`lower(${t.email}) text_pattern_ops`, t.email),
    index("members_phone_prefix_idx").on(sql`${t.phone} text_pattern_ops`),
    // The list's default order, and each filter with that order behind it.
    index("members_registered_idx").on(t.registeredAt, t.id),
    index("members_gender_registered_idx").on(t.gender, t.registeredAt, t.id),
    index("members_religion_registered_idx").on(t.religionId, t.registeredAt, t.id),
    index("members_community_registered_idx").on(t.communityId, t.registeredAt, t.id),
    index("members_marital_registered_idx").on(t.maritalStatusId, t.registeredAt, t.id),
    index("members_document_status_idx").on(t.documentStatus, t.registeredAt, t.id),
    // Few members wait for a photo review or are blocked: small partial indexes.
    index("members_photo_pending_idx").on(t.registeredAt, t.id).where(sql`${t.photoStatus} = 'pending'`),
    index("members_photo_waiting_idx").on(t.photoWaitingSince, t.id).where(sql`${t.photoStatus} = 'pending'`),
    index("members_blocked_idx").on(t.registeredAt, t.id).where(sql`${t.isBlocked}`),
    // Members sharing a phone number or an email (docs/signals.md).
    index("members_phone_key_idx").on(t.phoneKey, t.id),
    index("members_email_key_idx").on(t.emailKey, t.id),
    // Sorting by another column of the grid. The columns under each lower() are in the index too: only
    // then does PostgreSQL read a page far down the order from the index alone (docs/members.md).
    index("members_name_sort_idx").on(sql`lower(${t.firstName})`, sql`lower(${t.lastName})`, t.id, t.firstName, t.lastName),
    index("members_email_sort_idx").on(sql`lower(${t.email})`, t.id, t.email),
    // References from master data: a religion still used by members cannot be deleted (found fast).
    ...(["subCommunityId", "profileForId", "occupationId", "educationId", "employmentId", "incomeId", "heightId", "weightId", "dietId"] as const).map((key) =>
      index(`members_${key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}_idx`).on(t[key]),
    ),
    check("members_gender_check", oneOf(t.gender, GENDERS)),
    check("members_photo_status_check", oneOf(t.photoStatus, PHOTO_STATUSES)),
    check("members_document_status_check", oneOf(t.documentStatus, DOCUMENT_STATUSES)),
  ],
);

/** Where a member lives and comes from: "permanent" and "current". */
export const memberAddresses = pgTable(
  "member_addresses",
  {
    id: serial("id").primaryKey(),
    memberId: memberRef("member_id"),
    kind: text("kind").notNull(),
    line1: text("line1"),
    line2: text("line2"),
    pincode: text("pincode"),
    countryId: ref("country_id", "country"),
    stateId: ref("state_id", "state"),
    districtId: ref("district_id", "district"),
    cityId: ref("city_id", "city"),
    residentialStatus: text("residential_status"),
    latitude: real("latitude"),
    longitude: real("longitude"),
  },
  (t) => [uniqueIndex("member_addresses_member_kind_key").on(t.memberId, t.kind), index("member_addresses_city_idx").on(t.cityId)],
);

export const memberFamily = pgTable(
  "member_family",
  {
    id: serial("id").primaryKey(),
    memberId: memberRef("member_id"),
    name: text("name").notNull(),
    /** Father, Mother, Brother, Sister. */
    relation: text("relation").notNull(),
    /** Elder or Younger, for siblings. */
    subType: text("sub_type"),
    educationId: ref("education_id", "education"),
    occupationId: ref("occupation_id", "occupation"),
    isAlive: boolean("is_alive").notNull().default(true),
  },
  (t) => [index("member_family_member_idx").on(t.memberId)],
);

export const memberAstrology = pgTable("member_astrology", {
  memberId: integer("member_id").primaryKey().references(() => members.id, { onDelete: "cascade" }),
  horoscopeBelief: boolean("horoscope_belief").notNull().default(false),
  birthCountryId: ref("birth_country_id", "country"),
  birthCityId: ref("birth_city_id", "city"),
  zodiacSign: text("zodiac_sign"),
  timeOfBirth: time("time_of_birth"),
  manglik: text("manglik"),
});

/** What a member looks for. Lists of choices are kept as id arrays: they are read with the profile, never searched. */
export const memberPreferences = pgTable("member_preferences", {
  memberId: integer("member_id").primaryKey().references(() => members.id, { onDelete: "cascade" }),
  ageFrom: smallint("age_from"),
  ageTo: smallint("age_to"),
  heightFromId: ref("height_from_id", "height"),
  heightToId: ref("height_to_id", "height"),
  maritalStatusIds: integer("marital_status_ids").array(),
  religionIds: integer("religion_ids").array(),
  communityIds: integer("community_ids").array(),
  educationIds: integer("education_ids").array(),
  occupationIds: integer("occupation_ids").array(),
  dietIds: integer("diet_ids").array(),
  stateIds: integer("state_ids").array(),
  incomeFromId: ref("income_from_id", "income"),
  acceptsDivorced: boolean("accepts_divorced"),
  acceptsChildren: boolean("accepts_children"),
});

export const memberPhotos = pgTable(
  "member_photos",
  {
    id: serial("id").primaryKey(),
    memberId: memberRef("member_id"),
    mediaId: uuid("media_id").notNull().references(() => media.id, { onDelete: "restrict" }),
    uploadedAt: stamp("uploaded_at").notNull().defaultNow(),
    /**
     * The photo's perceptual hash (a 64-bit difference hash, backend/src/media/photo-hash.ts), null
     * until the api has read the picture; `hashed_at` says it tried (a file that is no picture keeps a
     * null hash and is not read again).
     */
    phash: bigint("phash", { mode: "bigint" }),
    hashedAt: stamp("hashed_at"),
  },
  (t) => [
    index("member_photos_member_idx").on(t.memberId, t.id),
    // Photos the api has still to hash: few, found without a scan.
    index("member_photos_unhashed_idx").on(t.id).where(sql`${t.hashedAt} is null`),
    // Photos by hash, and within a hash by file: "the same picture in another file" is a range.
    index("member_photos_phash_idx").on(t.phash, t.mediaId).where(sql`${t.phash} is not null`),
  ],
);

export const memberDocuments = pgTable(
  "member_documents",
  {
    id: serial("id").primaryKey(),
    memberId: memberRef("member_id"),
    documentTypeId: integer("document_type_id").notNull().references(refTo("document-type"), { onDelete: "restrict" }),
    mediaId: uuid("media_id").notNull().references(() => media.id, { onDelete: "restrict" }),
    isVerified: boolean("is_verified").notNull().default(false),
    verifiedBy: integer("verified_by").references(() => adminUsers.id, { onDelete: "set null" }),
    verifiedAt: stamp("verified_at"),
    uploadedAt: stamp("uploaded_at").notNull().defaultNow(),
  },
  (t) => [
    index("member_documents_member_idx").on(t.memberId, t.uploadedAt, t.id),
    index("member_documents_type_idx").on(t.documentTypeId),
    // Every member's documents together, newest first (the documents list without a member).
    index("member_documents_uploaded_idx").on(t.uploadedAt, t.id),
    // The review queue's documents: those still waiting, oldest upload first (docs/review.md, "Speed").
    index("member_documents_waiting_idx").on(t.uploadedAt, t.id).where(sql`not ${t.isVerified}`),
  ],
);

/** A proposal from one member (the sender) to another; the receiver accepts or rejects it, the sender may cancel it. */
export const proposals = pgTable(
  "proposals",
  {
    id: serial("id").primaryKey(),
    senderId: memberRef("sender_id"),
    receiverId: memberRef("receiver_id"),
    status: text("status").notNull().default("pending"),
    isCancelled: boolean("is_cancelled").notNull().default(false),
    createdAt: stamp("created_at").notNull().defaultNow(),
    respondedAt: stamp("responded_at"),
  },
  (t) => [
    index("proposals_sender_idx").on(t.senderId, t.createdAt, t.id),
    index("proposals_receiver_idx").on(t.receiverId, t.createdAt, t.id),
    // The reports' lists of proposals (docs/reports.md): sent in a range, newest first; answered in a
    // range. Both parties too, so ranking a range's senders or receivers reads the index alone.
    index("proposals_created_idx").on(t.createdAt, t.id, t.senderId, t.receiverId),
    index("proposals_answered_idx").on(t.status, t.respondedAt, t.id).where(sql`${t.status} <> 'pending'`),
    check("proposals_status_check", oneOf(t.status, PROPOSAL_STATUSES)),
  ],
);

/**
 * A member shortlists another. Each row has an id of its own, like every row the console lists (the
 * member view's Favourites tab reads one by it); the pair stays unique. The member's index carries the
 * id, so the tab's order (newest first, then id) is one index walk.
 */
export const favourites = pgTable(
  "favourites",
  {
    id: serial("id").primaryKey(),
    memberId: memberRef("member_id"),
    favouriteId: memberRef("favourite_id"),
    createdAt: stamp("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("favourites_member_favourite_key").on(t.memberId, t.favouriteId), index("favourites_member_created_idx").on(t.memberId, t.createdAt, t.id)],
);

/** A member hides another from themself; no staff involved. An id of its own and a unique pair, as favourites. */
export const memberBlocks = pgTable(
  "member_blocks",
  {
    id: serial("id").primaryKey(),
    memberId: memberRef("member_id"),
    blockedId: memberRef("blocked_id"),
    createdAt: stamp("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("member_blocks_member_blocked_key").on(t.memberId, t.blockedId), index("member_blocks_member_created_idx").on(t.memberId, t.createdAt, t.id)],
);

/** A member (the reporter) asks the service to block another (the reported); staff approve or reject. */
export const blockRequests = pgTable(
  "block_requests",
  {
    id: serial("id").primaryKey(),
    reporterId: memberRef("reporter_id"),
    reportedId: memberRef("reported_id"),
    reason: text("reason").notNull(),
    status: text("status").notNull().default("pending"),
    createdAt: stamp("created_at").notNull().defaultNow(),
    decidedAt: stamp("decided_at"),
    decidedBy: integer("decided_by").references(() => adminUsers.id, { onDelete: "set null" }),
  },
  (t) => [
    index("block_requests_status_created_idx").on(t.status, t.createdAt, t.id),
    index("block_requests_created_idx").on(t.createdAt, t.id),
    index("block_requests_reported_idx").on(t.reportedId, t.status),
    index("block_requests_reporter_idx").on(t.reporterId),
    check("block_requests_status_check", oneOf(t.status, REQUEST_STATUSES)),
  ],
);

export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    memberId: memberRef("member_id"),
    gatewayId: ref("gateway_id", "paymentGateway"),
    reference: text("reference"),
    orderId: text("order_id"),
    amount: numeric("amount", { precision: 12, scale: 2, mode: "number" }).notNull(),
    status: text("status").notNull(),
    createdAt: stamp("created_at").notNull().defaultNow(),
    // A Pending payment staff marked paid by hand (the money came another way): who, when and why.
    activatedBy: integer("activated_by").references(() => adminUsers.id, { onDelete: "set null" }),
    activatedAt: stamp("activated_at"),
    note: text("note"),
  },
  (t) => [
    index("payments_member_idx").on(t.memberId),
    index("payments_status_created_idx").on(t.status, t.createdAt),
    // A purchase's payment status read from the index alone: Customer Packages checks it for every
    // purchase it walks past, and the package-status rule for each of a member's other packages.
    index("payments_id_status_idx").on(t.id, t.status),
    check("payments_status_check", oneOf(t.status, PAYMENT_STATUSES)),
  ],
);

/** A package a member bought for a duration, with its payment. */
export const memberPackages = pgTable(
  "member_packages",
  {
    id: serial("id").primaryKey(),
    memberId: memberRef("member_id"),
    packageId: integer("package_id").notNull().references(refTo("premiumaccount"), { onDelete: "restrict" }),
    durationId: integer("duration_id").notNull().references(refTo("timeduration"), { onDelete: "restrict" }),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    netAmount: numeric("net_amount", { precision: 12, scale: 2, mode: "number" }).notNull(),
    couponId: ref("coupon_id", "coupon"),
    paymentId: integer("payment_id").references(() => payments.id, { onDelete: "set null" }),
    purchasedAt: stamp("purchased_at").notNull().defaultNow(),
  },
  // Customer Packages (docs/packages.md): newest purchases first, the current and upcoming ones by
  // their last day, a payment's purchase, and a member's own purchases for the package-status rule.
  // The two walked most also hold what the rule and the filters read, so that a walk past thousands of
  // purchases that do not match reads the index alone (an expired one is found past every current one).
  (t) => [
    index("member_packages_member_idx").on(t.memberId, t.purchasedAt, t.id, t.startDate, t.endDate, t.paymentId, t.packageId),
    index("member_packages_purchased_idx").on(t.purchasedAt, t.id, t.endDate, t.startDate, t.paymentId, t.packageId, t.memberId),
    index("member_packages_dates_idx").on(t.endDate, t.startDate),
    index("member_packages_package_idx").on(t.packageId),
    index("member_packages_payment_idx").on(t.paymentId),
  ],
);

/** A member signed in on a device; ending it signs the member out of the app there. */
export const memberSessions = pgTable(
  "member_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    memberId: memberRef("member_id"),
    device: text("device"),
    createdAt: stamp("created_at").notNull().defaultNow(),
    lastSeenAt: stamp("last_seen_at").notNull().defaultNow(),
    revokedAt: stamp("revoked_at"),
  },
  (t) => [index("member_sessions_open_idx").on(t.memberId).where(sql`${t.revokedAt} is null`)],
);

/** What the service tells a member in the app (a rejected photo); push delivery comes from the notification work. */
export const memberNotifications = pgTable(
  "member_notifications",
  {
    id: serial("id").primaryKey(),
    memberId: memberRef("member_id"),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** A push's picture, when the notification came from a send (docs/push.md). */
    image: text("image"),
    /** The push send that wrote it (push_sends); one row per member and send however many devices they have. */
    sendId: integer("send_id").references(() => pushSends.id, { onDelete: "set null" }),
    createdAt: stamp("created_at").notNull().defaultNow(),
    readAt: stamp("read_at"),
  },
  (t) => [
    index("member_notifications_member_idx").on(t.memberId, t.createdAt),
    uniqueIndex("member_notifications_send_member_key").on(t.sendId, t.memberId).where(sql`${t.sendId} is not null`),
  ],
);

/**
 * The service's switches and values ("approve profile photos"), by name. The Setting page edits them;
 * until then they keep their seeded values.
 */
export const systemFlags = pgTable("system_flags", {
  name: text("name").primaryKey(),
  label: text("label").notNull(),
  groupName: text("group_name").notNull(),
  valueType: text("value_type").notNull(),
  value: text("value").notNull(),
  updatedAt: stamp("updated_at").notNull().defaultNow(),
});

/**
 * Each member's name as the App Users search reads it ("first last"), with a trigram index: a search
 * inside names rechecks its matches in this narrow table rather than in the wide members rows, which
 * makes counting thousands of matches several times faster (docs/members.md, "App Users"). Triggers
 * on `members` keep it (backend/drizzle/0007_members.sql); no foreign key, so that a truncate of the
 * members (the generator's) empties it through its trigger instead of being refused.
 */
export const memberNames = pgTable(
  "member_names",
  {
    memberId: integer("member_id").primaryKey(),
    name: text("name").notNull(),
  },
  (t) => [index("member_names_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`)],
);

/**
 * How many members share each combination of the App Users filters, by month of registration: the
 * list's totals without counting a million rows (docs/members.md, "App Users"). Triggers on `members`
 * (migration 0007) append the changes of every statement to `member_tally_changes`, which never waits
 * on another writer; the api folds them into `member_tallies` from time to time. The count of a
 * filter is the sum of both. A missing religion, community or marital status is 0.
 */
const tallyColumns = () => ({
  /** The first day of the month of registration, in the service's time zone (lib/time-zone.ts). */
  month: date("month", { mode: "string" }).notNull(),
  gender: text("gender").notNull(),
  religionId: integer("religion_id").notNull(),
  communityId: integer("community_id").notNull(),
  maritalStatusId: integer("marital_status_id").notNull(),
  documentStatus: text("document_status").notNull(),
  photoPending: boolean("photo_pending").notNull(),
  isBlocked: boolean("is_blocked").notNull(),
  members: integer("members").notNull(),
});

export const memberTallies = pgTable("member_tallies", tallyColumns(), (t) => [
  unique("member_tallies_key").on(t.month, t.gender, t.religionId, t.communityId, t.maritalStatusId, t.documentStatus, t.photoPending, t.isBlocked),
]);

export const memberTallyChanges = pgTable("member_tally_changes", tallyColumns());

/**
 * The tallies summed by month for no filter (dimension "all") and for each filter alone ("gender" =
 * "Female", "religion" = "3"…): a list with one filter or none reads a few dozen rows, not every
 * combination. Kept by the fold, in the statement that moves the changes into `member_tallies`.
 */
export const memberTallyRollups = pgTable(
  "member_tally_rollups",
  {
    month: date("month", { mode: "string" }).notNull(),
    dimension: text("dimension").notNull(),
    value: text("value").notNull(),
    members: integer("members").notNull(),
  },
  (t) => [unique("member_tally_rollups_key").on(t.dimension, t.value, t.month)],
);
