/**
 * The member generator on each database: the same seed makes the same rows, the rows keep the
 * product's rules (docs/members.md, "Generated members"), the scenario members are as stated, and the
 * schema after a load is the migrations' own.
 */
import { sql, type SQL } from "drizzle-orm";
import { packagePrice } from "@/lib/resources/premiumaccount";
import { describeEachDatabase, type TestDatabase } from "../../../test/databases";
import type { Db } from "../../db/client";
import { members, proposals } from "../../db/schema";
import { imageTypeOf } from "../../media/images";
import { seedReferenceData } from "../../engine/seed";
import { generateMembers, MembersExistError } from "./generate";
import { DERIVED_TABLES, MEMBER_TABLES } from "./plan";
import { ARJUN, DIVYA, ISHITA, KARAN, KAVYA, PRIYA, RAHUL, SCENARIO_MEMBERS, SNEHA } from "./scenarios";

const N = 300;
/** Pairs of each kind of fraud the generator plants at N (signals.ts: at least two). */
const PLANTED = 2;
const SEED = 7;
const AS_OF = new Date("2026-06-15T12:00:00Z");

async function rows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
const one = async <T = Record<string, unknown>>(db: Db, query: SQL) => (await rows<T>(db, query))[0];
const count = async (db: Db, query: SQL) => Number((await one<{ n: number }>(db, sql`select (${query})::int as n`)).n);

/** Every member table's rows, as one digest. */
async function checksum(db: Db): Promise<string> {
  const parts: string[] = [];
  for (const table of MEMBER_TABLES) {
    const t = sql.identifier(table);
    const row = await one<{ digest: string | null }>(db, sql`select md5(string_agg(x::text, '|' order by x::text)) as digest from ${t} x`);
    parts.push(`${table}:${row.digest}`);
  }
  return parts.join(",");
}

/** The member tables' (and their derived tables') indexes and constraints, as the catalog defines them. */
async function schemaOf(db: Db): Promise<string[]> {
  const names = sql.join([...MEMBER_TABLES, ...DERIVED_TABLES].map((table) => sql`${table}`), sql`, `);
  const indexes = await rows<{ d: string }>(db, sql`select indexdef as d from pg_indexes where schemaname = current_schema() and tablename in (${names}) order by indexname`);
  const constraints = await rows<{ d: string }>(
    db,
    sql`select c.conname || ' ' || pg_get_constraintdef(c.oid) || ' ' || c.convalidated as d from pg_constraint c join pg_class t on t.oid = c.conrelid
        where t.relname in (${names}) order by c.conname`,
  );
  return [...indexes, ...constraints].map((r) => r.d);
}

