import sharp, { type Sharp } from "sharp";
import { PICTURE_MAX_BYTES } from "@/lib/pictures";
import { MESSAGES } from "@/lib/messages";
import { HttpError } from "../http/envelope";

/** Pictures are recognised by their first bytes, never by their name or declared type. */
const SIGNATURES: { type: string; matches: (b: Buffer) => boolean }[] = [
  { type: "image/png", matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: "image/jpeg", matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: "image/webp", matches: (b) => b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP" },
];

export const MAX_IMAGE_BYTES = PICTURE_MAX_BYTES;
/** The largest side a stored picture keeps (docs/uploads.md): larger ones are scaled down. */
export const MAX_IMAGE_SIDE = 2048;
/** Pixels decoded at most: a small file that unpacks to a huge bitmap is refused, not decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

export function imageTypeOf(bytes: Buffer): string | undefined {
  return SIGNATURES.find((s) => bytes.length >= 12 && s.matches(bytes))?.type;
}

/** Reads the raw bytes of an upload on the routes of the plugin that calls it. */
export function acceptImageUploads(app: import("fastify").FastifyInstance) {
  app.addContentTypeParser(["image/png", "image/jpeg", "image/webp", "application/octet-stream"], { parseAs: "buffer", bodyLimit: 2 * MAX_IMAGE_BYTES }, (_request, body, done) =>
    done(null, body),
  );
}

const ENCODERS: Record<string, (image: Sharp) => Sharp> = {
  "image/png": (image) => image.png({ compressionLevel: 9 }),
  "image/jpeg": (image) => image.jpeg({ quality: 85 }),
  "image/webp": (image) => image.webp({ quality: 85 }),
};

/**
 * Only the pixels of an upload are kept (docs/uploads.md): it is decoded and written again as the same
 * kind, without its metadata, comments or whatever else rode along in the file (HTML or script in a
 * polyglot), and scaled down to MAX_IMAGE_SIDE. What does not decode is refused with words.
 */
async function reencoded(bytes: Buffer, contentType: string): Promise<Buffer> {
  try {
    const image = sharp(bytes, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: "inside", withoutEnlargement: true });
    return await ENCODERS[contentType](image).toBuffer();
  } catch {
    throw new HttpError(400, MESSAGES.pictureNotAnImage);
  }
}

/** The pixels of an upload, re-encoded, when it is a picture within the limit; a 400 in words otherwise. */
export async function pictureOf(body: unknown): Promise<{ bytes: Buffer; contentType: string }> {
  // Fields (a JSON body) are not a picture: refused as the wrong kind of content, never ignored.
  if (body !== undefined && !Buffer.isBuffer(body)) throw new HttpError(415, MESSAGES.unsupportedContent);
  if (!Buffer.isBuffer(body)) throw new HttpError(400, MESSAGES.pictureNotAnImage);
  if (body.length > MAX_IMAGE_BYTES) throw new HttpError(400, MESSAGES.pictureTooLarge);
  const contentType = imageTypeOf(body);
  if (!contentType) throw new HttpError(400, MESSAGES.pictureNotAnImage);
  return { bytes: await reencoded(body, contentType), contentType };
}
