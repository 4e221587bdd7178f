/** The pictures the console takes (profile pictures, occupation images): one rule for browser and api. */
import { CONSOLE_MESSAGES } from "./console-messages";
export const PICTURE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;

/** What is wrong with a chosen file before it is sent; the api checks the bytes again. */
export function pictureProblem(file: { type: string; size: number }): string | undefined {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return CONSOLE_MESSAGES.pictureNotAnImage;
  return file.size > PICTURE_MAX_BYTES ? CONSOLE_MESSAGES.pictureTooLarge : undefined;
}
