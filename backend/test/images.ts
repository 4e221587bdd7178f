/**
 * Real pictures for upload tests: the api decodes and re-encodes every upload (docs/uploads.md), so a
 * file that only starts like a picture is refused. Made once with sharp and kept as bytes.
 */
import { crc32 } from "node:zlib";

export const REAL_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWM4IWcDQQxwFgBHVAbNwGc67AAAAABJRU5ErkJggg==", "base64");
export const REAL_JPEG = Buffer.from(
  "/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAMDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCEAHq+/9k=",
  "base64",
);
export const REAL_WEBP = Buffer.from("UklGRjgAAABXRUJQVlA4ICwAAACQAQCdASoDAAIAAUAmJaACdLoAA5gA/vD6K67xaUa/+8Z//cZ//cZ/7uAAAA==", "base64");

export const MARKUP = "<html><body><script>alert(document.cookie)</script></body></html>";

/** One PNG chunk: length, type, data and the CRC over type and data. */
export function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A PNG that is also HTML: a valid picture whose text chunk and trailing bytes carry markup, as a
 * browser sniffing the content would run it.
 */
export function polyglotPng(): Buffer {
  const iend = REAL_PNG.length - 12;
  const text = pngChunk("tEXt", Buffer.concat([Buffer.from("Comment\0", "latin1"), Buffer.from(MARKUP, "latin1")]));
  return Buffer.concat([REAL_PNG.subarray(0, iend), text, REAL_PNG.subarray(iend), Buffer.from(MARKUP, "latin1")]);
}

/** A JPEG that is also HTML: a comment segment (COM) holding markup right after the start. */
export function polyglotJpeg(): Buffer {
  const comment = Buffer.from(MARKUP, "latin1");
  const head = Buffer.from([0xff, 0xfe, ((comment.length + 2) >> 8) & 255, (comment.length + 2) & 255]);
  return Buffer.concat([REAL_JPEG.subarray(0, 2), head, comment, REAL_JPEG.subarray(2)]);
}
