import { PICTURE_MAX_BYTES, PICTURE_MESSAGES } from "@/lib/pictures";
import { HttpError } from "../http/envelope";

/** Pictures are recognised by their first bytes, never by their name or declared type. */
const SIGNATURES: { type: string; matches: (b: Buffer) => boolean }[] = [
  { type: "image/png", matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: "image/jpeg", matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: "image/webp", matches: (b) => b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP" },
];

export const MAX_IMAGE_BYTES = PICTURE_MAX_BYTES;
export const IMAGE_MESSAGES = PICTURE_MESSAGES;

export function imageTypeOf(bytes: Buffer): string | undefined {
  return SIGNATURES.find((s) => bytes.length >= 12 && s.matches(bytes))?.type;
}

/** Reads the raw bytes of an upload on the routes of the plugin that calls it. */
export function acceptImageUploads(app: import("fastify").FastifyInstance) {
  app.addContentTypeParser(["image/png", "image/jpeg", "image/webp", "application/octet-stream"], { parseAs: "buffer", bodyLimit: 2 * MAX_IMAGE_BYTES }, (_request, body, done) =>
    done(null, body),
  );
}

/** The bytes of an upload when they are a picture within the limit; a 400 in words otherwise. */
export function pictureOf(body: unknown): { bytes: Buffer; contentType: string } {
  if (!Buffer.isBuffer(body)) throw new HttpError(400, IMAGE_MESSAGES.notAnImage);
  if (body.length > MAX_IMAGE_BYTES) throw new HttpError(400, IMAGE_MESSAGES.tooLarge);
  const contentType = imageTypeOf(body);
  if (!contentType) throw new HttpError(400, IMAGE_MESSAGES.notAnImage);
  return { bytes: body, contentType };
}
