/**
 * Members' photos and documents, served only under /api/admin/appuser/ (so only to staff who may open
 * App Users) and only as what they are: a picture or a PDF with its own type, anything else as bytes
 * to save, never as a page the browser would run (docs/members.md, "Member files").
 */
import type { FastifyInstance } from "fastify";
import { and, eq, exists, or, sql } from "drizzle-orm";
import { z } from "zod";
import { MESSAGES } from "../../../../lib/messages";
import type { Db } from "../../db/client";
import { media, memberDocuments, memberPhotos } from "../../db/schema";
import { HttpError } from "../../http/envelope";

/** Types a browser shows as they are without running anything in them. */
const SHOWN_TYPES: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
  "application/pdf": "pdf",
};

export const MEMBER_FILES_PATH = "/api/admin/appuser/files/:mediaId";
const params = z.object({ mediaId: z.uuid() });

/** The headers of a member file: its type only when it is one of SHOWN_TYPES, a name made here, nothing it could run. */
export function memberFileHeaders(storedType: string, kind: "photo" | "document", mediaId: string): Record<string, string> {
  const type = storedType.split(";")[0].trim().toLowerCase();
  const extension = SHOWN_TYPES[type];
  const image = extension !== undefined && type.startsWith("image/");
  // The name is ours (the kind and the id's first letters), never the uploader's: nothing to escape.
  const filename = `member-${kind}-${mediaId.slice(0, 8)}.${extension ?? "bin"}`;
  return {
    "content-type": extension ? type : "application/octet-stream",
    "content-disposition": `${image ? "inline" : "attachment"}; filename="${filename}"`,
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'; sandbox",
    // Personal files: kept by no cache, not even the browser's.
    "cache-control": "private, no-store",
  };
}

export async function memberFileRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get(MEMBER_FILES_PATH, async (request, reply) => {
    // A malformed id names no file, like an unknown one.
    const parsed = params.safeParse(request.params);
    if (!parsed.success) throw new HttpError(404, MESSAGES.notFound);
    const id = parsed.data.mediaId;
    const photo = db.select({ id: memberPhotos.id }).from(memberPhotos).where(eq(memberPhotos.mediaId, id));
    const document = db.select({ id: memberDocuments.id }).from(memberDocuments).where(eq(memberDocuments.mediaId, id));
    const [file] = await db
      .select({ contentType: media.contentType, bytes: media.bytes, isPhoto: sql<boolean>`${exists(photo)}` })
      .from(media)
      // Only files a member's photo or document names: any other upload (an occupation's picture, an
      // administrator's own) is not served here.
      .where(and(eq(media.id, id), or(exists(photo), exists(document))));
    if (!file) throw new HttpError(404, MESSAGES.notFound);
    return reply.headers(memberFileHeaders(file.contentType, file.isPhoto ? "photo" : "document", id)).send(file.bytes);
  });
}
