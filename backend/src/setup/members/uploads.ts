/**
 * Photos and documents: how many a member has and in what state is planned once per member (the
 * members pass writes the summary: photo_id, photo_status, document_status), and the same plan makes
 * the rows later. Every row points at a shared generated image (images.ts), with its perceptual hash.
 */
import { memberDocuments, memberPhotos } from "../../db/schema";
import { between, FEMALE, isScenario, randomFor, scenarioOf, type Context } from "./context";
import { STREAM, weighted, type Random } from "./random";
import { tableLoad } from "./table-load";
import { DAY, HOUR } from "./time";

export interface PhotoPlan {
  count: number;
  /** The profile photo's state: the first photo is the profile photo. */
  status: "none" | "pending" | "approved";
  random: Random;
}

export interface DocumentPlan {
  /** Indexes into reference.documentTypes, one document each. */
  types: number[];
  verified: boolean[];
  status: "none" | "pending" | "verified";
  random: Random;
}

const photoCount = weighted([[0, 15], [1, 35], [2, 30], [3, 20]] as const);
const documentCount = weighted([[0, 20], [1, 35], [2, 30], [3, 15]] as const);

export function photoPlan(context: Context, id: number): PhotoPlan {
  const random = randomFor(context, id, STREAM.photos);
  if (isScenario(context, id)) {
    const scenario = scenarioOf(id);
    return { count: scenario.photos, status: scenario.photoStatus, random };
  }
  const count = photoCount(random);
  // A few percent wait for a review of their profile photo.
  return { count, status: count === 0 ? "none" : random.chance(0.05) ? "pending" : "approved", random };
}

export function documentPlan(context: Context, id: number): DocumentPlan {
  const random = randomFor(context, id, STREAM.documents);
  const all = context.reference.documentTypes;
  let types: number[];
  let verified: boolean[];
  if (isScenario(context, id)) {
    const present = scenarioOf(id).documents.map((d) => ({ index: all.findIndex((t) => t.name === d.type), verified: d.verified })).filter((d) => d.index >= 0);
    types = present.map((d) => d.index);
    verified = present.map((d) => d.verified);
  } else {
    const count = Math.min(documentCount(random), all.length);
    types = [];
    // The required document (Aadhaar) comes first for most members.
    const required = all.findIndex((t) => t.isRequired);
    if (count > 0 && required >= 0 && random.chance(0.85)) types.push(required);
    while (types.length < count) {
      const index = random.int(all.length);
      if (!types.includes(index)) types.push(index);
    }
    const allVerified = random.chance(0.8);
    verified = types.map(() => allVerified || random.chance(0.35));
    if (!allVerified && verified.length && verified.every(Boolean)) verified[verified.length - 1] = false;
  }
  const status = types.length === 0 ? "none" : verified.every(Boolean) ? "verified" : "pending";
  return { types, verified, status, random };
}

/**
 * When the member's profile photo (their first) was uploaded: the first draw of its plan's stream, so the
 * photos pass and the members pass (the time a photo waiting for review waits since) read the same one.
 * A profile photo waiting for review was uploaded lately; others soon after registering.
 */
export function profilePhotoUploaded(context: Context, member: number, { status, random }: PhotoPlan): number {
  const registered = context.facts.registered[member];
  return status === "pending"
    ? between(random, Math.max(registered, context.asOf - 10 * DAY), context.asOf - HOUR)
    : between(random, registered, Math.min(context.asOf, registered + 3 * DAY));
}

export const photosTable = tableLoad(memberPhotos, ["id", "memberId", "mediaId", "uploadedAt", "phash", "hashedAt"], function* (context) {
  let id = 1;
  for (let member = 1; member <= context.total; member++) {
    const plan = photoPlan(context, member);
    const { count, random } = plan;
    if (!count) continue;
    const avatars = context.facts.gender[member] === FEMALE ? context.images.female : context.images.male;
    const registered = context.facts.registered[member];
    for (let n = 0; n < count; n++) {
      // The others any time since registering.
      const uploaded = n === 0 ? profilePhotoUploaded(context, member, plan) : between(random, registered, context.asOf);
      const stock = random.pick(avatars);
      // A planted pair's member shows its pair's picture (signals.ts); the stock pick still draws, so the rest stays as it was.
      const pair = n === 0 ? context.planted.photo.get(member) : undefined;
      const file = pair ? context.images.pairs[pair[0]][pair[1]] : stock;
      // Hashed as the api would once it read the picture (backend/src/media/photo-hashes.ts).
      yield [id++, member, file, new Date(uploaded), context.images.hashes.get(file) ?? null, new Date(uploaded)];
    }
  }
});

export const documentsTable = tableLoad(memberDocuments, ["id", "memberId", "documentTypeId", "mediaId", "isVerified", "verifiedBy", "verifiedAt", "uploadedAt"], function* (context) {
  let id = 1;
  const scans = context.images.documents;
  for (let member = 1; member <= context.total; member++) {
    const { types, verified, random } = documentPlan(context, member);
    if (!types.length) continue;
    const registered = context.facts.registered[member];
    for (let n = 0; n < types.length; n++) {
      const type = context.reference.documentTypes[types[n]];
      // Unverified documents are the review queue: recent uploads.
      const uploaded = verified[n]
        ? between(random, registered, Math.min(context.asOf, registered + 30 * DAY))
        : between(random, Math.max(registered, context.asOf - 20 * DAY), context.asOf - HOUR);
      const verifiedAt = verified[n] ? between(random, Math.min(uploaded + HOUR, context.asOf), Math.min(context.asOf, uploaded + 5 * DAY)) : null;
      yield [id++, member, type.id, scans[(types[n] * 3 + random.int(2)) % scans.length], verified[n], null, verifiedAt === null ? null : new Date(verifiedAt), new Date(uploaded)];
    }
  }
});
