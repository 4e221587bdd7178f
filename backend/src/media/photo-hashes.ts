/**
 * Members' photos are hashed by the api (docs/signals.md, "Near-duplicate photos"): the app stores an
 * upload, and the next run here reads it and writes its perceptual hash, which the database's triggers
 * turn into the signals of the member and of those whose photos it resembles. Several api processes
 * may run it at once: a photo is taken by one of them (SKIP LOCKED) and hashed once.
 */
import type { FastifyInstance } from "fastify";
import { inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { media, memberPhotos } from "../db/schema";
import { runPeriodically } from "../periodic";
import { photoHash } from "./photo-hash";

/** Seconds between runs: a new profile photo shows its signals within this. */
export const PHOTO_HASH_EVERY_MS = 15_000;
/** Photos per transaction: a short lock on a few rows, a few megabytes of pictures read. */
const BATCH = 50;
/** Batches per run: a backlog (every photo after the migration) is worked off run by run, never holding a connection for long. */
const BATCHES_PER_RUN = 20;

/** Hashes the photos not hashed yet, a batch at a time, at most `batches` of them; answers how many it hashed. */
export async function hashNewPhotos(db: Db, batch = BATCH, batches = BATCHES_PER_RUN): Promise<number> {
  let done = 0;
  for (let round = 0; round < batches; round++) {
    const hashed = await db.transaction(async (tx) => {
      const waiting = await tx
        .select({ id: memberPhotos.id, mediaId: memberPhotos.mediaId })
        .from(memberPhotos)
        .where(sql`${memberPhotos.hashedAt} is null`)
        .orderBy(memberPhotos.id)
        .limit(batch)
        .for("update", { skipLocked: true });
      if (!waiting.length) return 0;
      // A file shown by many photos is read and hashed once.
      const files = [...new Set(waiting.map((photo) => photo.mediaId))];
      const stored = await tx.select({ id: media.id, bytes: media.bytes }).from(media).where(inArray(media.id, files));
      const hashes = new Map(await Promise.all(stored.map(async (file) => [file.id, await photoHash(file.bytes)] as const)));
      for (const photo of waiting) {
        // No picture (undecodable) keeps a null hash, and is not read again.
        await tx
          .update(memberPhotos)
          .set({ phash: hashes.get(photo.mediaId) ?? null, hashedAt: sql`now()` })
          .where(sql`${memberPhotos.id} = ${photo.id}`);
      }
      return waiting.length;
    });
    done += hashed;
    if (hashed < batch) break;
  }
  return done;
}

/** Hashes once the api is ready, then every PHOTO_HASH_EVERY_MS, until it closes. */
export async function photoHashing(app: FastifyInstance, { db }: { db: Db }) {
  runPeriodically(app, "member photos hashed", PHOTO_HASH_EVERY_MS, () => hashNewPhotos(db));
}
