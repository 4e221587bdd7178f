/**
 * Fraud signals (docs/signals.md) against a recomputation written the plain way: every member's phone
 * and email normalised in TypeScript and grouped, every pair of profile photos compared bit by bit,
 * every member's reporters of the last 30 days counted. On generated members (the generator's rebuild),
 * then after changing phones, emails, photos and reports one by one (the triggers), the stored signals,
 * the member view's lists and App Users' "Has signals" filter all equal it.
 */
import type { FastifyInstance } from "fastify";
import { eq, sql } from "drizzle-orm";
import { ACCOUNTS, buildTestApp, signIn } from "../../../test/app";
import { describeEachDatabase } from "../../../test/databases";
import { insertBlockRequest } from "../../../test/members";
import { resourceClient, type ResourceClient } from "../../../test/resources";
import { blockRequests, media, memberPhotos, members } from "../../db/schema";
import { hashDistance, photoHash } from "../../media/photo-hash";
import { hashNewPhotos } from "../../media/photo-hashes";
import { generateMembers } from "../../setup/members/generate";
import { avatar } from "../../setup/members/images";
import { signalsOf } from "./signals";

const GENERATED = 400;
/** Each check recomputes every signal from scratch: on a busy CI machine a test takes longer than the suite's 30 s. */
const SLOW = 120_000;

/** The phone as the signal compares it, written independently of the SQL: dial digits, then the national number. */
function phoneKey(dialCode: string, phone: string): string | undefined {
  const dial = dialCode.replace(/\D/g, "");
  let national = phone.replace(/\D/g, "").replace(/^0+/, "");
  if (national.length > 10 && national.startsWith(dial)) national = national.slice(dial.length);
  // Too short to be a number: shared with no one.
  return national.length < 6 ? undefined : `${dial} ${national}`;
}

function emailKey(email: string): string | undefined {
  const [local, domain = ""] = email.toLowerCase().split("@");
  const bare = local.replace(/\+.*$/, "");
  if (!bare || !domain) return undefined;
  return domain === "gmail.com" || domain === "googlemail.com" ? `${bare.replace(/\./g, "")}@gmail.com` : `${bare}@${domain}`;
}

type Expected = Map<number, { phone: number[]; email: number[]; photo: number[]; reporters: number[] }>;

