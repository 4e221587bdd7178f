/**
 * A photo's perceptual hash (docs/signals.md, "Near-duplicate photos"): a 64-bit difference hash. The
 * picture is shrunk to 9×8 grey pixels and each bit says whether a pixel is brighter than its right
 * neighbour, so re-encoding, rescaling, a little cropping or a colour shift change few bits, and two
 * uploads of one face stay within a few bits of each other while different pictures differ in about
 * half of them.
 */
import sharp from "sharp";

/** At most this many pixels are decoded: a hash needs a thumbnail, never a bitmap bomb. */
const MAX_INPUT_PIXELS = 40_000_000;

/** The hash as PostgreSQL's bigint holds it (signed), or undefined when the bytes are no picture. */
export async function photoHash(bytes: Buffer): Promise<bigint | undefined> {
  let grey: Buffer;
  try {
    grey = await sharp(bytes, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .greyscale()
      .resize(9, 8, { fit: "fill", kernel: "cubic" })
      .raw()
      .toBuffer();
  } catch {
    return undefined;
  }
  let hash = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) hash = (hash << 1n) | (grey[y * 9 + x] > grey[y * 9 + x + 1] ? 1n : 0n);
  }
  return BigInt.asIntN(64, hash);
}

/** Bits that differ between two hashes. */
export function hashDistance(a: bigint, b: bigint): number {
  let diff = BigInt.asUintN(64, a ^ b);
  let bits = 0;
  while (diff) {
    bits += Number(diff & 1n);
    diff >>= 1n;
  }
  return bits;
}
