/**
 * The member view's api: the profile in sections with every reference named and the tabs' counts; each
 * tab a list of this member's rows only, paged and sorted by the api; a list without its member refused;
 * History from the audit entries filed under the member; App Users' permission on every route.
 */
import type { FastifyInstance } from "fastify";
import { asc, eq } from "drizzle-orm";
import { displayUnit, withUnit } from "@/lib/engine/format";
import { requireResource } from "@/lib/resources/index";
import type { MemberProfile } from "@/lib/resources/members/profile";
import { ACCOUNTS, buildTestApp, signIn } from "../../../test/app";
import { describeEachDatabase } from "../../../test/databases";
import {
  insertDocument,
  insertFavourite,
  insertMember,
  insertMemberBlock,
  insertProfilePhoto,
  insertProposal,
  insertPurchase,
  refId,
} from "../../../test/members";
import { MAX_ID, resourceClient, type ResourceClient, type Row } from "../../../test/resources";
import type { Db } from "../../db/client";
import { adminUsers, auditLog, memberAddresses, memberAstrology, memberFamily, memberPreferences, payments, proposals } from "../../db/schema";
import { seedReferenceData } from "../../engine/seed";
import { tablesOf } from "../../engine/tables";

/** The first seeded row of a master-data resource, and its name as the profile shows it. */
async function firstOf(db: Db, key: string): Promise<{ id: number; name: string }> {
  const resource = requireResource(key);
  const { main } = tablesOf(key);
  const [row] = await db.select({ id: main.id, name: main[resource.display] }).from(main).orderBy(asc(main.id)).limit(1);
  return { id: row.id as number, name: withUnit(row.name, displayUnit(resource)) };
}

const day = (iso: string) => new Date(`${iso}T10:00:00Z`);