async function recompute(db: import("../../db/client").Db): Promise<Expected> {
  const people = await db.select({ id: members.id, dialCode: members.dialCode, phone: members.phone, email: members.email, photoId: members.photoId }).from(members);
  const photos = await db.select({ id: memberPhotos.id, memberId: memberPhotos.memberId, mediaId: memberPhotos.mediaId, phash: memberPhotos.phash }).from(memberPhotos);
  const reports = await db
    .select({ reporter: blockRequests.reporterId, reported: blockRequests.reportedId })
    .from(blockRequests)
    .where(sql`${blockRequests.createdAt} > now() - interval '30 days'`);
  const photoById = new Map(photos.map((p) => [p.id, p]));
  const group = (key: (m: (typeof people)[number]) => string | undefined) => {
    const by = new Map<string, number[]>();
    for (const m of people) {
      const k = key(m);
      if (k !== undefined) by.set(k, [...(by.get(k) ?? []), m.id]);
    }
    return (m: (typeof people)[number]) => {
      const k = key(m);
      return k === undefined ? [] : (by.get(k) ?? []).filter((id) => id !== m.id);
    };
  };
  const samePhone = group((m) => phoneKey(m.dialCode, m.phone));
  const sameEmail = group((m) => emailKey(m.email));
  const profile = people.flatMap((m) => {
    const photo = m.photoId === null ? undefined : photoById.get(m.photoId);
    return photo && photo.memberId === m.id && photo.phash !== null ? [{ member: m.id, mediaId: photo.mediaId, phash: photo.phash }] : [];
  });
  const expected: Expected = new Map();
  for (const m of people) {
    const mine = profile.find((p) => p.member === m.id);
    const photo = mine ? profile.filter((p) => p.member !== m.id && p.mediaId !== mine.mediaId && hashDistance(p.phash, mine.phash) <= 6).map((p) => p.member) : [];
    const reporters = [...new Set(reports.filter((r) => r.reported === m.id).map((r) => r.reporter))];
    const signals = { phone: samePhone(m), email: sameEmail(m), photo, reporters: reporters.length >= 3 ? reporters : [] };
    if (signals.phone.length || signals.email.length || signals.photo.length || signals.reporters.length) expected.set(m.id, signals);
  }
  return expected;
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describeEachDatabase("fraud signals", (t) => {
  let app: FastifyInstance;
  let staff: ResourceClient;

  beforeAll(async () => {
    await generateMembers(t.database, { members: GENERATED, seed: 7 });
    app = await buildTestApp(t.db);
    staff = resourceClient(app, (await signIn(app, ACCOUNTS.staff)).SessionToken);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  /** member_signals, the member view's lists and the App Users filter, each against the recomputation. */
  async function expectSignalsRight() {
    const expected = await recompute(t.db);
    const stored = (await t.db.execute(
      sql`select member_id, phone, email, photo, coalesce(reported_until > now(), false) as reported from member_signals where phone or email or photo or reported_until > now() order by member_id`,
    )) as unknown as { rows: { member_id: number; phone: boolean; email: boolean; photo: boolean; reported: boolean }[] };
    // Each kind's flag as stored, not only the lists read live.
    expect(stored.rows.map((row) => [Number(row.member_id), row.phone, row.email, row.photo, row.reported])).toEqual(
      sorted([...expected.keys()]).map((id) => {
        const want = expected.get(id)!;
        return [id, want.phone.length > 0, want.email.length > 0, want.photo.length > 0, want.reporters.length > 0];
      }),
    );
    for (const [id, want] of expected) {
      const got = await signalsOf(t.db, id);
      expect({ id, phone: sorted(got.phone.map((m) => m.id)), email: sorted(got.email.map((m) => m.id)), photo: sorted(got.photo.map((m) => m.id)), reporters: sorted(got.reporters.map((m) => m.id)) }).toEqual({
        id,
        phone: sorted(want.phone).slice(0, 10),
        email: sorted(want.email).slice(0, 10),
        photo: sorted(want.photo).slice(0, 10),
        reporters: sorted(want.reporters).slice(0, 10),
      });
    }
    // The filter "Has signals", both ways; the flagged members fit one page of 100.
    const flagged = await staff.ok("appuser?hasSignals=true&pageSize=100");
    expect(flagged.totalRecords).toBe(expected.size);
    expect(sorted(flagged.recordList.map((row) => Number(row.id)))).toEqual(sorted([...expected.keys()]));
    const unflagged = await staff.ok("appuser?hasSignals=false&pageSize=10");
    expect(unflagged.totalRecords).toBe((await t.db.$count(members)) - expected.size);
    return expected;
  }

  it("on generated members, equal the plain recomputation, with every planted kind found", async () => {
    const expected = await expectSignalsRight();
    const kinds = [...expected.values()];
    for (const kind of ["phone", "email", "photo", "reporters"] as const) expect(kinds.some((signals) => signals[kind].length > 0)).toBe(true);
    // The stock pictures many members show are not one another's near-duplicates.
    expect(expected.size).toBeLessThan(GENERATED / 10);
  }, SLOW);

  it("follow phones and emails as they change", async () => {
    const [a, b] = await t.db.select().from(members).where(sql`${members.id} not in (select member_id from member_signals)`).orderBy(members.id).limit(2);
    // The same number written another way: a leading zero and spaces, the dial code repeated.
    await t.db.update(members).set({ phone: `0${b.phone.slice(0, 5)} ${b.phone.slice(5)}` }).where(eq(members.id, a.id));
    expect((await expectSignalsRight()).get(a.id)?.phone).toEqual([b.id]);
    await t.db.update(members).set({ phone: `91${b.phone}` }).where(eq(members.id, a.id));
    expect((await expectSignalsRight()).get(b.id)?.phone).toEqual([a.id]);
    await t.db.update(members).set({ phone: "7000000001" }).where(eq(members.id, a.id));
    expect((await expectSignalsRight()).has(b.id)).toBe(false);
    // Numbers too short to be anyone's are shared with no one.
    await t.db.update(members).set({ phone: "0" }).where(eq(members.id, a.id));
    await t.db.update(members).set({ phone: "" }).where(eq(members.id, b.id));
    expect((await expectSignalsRight()).has(a.id)).toBe(false);
    await t.db.update(members).set({ phone: "7000000002" }).where(eq(members.id, b.id));

    await t.db.update(members).set({ email: "Fraud.Ster+one@gmail.com" }).where(eq(members.id, a.id));
    await t.db.update(members).set({ email: "fraudster+two@googlemail.com" }).where(eq(members.id, b.id));
    expect((await expectSignalsRight()).get(a.id)?.email).toEqual([b.id]);
    await t.db.delete(members).where(eq(members.id, b.id));
    expect((await expectSignalsRight()).has(a.id)).toBe(false);
  }, SLOW);

  it("stay right when two writers give two members one number at once (PostgreSQL: PGlite has one connection)", async () => {
    if (t.label !== "PostgreSQL") return;
    const [a, b] = await t.db.select().from(members).where(sql`${members.id} not in (select member_id from member_signals)`).orderBy(members.id).offset(10).limit(2);
    let updated!: () => void;
    const firstUpdated = new Promise<void>((resolve) => (updated = resolve));
    let commit!: () => void;
    const mayCommit = new Promise<void>((resolve) => (commit = resolve));
    const first = t.db.transaction(async (tx) => {
      await tx.update(members).set({ phone: "7111111111" }).where(eq(members.id, a.id));
      updated();
      await mayCommit;
    });
    await firstUpdated;
    // The second writer cannot see the first's row until it commits: it waits for it, then sees it.
    const second = t.db.transaction(async (tx) => {
      await tx.update(members).set({ phone: "+91 71111 11111" }).where(eq(members.id, b.id));
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    commit();
    await Promise.all([first, second]);
    const expected = await expectSignalsRight();
    expect([expected.get(a.id)?.phone, expected.get(b.id)?.phone]).toEqual([[b.id], [a.id]]);
  }, SLOW);

  it("follow photos as they are uploaded, hashed, replaced and removed", async () => {
    const [a, b] = await t.db.select().from(members).where(sql`${members.id} not in (select member_id from member_signals) and ${members.photoId} is not null`).orderBy(members.id).limit(2);
    // One face in two uploads, the second touched up: two files, hashes a few bits apart.
    const upload = async (memberId: number, bytes: Buffer) => {
      const [file] = await t.db.insert(media).values({ contentType: "image/png", bytes, size: bytes.length, owner: `member:${memberId}` }).returning();
      const [photo] = await t.db.insert(memberPhotos).values({ memberId, mediaId: file.id }).returning();
      await t.db.update(members).set({ photoId: photo.id }).where(eq(members.id, memberId));
      return photo;
    };
    const original = avatar(3, true, 0x5a5a1234);
    const touched = avatar(3, true, 0x5a5a1234, true);
    expect(hashDistance((await photoHash(original))!, (await photoHash(touched))!)).toBeLessThanOrEqual(6);
    const first = await upload(a.id, original);
    await upload(b.id, touched);
    // Not hashed yet: no signal until the api has read the pictures.
    expect((await expectSignalsRight()).has(a.id)).toBe(false);
    expect(await hashNewPhotos(t.db)).toBeGreaterThanOrEqual(2);
    expect((await expectSignalsRight()).get(a.id)?.photo).toEqual([b.id]);
    // The same photo row given another file (a stock picture): the pair is gone, and back with the file.
    const [stockFile] = await t.db.select({ mediaId: memberPhotos.mediaId }).from(memberPhotos).where(eq(memberPhotos.id, a.photoId!));
    await t.db.update(memberPhotos).set({ mediaId: stockFile.mediaId, phash: sql`(select phash from member_photos where id = ${a.photoId})` }).where(eq(memberPhotos.id, first.id));
    expect((await expectSignalsRight()).has(b.id)).toBe(false);
    await t.db.update(memberPhotos).set({ mediaId: first.mediaId, phash: first.phash === null ? sql`null` : first.phash }).where(eq(memberPhotos.id, first.id));
    await t.db.update(memberPhotos).set({ phash: null, hashedAt: null }).where(eq(memberPhotos.id, first.id));
    expect(await hashNewPhotos(t.db)).toBe(1);
    expect((await expectSignalsRight()).get(a.id)?.photo).toEqual([b.id]);
    // Back to the old photo: the pair is gone.
    await t.db.update(members).set({ photoId: a.photoId }).where(eq(members.id, a.id));
    expect((await expectSignalsRight()).has(b.id)).toBe(false);
    await t.db.update(members).set({ photoId: first.id }).where(eq(members.id, a.id));
    expect((await expectSignalsRight()).get(b.id)?.photo).toEqual([a.id]);
    // The photo removed (as Reject photo does).
    await t.db.update(members).set({ photoId: null, photoStatus: "none" }).where(eq(members.id, a.id));
    await t.db.delete(memberPhotos).where(eq(memberPhotos.id, first.id));
    expect((await expectSignalsRight()).has(b.id)).toBe(false);
  }, SLOW);

  it("follow reports: three reporters in 30 days make the signal, an older or withdrawn one does not", async () => {
    // Members with no signal and no report yet, so that only these reports can make one.
    const [target, ...others] = await t.db
      .select()
      .from(members)
      .where(sql`${members.id} not in (select reported_id from block_requests) and ${members.id} not in (select member_id from member_signals)`)
      .orderBy(members.id)
      .limit(5);
    const report = (reporterId: number, daysAgo: number) =>
      insertBlockRequest(t.db, { reporterId, reportedId: target.id, reason: "Fake profile", createdAt: new Date(Date.now() - daysAgo * 86_400_000) });
    await report(others[0].id, 1);
    await report(others[0].id, 2);
    await report(others[1].id, 3);
    expect((await expectSignalsRight()).has(target.id)).toBe(false);
    await report(others[2].id, 40);
    expect((await expectSignalsRight()).has(target.id)).toBe(false);
    const third = await report(others[3].id, 29);
    expect(sorted((await expectSignalsRight()).get(target.id)?.reporters ?? [])).toEqual(sorted([others[0].id, others[1].id, others[3].id]));
    // A report dated back past 30 days stops counting, and counts again when dated within them.
    await t.db.update(blockRequests).set({ createdAt: new Date(Date.now() - 31 * 86_400_000) }).where(eq(blockRequests.id, third.id));
    expect((await expectSignalsRight()).has(target.id)).toBe(false);
    await t.db.update(blockRequests).set({ createdAt: new Date(Date.now() - 86_400_000) }).where(eq(blockRequests.id, third.id));
    expect((await expectSignalsRight()).has(target.id)).toBe(true);
    await t.db.delete(blockRequests).where(eq(blockRequests.id, third.id));
    expect((await expectSignalsRight()).has(target.id)).toBe(false);
  }, SLOW);
});
