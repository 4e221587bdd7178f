/** The pictures the console takes (profile pictures, occupation images): one rule for browser and api. */
export const PICTURE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;

export const PICTURE_MESSAGES = {
  notAnImage: "The picture must be a PNG, JPEG or WebP image.",
  tooLarge: "The picture must be 2 MB or smaller.",
  hint: "PNG, JPEG or WebP, up to 2 MB",
} as const;

/** What is wrong with a chosen file before it is sent; the api checks the bytes again. */
export function pictureProblem(file: { type: string; size: number }): string | undefined {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return PICTURE_MESSAGES.notAnImage;
  return file.size > PICTURE_MAX_BYTES ? PICTURE_MESSAGES.tooLarge : undefined;
}
