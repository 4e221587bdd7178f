/**
 * Members for api tests, a few rows at a time with exactly the facts a test states (the generator,
 * backend/src/setup/members, makes realistic ones in bulk). Each helper inserts one row and returns it.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../src/db/client";
import {
  blockRequests,
  media,
  memberBlocks,
  memberDocuments,
  memberPackages,
  memberPhotos,
  members,
  memberSessions,
  payments,
  proposals,
  favourites,
} from "../src/db/schema";
import { tablesOf } from "../src/engine/tables";
import { PNG_BYTES } from "./resources";

let serial = 0;
const next = () => ++serial + Math.floor(Math.random() * 1e6) * 1000;

/** The id of a seeded reference row by its display name (the reference seed must have run). */
export async function refId(db: Db, resourceKey: string, name: string): Promise<number> {
  const { main } = tablesOf(resourceKey);
  const display = "name" in main ? main.name : main.value;
  const [row] = await db.select({ id: main.id }).from(main).where(eq(display, name));
  if (!row) throw new Error(`No ${resourceKey} named "${name}" (did the reference seed run?)`);
  return row.id as number;
}

export async function insertMember(db: Db, values: Partial<typeof members.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(members)
    .values({
      memberCode: `ST${String(n).padStart(10, "0")}`,
      firstName: "Test",
      lastName: `Member${n}`,
      email: `member${n}@example.test`,
      phone: String(6_000_000_000 + (n % 3_999_999_999)),
      gender: "Female",
      birthDate: "1995-05-17",
      ...values,
    })
    .returning();
  return row;
}

/** A picture owned by the member (moderation may delete it), or shared generated media. */
export async function insertMedia(db: Db, owner: string, contentType = "image/png") {
  const [row] = await db.insert(media).values({ contentType, bytes: PNG_BYTES, size: PNG_BYTES.length, owner }).returning();
  return row;
}

/** A profile photo: the member's photo row and the member pointing at it, with the given status. */
export async function insertProfilePhoto(db: Db, memberId: number, status: "pending" | "approved" = "pending", uploadedAt?: Date) {
  const file = await insertMedia(db, `member:${memberId}`);
  const [photo] = await db.insert(memberPhotos).values({ memberId, mediaId: file.id, uploadedAt }).returning();
  await db.update(members).set({ photoId: photo.id, photoStatus: status }).where(eq(members.id, memberId));
  return { photo, file };
}

/** A document; the member's document_status follows what their documents now say. */
export async function insertDocument(db: Db, memberId: number, documentTypeId: number, verified = false) {
  const file = await insertMedia(db, `member:${memberId}`);
  const [document] = await db.insert(memberDocuments).values({ memberId, documentTypeId, mediaId: file.id, isVerified: verified, verifiedAt: verified ? new Date() : null }).returning();
  await db
    .update(members)
    .set({
      documentStatus: sql`case when exists (select 1 from ${memberDocuments} where ${memberDocuments.memberId} = ${memberId} and not ${memberDocuments.isVerified}) then 'pending' else 'verified' end`,
    })
    .where(eq(members.id, memberId));
  return { document, file };
}

export async function insertProposal(db: Db, values: typeof proposals.$inferInsert) {
  const [row] = await db.insert(proposals).values(values).returning();
  return row;
}

export async function insertFavourite(db: Db, values: typeof favourites.$inferInsert) {
  const [row] = await db.insert(favourites).values(values).returning();
  return row;
}

export async function insertMemberBlock(db: Db, values: typeof memberBlocks.$inferInsert) {
  const [row] = await db.insert(memberBlocks).values(values).returning();
  return row;
}

export async function insertBlockRequest(db: Db, values: typeof blockRequests.$inferInsert) {
  const [row] = await db.insert(blockRequests).values({ ...values }).returning();
  return row;
}

export async function insertSession(db: Db, memberId: number) {
  const [row] = await db.insert(memberSessions).values({ memberId, device: "Android" }).returning();
  return row;
}

/** A package bought, with its payment. */
export async function insertPurchase(
  db: Db,
  values: { memberId: number; packageId: number; durationId: number; startDate: string; endDate: string; netAmount: number; status?: "Success" | "Pending" | "Failed" },
) {
  const [payment] = await db.insert(payments).values({ memberId: values.memberId, amount: values.netAmount, status: values.status ?? "Success", reference: `pay_${next()}` }).returning();
  const [row] = await db
    .insert(memberPackages)
    .values({ memberId: values.memberId, packageId: values.packageId, durationId: values.durationId, startDate: values.startDate, endDate: values.endDate, netAmount: values.netAmount, paymentId: payment.id })
    .returning();
  return { purchase: row, payment };
}