describeEachDatabase("Member view", (t) => {
  let app: FastifyInstance;
  let admin: ResourceClient;
  let staff: ResourceClient;
  let demo: ResourceClient;
  let outsider: ResourceClient;
  const ids: Record<string, number> = {};
  const names: Record<string, string> = {};
  let refs: Record<string, { id: number; name: string }>;
  let proposalIds: Record<string, number>;
  let adminName: string;

  beforeAll(async () => {
    const db = t.db;
    await seedReferenceData(db);
    app = await buildTestApp(db);
    const [a, s, d, o] = await Promise.all([signIn(app, ACCOUNTS.admin), signIn(app, ACCOUNTS.staff), signIn(app, ACCOUNTS.demo), signIn(app, ACCOUNTS.content)]);
    [admin, staff, demo, outsider] = [a, s, d, o].map((record) => resourceClient(app, record.SessionToken));
    adminName = `${a.firstName} ${a.lastName}`;

    refs = {};
    for (const key of ["profile-for", "religion", "community", "subcommunity", "maritalstatus", "occupation", "education", "employment", "income", "height", "weight", "diet", "country", "state", "district", "city"]) {
      refs[key] = await firstOf(db, key);
    }
    const priya = await insertMember(db, {
      firstName: "Priya",
      middleName: "K",
      lastName: "Nair",
      dialCode: "+91",
      phone: "9800000001",
      birthDate: "1994-02-28",
      profileForId: refs["profile-for"].id,
      religionId: refs.religion.id,
      communityId: refs.community.id,
      subCommunityId: refs.subcommunity.id,
      maritalStatusId: refs.maritalstatus.id,
      occupationId: refs.occupation.id,
      educationId: refs.education.id,
      employmentId: refs.employment.id,
      incomeId: refs.income.id,
      heightId: refs.height.id,
      weightId: refs.weight.id,
      dietId: refs.diet.id,
      motherTongue: "Malayalam",
      aboutMe: "Teacher in Kochi.",
      isBlocked: true,
      blockedAt: day("2025-03-01"),
    });
    ids.priya = priya.id;
    // Her middle name is a personal detail, not part of her name (docs/members.md, "A member's name").
    names.priya = "Priya Nair";
    for (const [key, firstName] of [["arjun", "Arjun"], ["bala", "Bala"], ["chetan", "Chetan"]] as const) {
      const member = await insertMember(db, { firstName, lastName: "Rao", gender: "Male" });
      ids[key] = member.id;
      names[key] = `${firstName} Rao`;
    }

    const { id: locality } = refs.city;
    await db.insert(memberAddresses).values([
      { memberId: ids.priya, kind: "current", line1: "12 MG Road", cityId: locality, countryId: refs.country.id },
      { memberId: ids.priya, kind: "permanent", line1: "Ambady House", pincode: "682001", countryId: refs.country.id, stateId: refs.state.id, districtId: refs.district.id, cityId: refs.city.id },
    ]);
    await db.insert(memberFamily).values([
      { memberId: ids.priya, name: "Kumar Nair", relation: "Father", educationId: refs.education.id, occupationId: refs.occupation.id },
      { memberId: ids.priya, name: "Anu Nair", relation: "Sister", subType: "Younger", isAlive: true },
    ]);
    await db.insert(memberAstrology).values({ memberId: ids.priya, horoscopeBelief: true, birthCountryId: refs.country.id, birthCityId: refs.city.id, zodiacSign: "Leo", timeOfBirth: "06:30:00", manglik: "No" });
    const secondReligion = await refId(db, "religion", "Christian");
    await db.insert(memberPreferences).values({
      memberId: ids.priya,
      ageFrom: 28,
      ageTo: 34,
      heightFromId: refs.height.id,
      religionIds: [secondReligion, refs.religion.id],
      dietIds: [],
      acceptsDivorced: false,
    });
    const { photo } = await insertProfilePhoto(db, ids.priya, "pending");
    ids.photo = photo.id;
    const documentType = await firstOf(db, "document-type");
    await insertDocument(db, ids.priya, documentType.id);
    await insertDocument(db, ids.priya, documentType.id, true);

    const proposal = (senderId: number, receiverId: number, createdAt: string, extra: { status?: "pending" | "accepted" | "rejected"; isCancelled?: boolean } = {}) =>
      insertProposal(db, { senderId, receiverId, createdAt: day(createdAt), ...extra, respondedAt: extra.status && extra.status !== "pending" ? day(createdAt) : null });
    proposalIds = {
      toArjun: (await proposal(ids.priya, ids.arjun, "2025-01-10")).id,
      toBala: (await proposal(ids.priya, ids.bala, "2025-01-20", { status: "accepted" })).id,
      toChetan: (await proposal(ids.priya, ids.chetan, "2025-01-30", { isCancelled: true })).id,
      fromArjun: (await proposal(ids.arjun, ids.priya, "2025-02-01", { status: "rejected" })).id,
      fromBala: (await proposal(ids.bala, ids.priya, "2025-02-05")).id,
      others: (await proposal(ids.arjun, ids.bala, "2025-02-07")).id,
    };

    ids.favArjun = (await insertFavourite(db, { memberId: ids.priya, favouriteId: ids.arjun, createdAt: day("2025-01-05") })).id;
    ids.favBala = (await insertFavourite(db, { memberId: ids.priya, favouriteId: ids.bala, createdAt: day("2025-01-06") })).id;
    await insertFavourite(db, { memberId: ids.arjun, favouriteId: ids.priya });
    ids.blockChetan = (await insertMemberBlock(db, { memberId: ids.priya, blockedId: ids.chetan, createdAt: day("2025-01-07") })).id;
    await insertMemberBlock(db, { memberId: ids.bala, blockedId: ids.priya });

    const [gold, silver] = [await refId(db, "premiumaccount", "Gold"), await refId(db, "premiumaccount", "Silver")];
    const { main: durations } = tablesOf("timeduration");
    const months = async (n: number) => ((await db.select({ id: durations.id }).from(durations).where(eq(durations.months, n)))[0].id as number);
    const goldBuy = await insertPurchase(db, { memberId: ids.priya, packageId: gold, durationId: await months(6), startDate: "2025-01-01", endDate: "2025-06-30", netAmount: 4315.2 });
    await db.update(payments).set({ gatewayId: await refId(db, "paymentGateway", "Razorpay"), reference: "pay_gold_1" }).where(eq(payments.id, goldBuy.payment.id));
    ids.gold = goldBuy.purchase.id;
    ids.silver = (await insertPurchase(db, { memberId: ids.priya, packageId: silver, durationId: await months(3), startDate: "2025-07-01", endDate: "2025-09-30", netAmount: 1347.3, status: "Pending" })).purchase.id;
    await insertPurchase(db, { memberId: ids.arjun, packageId: silver, durationId: await months(1), startDate: "2025-01-01", endDate: "2025-01-31", netAmount: 499 });

    // Audit entries as the moderation actions file them (backend/src/audit.ts): the member, the page, before and after.
    const [{ id: adminId }] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, ACCOUNTS.admin.email));
    const entry = (memberId: number, action: string, createdAt: string, before: unknown, after: unknown, by: number | null = adminId) =>
      ({ adminId: by, action, memberId, page: "App Users", target: `appuser:${memberId}`, before, after, createdAt: new Date(createdAt) });
    await db.insert(auditLog).values([
      entry(ids.priya, "appuser.verifyDocuments", "2025-03-02T09:00:00Z", { documentStatus: "Verify Doc", isBlocked: true }, { documentStatus: "Verified", isBlocked: true }),
      entry(ids.priya, "appuser.unblock", "2025-03-03T09:00:00Z", { isBlocked: true, documentStatus: "Verified" }, { isBlocked: false, documentStatus: "Verified" }, null),
      entry(ids.priya, "appuser.somethingNew", "2025-03-04T09:00:00Z", null, null),
      entry(ids.arjun, "appuser.approvePhoto", "2025-03-05T09:00:00Z", { photoStatus: "pending" }, { photoStatus: "approved" }),
    ]);
  });
  afterAll(async () => {
    await app?.close();
  });

  const list = async (client: ResourceClient, url: string) => {
    const body = await client.ok(url);
    return { rows: body.recordList, total: body.totalRecords };
  };
  const column = (rows: Row[], key: string) => rows.map((row) => row[key]);

  describe("the profile", () => {
    let profile: MemberProfile;
    beforeAll(async () => {
      profile = (await admin.ok(`appuser/${ids.priya}/profile`)).recordList[0] as unknown as MemberProfile;
    });

    it("tells the account", () => {
      expect(profile.id).toBe(ids.priya);
      expect(profile.account).toMatchObject({ name: names.priya, contact: "+91 9800000001", gender: "Female", birthDate: "1994-02-28", status: "Blocked", photoStatus: "Awaiting approval", documentStatus: "Verify Doc" });
      expect(profile.account.memberCode).toMatch(/^ST\d+$/);
      expect(profile.account.blockedAt).toBe("2025-03-01T10:00:00.000Z");
      expect(profile.account.age).toBeGreaterThanOrEqual(31);
    });

    it("names every master-data reference of the personal details", () => {
      const expected = {
        profileFor: refs["profile-for"].name,
        religion: refs.religion.name,
        community: refs.community.name,
        subCommunity: refs.subcommunity.name,
        maritalStatus: refs.maritalstatus.name,
        occupation: refs.occupation.name,
        education: refs.education.name,
        employment: refs.employment.name,
        income: refs.income.name,
        height: refs.height.name,
        weight: refs.weight.name,
        diet: refs.diet.name,
      };
      expect(profile.personal).toMatchObject({ ...expected, middleName: "K", motherTongue: "Malayalam", aboutMe: "Teacher in Kochi.", complexion: null });
      expect(refs.height.name).toMatch(/ cm$/);
    });

    it("lists addresses (permanent first), family, astrology and preferences by name", () => {
      expect(profile.addresses.map((a) => a.kind)).toEqual(["permanent", "current"]);
      expect(profile.addresses[0]).toMatchObject({ line1: "Ambady House", pincode: "682001", country: refs.country.name, state: refs.state.name, district: refs.district.name, city: refs.city.name });
      expect(profile.addresses[1]).toMatchObject({ state: null, city: refs.city.name });
      expect(profile.family).toEqual([
        expect.objectContaining({ name: "Kumar Nair", relation: "Father", education: refs.education.name, occupation: refs.occupation.name, isAlive: true }),
        expect.objectContaining({ name: "Anu Nair", relation: "Sister", subType: "Younger", education: null }),
      ]);
      expect(profile.astrology).toEqual({ horoscopeBelief: true, birthCountry: refs.country.name, birthCity: refs.city.name, zodiacSign: "Leo", timeOfBirth: "06:30:00", manglik: "No" });
      expect(profile.preferences).toMatchObject({ ageFrom: 28, ageTo: 34, heightFrom: refs.height.name, heightTo: null, diets: [], states: [], acceptsDivorced: false });
      expect(profile.preferences!.religions).toEqual(["Christian", refs.religion.name].sort((x, y) => x.localeCompare(y)));
    });

    it("lists the photos, marking the profile photo, and counts each tab's rows", () => {
      expect(profile.photos).toEqual([expect.objectContaining({ id: ids.photo, isProfile: true, mediaId: expect.any(String) })]);
      expect(profile.counts).toEqual({ sent: 3, received: 2, favourites: 2, blocked: 1, packages: 2, documents: 2, history: 3 });
    });

    it("answers a member with nothing but an account with empty sections", async () => {
      const arjun = (await admin.ok(`appuser/${ids.arjun}/profile`)).recordList[0] as unknown as MemberProfile;
      expect(arjun).toMatchObject({ addresses: [], family: [], astrology: null, preferences: null, photos: [] });
      expect(arjun.account).toMatchObject({ name: names.arjun, status: "Active", blockedAt: null, photoStatus: "No photo", documentStatus: "Not Uploaded" });
      expect(arjun.personal.religion).toBeNull();
    });

    it("answers 404 for a member that is not there, and for what is no id", async () => {
      expect((await admin.get(`appuser/${MAX_ID}/profile`)).json()).toMatchObject({ status: 404, message: "Member not found." });
      for (const bad of ["abc", "0", "-1", "1.5", String(MAX_ID + 1)]) {
        expect({ bad, status: (await admin.get(`appuser/${bad}/profile`)).statusCode }).toEqual({ bad, status: 404 });
      }
    });
  });

  describe("the tabs", () => {
    it("Sent lists the proposals the member sent, newest first, naming the receiver, paged with the total", async () => {
      const { rows, total } = await list(admin, `memberproposal?senderId=${ids.priya}`);
      expect(total).toBe(3);
      expect(column(rows, "id")).toEqual([proposalIds.toChetan, proposalIds.toBala, proposalIds.toArjun]);
      expect(column(rows, "member")).toEqual([names.chetan, names.bala, names.arjun]);
      expect(column(rows, "memberId")).toEqual([ids.chetan, ids.bala, ids.arjun]);
      expect(column(rows, "proposalStatus")).toEqual(["Cancelled", "Accepted", "Pending"]);
      expect(rows[1]).toMatchObject({ createdAt: "2025-01-20", respondedAt: "2025-01-20", senderId: ids.priya, sender: names.priya });
      const second = await list(admin, `memberproposal?senderId=${ids.priya}&pageSize=2&page=2`);
      expect({ ids: column(second.rows, "id"), total: second.total }).toEqual({ ids: [proposalIds.toArjun], total: 3 });
      const oldest = await list(admin, `memberproposal?senderId=${ids.priya}&sort=createdAt&order=asc&pageSize=1`);
      expect(column(oldest.rows, "id")).toEqual([proposalIds.toArjun]);
      const byStatus = await list(admin, `memberproposal?senderId=${ids.priya}&sort=proposalStatus&order=asc`);
      expect(column(byStatus.rows, "proposalStatus")).toEqual(["Accepted", "Cancelled", "Pending"]);
      const cancelled = await list(admin, `memberproposal?senderId=${ids.priya}&proposalStatus=Cancelled`);
      expect({ ids: column(cancelled.rows, "id"), total: cancelled.total }).toEqual({ ids: [proposalIds.toChetan], total: 1 });
    });

    it("Received lists the proposals the member received, naming the sender", async () => {
      const { rows, total } = await list(admin, `memberproposal?receiverId=${ids.priya}`);
      expect(total).toBe(2);
      expect(rows.map((row) => [row.id, row.member, row.proposalStatus])).toEqual([
        [proposalIds.fromBala, names.bala, "Pending"],
        [proposalIds.fromArjun, names.arjun, "Rejected"],
      ]);
    });

    it("pages far down a long list the same way as near its start, in every order", async () => {
      const popular = await insertMember(t.db, { firstName: "Popular", lastName: "Person" });
      const senders = [ids.arjun, ids.bala, ids.chetan];
      // 215 proposals, two on each day, so the order also rests on the id.
      const rows = Array.from({ length: 215 }, (_, i) => ({
        senderId: senders[i % 3],
        receiverId: popular.id,
        createdAt: new Date(Date.UTC(2024, 0, 1 + Math.floor(i / 2))),
        status: (["pending", "accepted", "rejected"] as const)[i % 3],
      }));
      const inserted = await t.db.insert(proposals).values(rows).returning({ id: proposals.id, createdAt: proposals.createdAt });
      const newestFirst = [...inserted].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id).map((row) => row.id);
      const pageIds = async (query: string) => column((await list(admin, `memberproposal?receiverId=${popular.id}&pageSize=10&${query}`)).rows, "id");
      // Page 20 is read near the start, page 21 (past 200 rows) from the index first.
      expect([...(await pageIds("page=20")), ...(await pageIds("page=21")), ...(await pageIds("page=22"))]).toEqual(newestFirst.slice(190, 215));
      const byStatus = [...(await pageIds("page=20&sort=proposalStatus&order=desc")), ...(await pageIds("page=21&sort=proposalStatus&order=desc"))];
      expect(byStatus).toHaveLength(20);
      expect(new Set(byStatus).size).toBe(20);
      const deep = (await list(admin, `memberproposal?receiverId=${popular.id}&pageSize=10&page=21`)).rows[0];
      expect(deep).toMatchObject({ receiverId: popular.id, memberId: expect.any(Number), member: expect.stringMatching(/ Rao$/), createdAt: expect.stringMatching(/^2024-/) });
    });

    it("refuses proposals of no member in particular, in the list and the export", async () => {
      for (const url of ["memberproposal", "memberproposal?proposalStatus=Pending", "memberproposal/export"]) {
        expect((await admin.get(url)).json()).toMatchObject({ status: 400, message: "Choose a member" });
      }
      for (const key of ["memberfavourite", "memberblock", "memberpackage", "memberhistory"]) expect((await admin.get(key)).statusCode).toBe(400);
      expect((await admin.get("memberproposal?senderId=0")).statusCode).toBe(400);
    });

    it("reads one proposal by id, naming both members", async () => {
      const [row] = (await admin.ok(`memberproposal/${proposalIds.fromArjun}`)).recordList;
      expect(row).toMatchObject({ sender: names.arjun, receiver: names.priya, proposalStatus: "Rejected", createdAt: "2025-02-01" });
      expect((await admin.get(`memberproposal/${MAX_ID}`)).statusCode).toBe(404);
    });

    it("exports the member's proposals as CSV, one line each", async () => {
      const csv = (await admin.get(`memberproposal/export?senderId=${ids.priya}`)).body.split("\r\n").filter(Boolean);
      expect(csv[0]).toBe("\uFEFFSr. No,Member,Member ID,Status,Sent on,Answered on");
      expect(csv.slice(1).map((line) => line.split(",").slice(0, 2).join(","))).toEqual([`1,${names.chetan}`, `2,${names.bala}`, `3,${names.arjun}`]);
      expect(csv[2]).toContain("Accepted,20 Jan 2025,20 Jan 2025");
    });

    it("Favourites and Blocked members list the other member with contact and day", async () => {
      const favourites = await list(admin, `memberfavourite?memberId=${ids.priya}`);
      expect(favourites.total).toBe(2);
      expect(favourites.rows.map((row) => [row.id, row.name, row.otherId, row.createdAt])).toEqual([
        [ids.favBala, names.bala, ids.bala, "2025-01-06"],
        [ids.favArjun, names.arjun, ids.arjun, "2025-01-05"],
      ]);
      expect(favourites.rows[0]).toMatchObject({ phone: expect.stringMatching(/^\+91 \d+$/), email: expect.stringContaining("@example.test") });
      expect(column((await list(admin, `memberfavourite?memberId=${ids.priya}&sort=createdAt&order=asc&pageSize=1`)).rows, "id")).toEqual([ids.favArjun]);
      expect((await admin.ok(`memberfavourite/${ids.favArjun}`)).recordList[0]).toMatchObject({ memberId: ids.priya, name: names.arjun });

      const blocked = await list(admin, `memberblock?memberId=${ids.priya}`);
      expect({ total: blocked.total, rows: blocked.rows.map((row) => [row.id, row.name, row.createdAt]) }).toEqual({ total: 1, rows: [[ids.blockChetan, names.chetan, "2025-01-07"]] });
      expect((await admin.get(`memberblock/export?memberId=${ids.priya}`)).body).toContain(`1,${names.chetan},`);
    });

    it("Purchased packages names each package with its duration, with its payment", async () => {
      const { rows, total } = await list(admin, `memberpackage?memberId=${ids.priya}`);
      expect(total).toBe(2);
      expect(rows.map((row) => [row.id, row.packageName, row.startDate, row.endDate, row.netAmount, row.paymentStatus])).toEqual([
        [ids.silver, "Silver (3 months)", "2025-07-01", "2025-09-30", 1347.3, "Pending"],
        [ids.gold, "Gold (6 months)", "2025-01-01", "2025-06-30", 4315.2, "Success"],
      ]);
      expect(rows[1]).toMatchObject({ gateway: "Razorpay", reference: "pay_gold_1" });
      expect(column((await list(admin, `memberpackage?memberId=${ids.priya}&sort=amount&order=desc`)).rows, "id")).toEqual([ids.gold, ids.silver]);
      expect((await admin.get(`memberpackage/export?memberId=${ids.priya}`)).body).toContain("Gold (6 months),01 Jan 2025,30 Jun 2025,\"₹ 4,315.20\",Success,Expired,Razorpay · pay_gold_1");
    });

    it("History tells each action on the member, newest first: what, who, what changed", async () => {
      const { rows, total } = await list(admin, `memberhistory?memberId=${ids.priya}`);
      expect(total).toBe(3);
      expect(rows.map((row) => [row.action, row.admin, row.createdAt])).toEqual([
        // An action the map does not name reads as its key.
        ["appuser.somethingNew", adminName, "2025-03-04T09:00:00.000Z"],
        ["Unblocked", "Deleted admin", "2025-03-03T09:00:00.000Z"],
        ["Verified documents", adminName, "2025-03-02T09:00:00.000Z"],
      ]);
      expect(rows[1].change).toBe("Blocked: Yes → No");
      expect(rows[2].change).toMatch(/^Document status: Verify Doc → Verified$/i);
      expect(rows[0].change).toBe("");
      const oldest = await list(admin, `memberhistory?memberId=${ids.priya}&sort=createdAt&order=asc&pageSize=1&page=1`);
      expect(column(oldest.rows, "action")).toEqual(["Verified documents"]);
      expect((await admin.ok(`memberhistory/${rows[1].id}`)).recordList[0]).toMatchObject({ action: "Unblocked", memberId: ids.priya });
    });
  });

  describe("who may look", () => {
    const routes = () => [
      `appuser/${ids.priya}/profile`,
      `memberproposal?senderId=${ids.priya}`,
      `memberproposal?receiverId=${ids.priya}`,
      `memberproposal/${proposalIds.toArjun}`,
      `memberproposal/export?senderId=${ids.priya}`,
      `memberfavourite?memberId=${ids.priya}`,
      `memberfavourite/${ids.favArjun}`,
      `memberfavourite/export?memberId=${ids.priya}`,
      `memberblock?memberId=${ids.priya}`,
      `memberblock/${ids.blockChetan}`,
      `memberblock/export?memberId=${ids.priya}`,
      `memberpackage?memberId=${ids.priya}`,
      `memberpackage/${ids.gold}`,
      `memberpackage/export?memberId=${ids.priya}`,
      `memberhistory?memberId=${ids.priya}`,
      `memberhistory/export?memberId=${ids.priya}`,
    ];

    it("the demo administrator and staff with App Users read every route", async () => {
      for (const client of [demo, staff]) {
        for (const url of routes()) expect({ url, status: (await client.get(url)).statusCode }).toEqual({ url, status: 200 });
      }
    });

    it("staff without App Users are refused every route, even a member that is not there", async () => {
      for (const url of [...routes(), `appuser/${MAX_ID}/profile`, "memberproposal", `memberhistory/${MAX_ID}`]) {
        expect({ url, status: (await outsider.get(url)).statusCode }).toEqual({ url, status: 403 });
      }
    });
  });
});