describeEachDatabase("the member generator", (t: TestDatabase) => {
  let schemaBefore: string[];
  let firstDigest: string;

  beforeAll(async () => {
    await seedReferenceData(t.db);
    schemaBefore = await schemaOf(t.db);
    await generateMembers(t.database, { members: N, seed: SEED, asOf: AS_OF });
    firstDigest = await checksum(t.db);
  }, 60_000);

  it("leaves the schema exactly as the migrations made it", async () => {
    expect(await schemaOf(t.db)).toEqual(schemaBefore);
  });

  it("writes only references to rows that exist (the load skips the foreign keys' per-row checks)", async () => {
    const names = sql.join(MEMBER_TABLES.map((table) => sql`${table}`), sql`, `);
    const keys = await rows<{ child: string; col: string; parent: string; ref: string }>(
      t.db,
      sql`select t.relname as child, a.attname as col, rt.relname as parent, ra.attname as ref
          from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_class rt on rt.oid = c.confrelid
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
          join pg_attribute ra on ra.attrelid = c.confrelid and ra.attnum = c.confkey[1]
          where c.contype = 'f' and t.relname in (${names})`,
    );
    expect(keys.length).toBeGreaterThan(40);
    for (const key of keys) {
      const [child, col, parent, ref] = [key.child, key.col, key.parent, key.ref].map((name) => sql.identifier(name));
      const orphans = await count(t.db, sql`select count(*) from ${child} c where c.${col} is not null and not exists (select 1 from ${parent} p where p.${ref} = c.${col})`);
      expect({ key: `${key.child}.${key.col}`, orphans }).toEqual({ key: `${key.child}.${key.col}`, orphans: 0 });
    }
  });

  it("refuses a database that has members, and changes nothing", async () => {
    await expect(generateMembers(t.database, { members: N, seed: SEED, asOf: AS_OF })).rejects.toBeInstanceOf(MembersExistError);
    expect(await checksum(t.db)).toBe(firstDigest);
  });

  it("makes the same rows from the same seed, also when the foreign keys go and come back", async () => {
    // The way of a user who may not skip foreign key checks: dropped for the load, added back checked.
    await generateMembers(t.database, { members: N, seed: SEED, asOf: AS_OF, replace: true, skipForeignKeyChecks: false });
    expect(await checksum(t.db)).toBe(firstDigest);
    expect(await schemaOf(t.db)).toEqual(schemaBefore);
    // Every table but the notifications (never generated) has rows in the digest.
    expect(firstDigest.split(",").filter((part) => part.endsWith(":null"))).toEqual(["member_notifications:null"]);
  }, 60_000);

  it("makes members and their activity in the stated proportions", async () => {
    const db = t.db;
    expect(await count(db, sql`select count(*) from members`)).toBe(N);
    // The members' derived rows follow the load through their triggers (enabled "always").
    expect(await count(db, sql`select count(*) from member_names`)).toBe(N);
    expect(await count(db, sql`select coalesce(sum(members), 0) from (select members from member_tallies union all select members from member_tally_changes) t`)).toBe(N);
    const per = async (table: string) => (await count(db, sql`select count(*) from ${sql.identifier(table)}`)) / N;
    expect(await per("proposals")).toBeGreaterThan(7);
    expect(await per("proposals")).toBeLessThan(13);
    expect(await per("favourites")).toBeGreaterThan(1.3);
    expect(await per("favourites")).toBeLessThan(2.7);
    expect(await per("member_preferences")).toBe(1);
    expect(await per("member_astrology")).toBeGreaterThan(0.45);
    expect(await per("member_astrology")).toBeLessThan(0.75);
    expect(await per("member_sessions")).toBeGreaterThan(0.25);
    expect(await per("member_sessions")).toBeLessThan(0.5);
    // About 60% have a device, a quarter of those two (0.75 devices a member); most allow pushes.
    expect(await per("member_devices")).toBeGreaterThan(0.6);
    expect(await per("member_devices")).toBeLessThan(0.9);
    const devices = await one<{ members: number; allowed: number; platforms: number }>(
      db,
      sql`select count(distinct member_id)::float / ${N} as members, avg(push_allowed::int)::float as allowed, count(distinct platform)::int as platforms from member_devices`,
    );
    expect(devices.members).toBeGreaterThan(0.45);
    expect(devices.members).toBeLessThan(0.75);
    expect(devices.allowed).toBeGreaterThan(0.75);
    expect(devices.platforms).toBe(3);
    expect(await count(db, sql`select count(*) from (select member_id from member_devices group by member_id having count(*) > 2) t`)).toBe(0);
    expect(await per("member_packages")).toBeGreaterThan(0.1);
    expect(await per("member_packages")).toBeLessThan(0.3);
    expect(await count(db, sql`select count(*) from block_requests`)).toBeGreaterThanOrEqual(2);
    const women = await count(db, sql`select count(*) from members where gender = 'Female'`);
    expect(women / N).toBeGreaterThan(0.4);
    expect(women / N).toBeLessThan(0.6);
    const pendingShare = await one<{ share: number }>(db, sql`select avg((status = 'pending' and not is_cancelled)::int)::float as share from proposals`);
    expect(pendingShare.share).toBeGreaterThan(0.5);
  });

  it("writes members that are valid people: unique codes, emails and numbers (but the planted shared ones); ages 21 to 45", async () => {
    const db = t.db;
    const stats = await one<Record<string, number>>(
      db,
      sql`select count(distinct member_code)::int as codes, count(distinct lower(email))::int as emails, count(distinct phone)::int as phones,
                 count(*) filter (where phone !~ '^[6-9][0-9]{9}$')::int as bad_phones, count(*) filter (where email <> lower(email))::int as upper_emails,
                 count(*) filter (where member_code !~ '^SM[0-9]{7}$')::int as bad_codes,
                 min(date_part('year', age(${AS_OF.toISOString().slice(0, 10)}::date, birth_date)))::int as youngest,
                 max(date_part('year', age(${AS_OF.toISOString().slice(0, 10)}::date, birth_date)))::int as oldest,
                 count(*) filter (where registered_at >= ${AS_OF.toISOString().slice(0, 10)}::date)::int as future
          from members`,
    );
    // Each planted pair shares one number (signals.ts); their emails differ as written, one inbox as Gmail reads them.
    expect(stats).toMatchObject({ codes: N, emails: N, phones: N - PLANTED, bad_phones: 0, upper_emails: 0, bad_codes: 0, future: 0 });
    expect(stats.youngest).toBeGreaterThanOrEqual(21);
    expect(stats.oldest).toBeLessThanOrEqual(45);
  });

  it("keeps the summaries in step with the rows: documents, profile photo, blocks", async () => {
    const db = t.db;
    const documentsOff = await count(
      db,
      sql`select count(*) from members m left join lateral (select count(*) as n, bool_and(is_verified) as all_verified from member_documents d where d.member_id = m.id) d on true
          where m.document_status <> case when d.n = 0 then 'none' when d.all_verified then 'verified' else 'pending' end`,
    );
    expect(documentsOff).toBe(0);
    expect(await count(db, sql`select count(*) from members m where m.photo_id is not null and not exists (select 1 from member_photos p where p.id = m.photo_id and p.member_id = m.id)`)).toBe(0);
    expect(await count(db, sql`select count(*) from members where (photo_id is null) <> (photo_status = 'none')`)).toBe(0);
    const pendingPhotos = await count(db, sql`select count(*) from members where photo_status = 'pending'`);
    expect(pendingPhotos).toBeGreaterThan(0);
    expect(pendingPhotos / N).toBeLessThan(0.12);
    expect(await count(db, sql`select count(*) from members where is_blocked <> (blocked_at is not null)`)).toBe(0);
    expect(await count(db, sql`select count(*) from members m where m.is_blocked and not exists (select 1 from block_requests r where r.reported_id = m.id and r.status = 'approved')`)).toBe(0);
    expect(await count(db, sql`select count(*) from block_requests r join members m on m.id = r.reported_id where r.status = 'approved' and not m.is_blocked`)).toBe(0);
    expect(await count(db, sql`select count(*) from block_requests where (status = 'pending') <> (decided_at is null)`)).toBe(0);
    expect(await count(db, sql`select count(*) from member_sessions s join members m on m.id = s.member_id where m.is_blocked or s.revoked_at is not null`)).toBe(0);
  });

  it("keeps master data consistent: a community of the member's religion, an address's places one inside the other", async () => {
    const db = t.db;
    expect(await count(db, sql`select count(*) from members m join communities c on c.id = m.community_id where c.religion_id <> m.religion_id`)).toBe(0);
    expect(await count(db, sql`select count(*) from members m join sub_communities s on s.id = m.sub_community_id where s.community_id <> m.community_id`)).toBe(0);
    expect(await count(db, sql`select count(*) from members where religion_id is null`)).toBe(0);
    expect(
      await count(
        db,
        sql`select count(*) from member_addresses a join cities c on c.id = a.city_id join districts d on d.id = c.district_id join states s on s.id = d.state_id
            where a.district_id <> d.id or a.state_id <> s.id or a.country_id <> s.country_id or a.pincode <> c.pincode`,
      ),
    ).toBe(0);
    expect(await count(db, sql`select count(*) from member_addresses where kind = 'permanent'`)).toBe(N);
  });

  it("makes proposals between two people who had both registered, mostly of opposite genders, answered only when accepted or rejected", async () => {
    const db = t.db;
    expect(await count(db, sql`select count(*) from proposals where sender_id = receiver_id`)).toBe(0);
    const opposite = await one<{ share: number }>(
      db,
      sql`select avg((s.gender <> r.gender)::int)::float as share from proposals p join members s on s.id = p.sender_id join members r on r.id = p.receiver_id`,
    );
    expect(opposite.share).toBeGreaterThan(0.9);
    expect(await count(db, sql`select count(*) from proposals where (responded_at is not null) <> (status in ('accepted', 'rejected'))`)).toBe(0);
    expect(await count(db, sql`select count(*) from proposals where is_cancelled and status <> 'pending'`)).toBe(0);
    expect(
      await count(
        db,
        sql`select count(*) from proposals p join members s on s.id = p.sender_id join members r on r.id = p.receiver_id
            where p.created_at < s.registered_at or p.created_at < r.registered_at or p.responded_at < p.created_at`,
      ),
    ).toBe(0);
  });

  it("charges the seeded price for a package's duration, less any coupon, and pays it in one payment", async () => {
    const db = t.db;
    const bought = await rows<{ base: number; months: number; discount: number; net: number; amount: number; coupon: number | null; start: string; end: string }>(
      db,
      sql`select k.base_amount::float as base, d.months, pd.discount::float as discount, mp.net_amount::float as net, p.amount::float as amount,
                 mp.coupon_id as coupon, mp.start_date::text as start, mp.end_date::text as end
          from member_packages mp join payments p on p.id = mp.payment_id join packages k on k.id = mp.package_id join time_durations d on d.id = mp.duration_id
          join packages_durations pd on pd.parent_id = k.id and pd.duration_id = d.id`,
    );
    expect(bought.length).toBe(await count(db, sql`select count(*) from member_packages`));
    for (const b of bought) {
      expect(b.amount).toBe(b.net);
      if (b.coupon === null) expect(b.net).toBe(packagePrice(b.base, b.months, b.discount));
      else expect(b.net).toBeLessThan(packagePrice(b.base, b.months, b.discount));
      expect(b.end > b.start).toBe(true);
    }
    expect(await count(db, sql`select count(*) from payments where gateway_id is null`)).toBe(0);
  });

  it("stores a small shared set of generated PNGs that photos and documents point at, each hashed", async () => {
    const db = t.db;
    const images = await rows<{ bytes: Buffer | Uint8Array; size: number; content_type: string }>(db, sql`select bytes, size, content_type from media where owner = 'generator'`);
    // 24 figures, 8 document scans, and a picture with its touched-up copy per planted photo pair.
    expect(images.length).toBe(32 + 2 * PLANTED);
    for (const image of images) {
      expect(image.content_type).toBe("image/png");
      expect(imageTypeOf(Buffer.from(image.bytes))).toBe("image/png");
      expect(image.size).toBeLessThan(1000);
    }
    expect(await count(db, sql`select count(*) from member_photos p join media m on m.id = p.media_id where m.owner <> 'generator'`)).toBe(0);
    expect(await count(db, sql`select count(*) from member_photos where phash is null or hashed_at is null`)).toBe(0);
  });

  it("puts the scenario members first, as stated", async () => {
    const db = t.db;
    const found = await rows<{ id: number; first_name: string; last_name: string; email: string; phone: string; member_code: string; gender: string }>(
      db,
      sql`select id, first_name, last_name, email, phone, member_code, gender from members where id <= ${SCENARIO_MEMBERS.length} order by id`,
    );
    expect(found).toEqual(
      SCENARIO_MEMBERS.map((m) => ({ id: m.id, first_name: m.firstName, last_name: m.lastName, email: m.email, phone: m.phone, member_code: m.memberCode, gender: m.gender })),
    );
    const status = async (id: number) => one<{ document_status: string; photo_status: string; is_blocked: boolean; docs: number; unverified: number }>(
      db,
      sql`select document_status, photo_status, is_blocked, (select count(*)::int from member_documents where member_id = m.id) as docs,
                 (select count(*)::int from member_documents where member_id = m.id and not is_verified) as unverified from members m where id = ${id}`,
    );
    expect(await status(PRIYA.id)).toEqual({ document_status: "pending", photo_status: "pending", is_blocked: false, docs: 2, unverified: 2 });
    expect(await status(ARJUN.id)).toEqual({ document_status: "verified", photo_status: "approved", is_blocked: false, docs: 2, unverified: 0 });
    expect(await status(KARAN.id)).toMatchObject({ document_status: "none", docs: 0 });
    expect(await status(SNEHA.id)).toMatchObject({ is_blocked: true });
    expect(await status(KAVYA.id)).toMatchObject({ document_status: "pending", docs: 2, unverified: 1 });
    for (const m of [RAHUL, DIVYA, ISHITA]) expect((await status(m.id)).document_status).toBe(m.documentStatus);

    const arjun = await one<Record<string, number>>(
      db,
      sql`select (select count(*)::int from proposals where sender_id = ${ARJUN.id}) as sent, (select count(*)::int from proposals where receiver_id = ${ARJUN.id}) as received,
                 (select count(*)::int from favourites where member_id = ${ARJUN.id}) as favourites, (select count(*)::int from member_blocks where member_id = ${ARJUN.id}) as blocks,
                 (select count(*)::int from member_packages mp join payments p on p.id = mp.payment_id where mp.member_id = ${ARJUN.id} and p.status = 'Success') as packages`,
    );
    expect(arjun).toEqual({ sent: 3, received: 2, favourites: 2, blocks: 1, packages: 1 });

    const requests = await rows<{ reporter_id: number; reported_id: number; reason: string; status: string; decided: boolean }>(
      db,
      sql`select reporter_id, reported_id, reason, status, decided_at is not null as decided from block_requests where reporter_id <= ${SCENARIO_MEMBERS.length} order by id`,
    );
    expect(requests).toEqual([
      { reporter_id: PRIYA.id, reported_id: RAHUL.id, reason: "Asked for money", status: "pending", decided: false },
      { reporter_id: ARJUN.id, reported_id: SNEHA.id, reason: "Misleading photos", status: "approved", decided: true },
    ]);
    // Generated members never touch the scenario members.
    expect(await count(db, sql`select count(*) from proposals where (sender_id <= 8) <> (receiver_id <= 8)`)).toBe(0);
  });

  it("moves every sequence past the ids it wrote: the app's next rows get new ids", async () => {
    const [member] = await t.db
      .insert(members)
      .values({ memberCode: "SM9999999", firstName: "New", lastName: "Member", email: "new.member@example.com", phone: "9999999999", gender: "Female", birthDate: "1999-01-01" })
      .returning({ id: members.id });
    expect(member.id).toBe(N + 1);
    const [proposal] = await t.db.insert(proposals).values({ senderId: member.id, receiverId: ARJUN.id }).returning({ id: proposals.id });
    expect(proposal.id).toBe((await count(t.db, sql`select count(*) from proposals`)));
  });
});
