/**
 * A cautious estimate of how many bits of randomness a secret holds (docs/secrets.md). It is meant to
 * refuse what a person types or a pattern makes, not to credit a value with more than it has: the
 * length counted is what is left after a repeating period and runs (abc, 321, aaa, qwerty) are taken
 * out, and the alphabet is the smaller of the character classes used and twice the distinct symbols
 * seen. `openssl rand -base64 48` and `openssl rand -hex 32` score far above MIN_SECRET_BITS.
 */
export const MIN_SECRET_BITS = 128;

const KEYBOARD_ROWS = ["`1234567890-=", "qwertyuiop[]\\", "asdfghjkl;'", "zxcvbnm,./", "~!@#$%^&*()_+", "QWERTYUIOP{}|", 'ASDFGHJKL:"', "ZXCVBNM<>?"];
const keyboardPlace = new Map<number, [row: number, column: number]>();
KEYBOARD_ROWS.forEach((row, r) => [...row].forEach((ch, c) => keyboardPlace.set(ch.charCodeAt(0), [r, c])));

/** The step from one symbol to the next: along the code points, or along a keyboard row. */
function steps(a: number, b: number): { code: number; key?: number } {
  const from = keyboardPlace.get(a);
  const to = keyboardPlace.get(b);
  return { code: b - a, key: from && to && from[0] === to[0] ? to[1] - from[1] : undefined };
}

/** Symbols a guesser gets for free: each continues the step the two before it took (by at most one place). */
function unpredictableCount(symbols: readonly number[]): number {
  let count = Math.min(symbols.length, 2);
  for (let i = 2; i < symbols.length; i++) {
    const before = steps(symbols[i - 2], symbols[i - 1]);
    const now = steps(symbols[i - 1], symbols[i]);
    const alongCodes = Math.abs(now.code) <= 1 && now.code === before.code;
    const alongKeys = now.key !== undefined && Math.abs(now.key) === 1 && now.key === before.key;
    if (!alongCodes && !alongKeys) count++;
  }
  return count;
}

/** The shortest p with symbols[i] === symbols[i - p] throughout (the whole length when none repeats). */
function period(symbols: readonly number[]): number {
  outer: for (let p = 1; p < symbols.length; p++) {
    for (let i = p; i < symbols.length; i++) if (symbols[i] !== symbols[i - p]) continue outer;
    return p;
  }
  return symbols.length;
}

/** Estimated bits of a sequence of symbols drawn from an alphabet of at most `alphabet` symbols. */
export function estimateBits(symbols: readonly number[], alphabet: number): number {
  if (!symbols.length) return 0;
  const p = period(symbols);
  const effective = unpredictableCount(symbols.slice(0, p));
  const distinct = new Set(symbols).size;
  const size = Math.max(2, Math.min(alphabet, 2 * distinct));
  // A repeated block adds only how many times it repeats.
  return effective * Math.log2(size) + Math.log2(Math.ceil(symbols.length / p));
}

/** The alphabet a text was evidently drawn from: hex, base64, or the character classes it uses. */
function alphabetOf(text: string): number {
  if (/^[0-9a-f]+$/.test(text) || /^[0-9A-F]+$/.test(text)) return 16;
  let size = 0;
  if (/[a-z]/.test(text)) size += 26;
  if (/[A-Z]/.test(text)) size += 26;
  if (/[0-9]/.test(text)) size += 10;
  if (/[^A-Za-z0-9]/.test(text)) size += 33;
  // base64's symbols and punctuation count as 64 in all.
  return /^[A-Za-z0-9+/_-]+$/.test(text) ? Math.min(64, size) : size;
}

/** Bits of a text secret (JWT_SECRET, SESSION_SECRET…). */
export function estimateTextBits(text: string): number {
  const trimmed = text.replace(/=+$/, "");
  return estimateBits([...trimmed].map((ch) => ch.codePointAt(0)!), alphabetOf(trimmed));
}

/** Bits of a binary key (TWO_FACTOR_KEY, once decoded). */
export const estimateKeyBits = (bytes: Uint8Array) => estimateBits([...bytes], 256);
