/**
 * The pictures of generated members: a small fixed set (avatars by gender, document scans) stored once
 * in `media` and shared by every generated photo and document row, so a million members cost a few
 * kilobytes of images. Their owner is "generator": moderation deletes only a member's own uploads
 * ("member:<id>"), never these. Ids are fixed, so a second run finds them in place.
 */
import { and, eq, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { media, NEAR_DUPLICATE_BITS } from "../../db/schema";
import { hashDistance, photoHash } from "../../media/photo-hash";
import { indexedPng, type Rgb } from "./png";
import { hash32, Random } from "./random";

export const GENERATOR_OWNER = "generator";

const HEX = Array.from({ length: 65_536 }, (_, n) => n.toString(16).padStart(4, "0"));

/** A UUID (version 4 layout), the same for the same (seed, key, stream) and different for another key. */
export function uuidFrom(seed: number, key: number, stream: number): string {
  const random = new Random(seed, key, stream);
  const [a, b, c, d] = [random.uint32(), random.uint32(), random.uint32(), random.uint32()];
  const version = (b & 0x0fff) | 0x4000;
  const variant = ((c >>> 16) & 0x3fff) | 0x8000;
  return `${HEX[a >>> 16]}${HEX[a & 0xffff]}-${HEX[b >>> 16]}-${HEX[version]}-${HEX[variant]}-${HEX[c & 0xffff]}${HEX[d >>> 16]}${HEX[d & 0xffff]}`;
}

const BACKGROUNDS: Rgb[] = [
  [191, 219, 254], [254, 215, 170], [187, 247, 208], [233, 213, 255], [254, 202, 202], [204, 251, 241],
];
const SKIN: Rgb[] = [[141, 85, 36], [198, 134, 66], [224, 172, 105], [168, 112, 62]];
const HAIR: Rgb = [40, 30, 25];
const CLOTHES: Rgb[] = [[30, 64, 175], [190, 24, 93], [21, 128, 61], [124, 58, 237], [180, 83, 9], [15, 118, 110]];

const inCircle = (x: number, y: number, cx: number, cy: number, r: number) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;

const darker = ([r, g, b]: Rgb): Rgb => [Math.round(r * 0.55), Math.round(g * 0.55), Math.round(b * 0.55)];

/**
 * A 48×48 head-and-shoulders figure, `long` hair for the female set, over a background of 6×6 tiles
 * in two tones chosen by `pattern`'s bits. The tiles make every picture look different to the fraud
 * signals' perceptual hash (docs/signals.md): figures alone differ only in colour, which the hash (of
 * brightness edges) hardly sees. `altered` recolours the clothes: the same picture, touched up, as a
 * fraudster re-uploads it.
 */
export function avatar(variant: number, long: boolean, pattern = hash32(0x61766174, variant, long ? 1 : 0), altered = false): Buffer {
  const background = BACKGROUNDS[variant % 6];
  const palette: Rgb[] = [background, SKIN[variant % 4], HAIR, CLOTHES[(variant + (altered ? 3 : 2)) % 6], darker(background)];
  return indexedPng(48, 48, palette, (x, y) => {
    if (inCircle(x, y, 24, 18, 9)) return y < 12 ? 2 : 1;
    if (long && inCircle(x, y, 24, 19, 12) && y < 30) return 2;
    if (((x - 24) / 18) ** 2 + ((y - 48) / 15) ** 2 <= 1) return 3;
    const tile = Math.floor(y / 8) * 6 + Math.floor(x / 8);
    // 36 tiles, 32 bits: the last four repeat the first.
    return (pattern >>> (tile % 32)) & 1 ? 4 : 0;
  });
}

const HEADERS: Rgb[] = [[30, 58, 138], [153, 27, 27], [22, 101, 52], [146, 64, 14], [88, 28, 135], [17, 94, 89], [55, 65, 81], [157, 23, 77]];

/** A 64×40 card: a coloured band, a photo box and lines of "text". */
export function documentScan(variant: number): Buffer {
  const palette: Rgb[] = [[250, 250, 245], HEADERS[variant], [203, 213, 225], [100, 116, 139]];
  return indexedPng(64, 40, palette, (x, y) => {
    if (y < 8) return 1;
    if (x >= 4 && x < 20 && y >= 12 && y < 32) return 2;
    if (x >= 24 && x < 60 - (y % 3) * 6 && [14, 20, 26, 32].includes(y - (y % 2))) return 3;
    return 0;
  });
}

export interface GeneratedImages {
  male: string[];
  female: string[];
  documents: string[];
  /** The planted photo pairs' files (signals.ts): a picture and its touched-up copy each. */
  pairs: [string, string][];
  /** Every picture's perceptual hash, by file: the generator writes it with each photo row. */
  hashes: Map<string, bigint>;
}

const AVATARS_EACH = 12;
const DOCUMENTS = 8;
// Fixed numbers, not the run's seed: the set is the same for every run.
const ids = (kind: number, count: number) => Array.from({ length: count }, (_, n) => uuidFrom(0x6d656d62, kind * 1000 + n, 0));

const STOCK = { male: ids(1, AVATARS_EACH), female: ids(2, AVATARS_EACH), documents: ids(3, DOCUMENTS) };

/**
 * The planted pairs' pictures: each a figure whose tiles are more than NEAR_DUPLICATE_BITS from every
 * stock picture and every other pair's, so a pair is a near-duplicate of itself only (a pair near a stock
 * picture would make every member showing that picture a suspect).
 */
async function pairPictures(count: number, stock: bigint[]): Promise<{ bytes: [Buffer, Buffer]; hashes: [bigint, bigint] }[]> {
  const pairs: { bytes: [Buffer, Buffer]; hashes: [bigint, bigint] }[] = [];
  const taken = [...stock];
  for (let n = 0, attempt = 0; n < count; attempt++) {
    const pattern = hash32(0x70616972, n, attempt);
    const bytes: [Buffer, Buffer] = [avatar(n, n % 2 === 1, pattern), avatar(n, n % 2 === 1, pattern, true)];
    const hashes = (await Promise.all(bytes.map(photoHash))) as [bigint, bigint];
    const apart = hashes.every((hash) => taken.every((other) => hashDistance(hash, other) > NEAR_DUPLICATE_BITS));
    if (apart && hashDistance(hashes[0], hashes[1]) <= NEAR_DUPLICATE_BITS) {
      pairs.push({ bytes, hashes });
      taken.push(...hashes);
      n++;
    }
  }
  return pairs;
}

/**
 * Writes the set, in place of the rows already there. Called with the member tables just
 * emptied, so a set an older generator wrote (other ids) is no longer used and goes.
 */
export async function storeGeneratedImages(db: Db, photoPairs: number): Promise<GeneratedImages> {
  const stock = [
    ...STOCK.male.map((id, n) => ({ id, bytes: avatar(n, false) })),
    ...STOCK.female.map((id, n) => ({ id, bytes: avatar(n, true) })),
  ];
  const stockHashes = await Promise.all(stock.map((row) => photoHash(row.bytes) as Promise<bigint>));
  // Every member showing one stock picture would be a suspect if two were near: refuse rather than load that.
  for (const [n, hash] of stockHashes.entries()) {
    if (stockHashes.some((other, m) => m > n && hashDistance(hash, other) <= NEAR_DUPLICATE_BITS)) throw new Error("Two of the generator's stock pictures hash as near-duplicates: change avatar().");
  }
  const planted = await pairPictures(photoPairs, stockHashes);
  const pairs = planted.map((_, n) => [uuidFrom(0x6d656d62, 4000 + 2 * n, 0), uuidFrom(0x6d656d62, 4001 + 2 * n, 0)] as [string, string]);
  const hashes = new Map<string, bigint>([
    ...stock.map((row, n) => [row.id, stockHashes[n]] as const),
    ...planted.flatMap((pair, n) => [[pairs[n][0], pair.hashes[0]] as const, [pairs[n][1], pair.hashes[1]] as const]),
  ]);
  const rows = [
    ...stock,
    ...planted.flatMap((pair, n) => [{ id: pairs[n][0], bytes: pair.bytes[0] }, { id: pairs[n][1], bytes: pair.bytes[1] }]),
    ...STOCK.documents.map((id, n) => ({ id, bytes: documentScan(n) })),
  ];
  await db.delete(media).where(and(eq(media.owner, GENERATOR_OWNER), notInArray(media.id, rows.map((row) => row.id))));
  await db
    .insert(media)
    .values(rows.map(({ id, bytes }) => ({ id, bytes, size: bytes.length, contentType: "image/png", owner: GENERATOR_OWNER, createdAt: sql`now()` })))
    // An older generator's picture under the same id is replaced: the photos' hashes are of these bytes.
    .onConflictDoUpdate({ target: media.id, set: { bytes: sql`excluded.bytes`, size: sql`excluded.size` } });
  return { ...STOCK, pairs, hashes };
}
