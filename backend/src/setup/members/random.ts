/**
 * The generator's randomness: small, seeded and the same on every machine (never Math.random), so a
 * seed always makes the same members. Each member has streams of its own, keyed by the member and the
 * table, so one table's rows can be made again without replaying the others.
 */

/** A 32-bit mix of a few integers (murmur3's finaliser over a running hash): for a jitter, never as an identity. */
export function hash32(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    h = Math.imul(h ^ (part | 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    // The part's high bits too, for numbers past 2^32 (times in ms).
    h = Math.imul(h ^ Math.floor(part / 4294967296), 0x27d4eb2d);
    h ^= h >>> 15;
  }
  return h >>> 0;
}

/** murmur3's finaliser: a bijection of 32-bit integers that spreads every input bit over the output. */
const mix = (h: number) => {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
};

/**
 * sfc32 (128 bits of state) seeded by (seed, key, stream): distinct keys start from distinct states, so
 * no two members share a stream (a 32-bit seed made a million members' streams collide by the hundred).
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d = 1;

  constructor(seed: number, key = 0, stream = 0) {
    this.a = mix(seed ^ 0x3c6ef372);
    this.b = mix(key ^ 0x5be0cd19);
    this.c = mix(stream ^ 0x1f83d9ab) ^ mix(Math.floor(key / 4294967296) ^ 0x6a09e667);
    for (let i = 0; i < 8; i++) this.uint32();
  }

  uint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A number in [0, 1). */
  next(): number {
    return this.uint32() / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** An integer in [from, to]. */
  between(from: number, to: number): number {
    return from + this.int(to - from + 1);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(list: readonly T[]): T {
    return list[this.int(list.length)];
  }

  /** Normally distributed (Box–Muller). */
  normal(mean: number, deviation: number): number {
    const u = 1 - this.next();
    return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }
}

/** Streams of a member's randomness: one per table, so each table's pass is independent. */
export const STREAM = {
  profile: 1,
  address: 2,
  family: 3,
  astrology: 4,
  preferences: 5,
  photos: 6,
  documents: 7,
  proposals: 8,
  favourites: 9,
  blocks: 10,
  purchases: 11,
  sessions: 12,
  registered: 13,
  requests: 14,
  devices: 15,
} as const;

export const memberRandom = (seed: number, memberId: number, stream: number) => new Random(seed, memberId, stream);

/** Picks by weight; the cumulative table is made once, each pick is a short scan. */
export function weighted<T>(entries: readonly (readonly [T, number])[]): (random: Random) => T {
  const usable = entries.filter(([, weight]) => weight > 0);
  if (!usable.length) throw new Error("weighted: nothing to pick from");
  const total = usable.reduce((sum, [, weight]) => sum + weight, 0);
  let running = 0;
  const bounds = usable.map(([, weight]) => (running += weight / total));
  const values = usable.map(([value]) => value);
  return (random) => {
    const r = random.next();
    for (let i = 0; i < bounds.length - 1; i++) if (r < bounds[i]) return values[i];
    return values[values.length - 1];
  };
}
