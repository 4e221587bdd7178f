/**
 * What every table's pass reads: the run's settings, the database's master data, and the few facts of
 * each member that other tables depend on (gender, age, religion, home city…), kept in typed arrays by
 * member id. Rows themselves are never kept: each pass makes its own, member by member.
 */
import type { Choices } from "./choices";
import type { GeneratedImages } from "./images";
import type { PlantedSignals } from "./signals";
import type { Reference } from "./reference";
import { hash32, memberRandom, type Random } from "./random";
import { SCENARIO_MEMBERS } from "./scenarios";
import { DAY, HOUR, YEAR } from "./time";

/** Scenario members draw from this fixed seed, so their generated details are the same for any run's seed. */
export const SCENARIO_SEED = 20_240_601;

export const MALE = 0;
export const FEMALE = 1;

export interface Facts {
  /** When each member registered (ms), from registeredAt: read in every pass. */
  registered: Float64Array;
  gender: Uint8Array;
  /** Days since 1970-01-01. */
  birthDay: Int32Array;
  /** Master data ids; 0 for none. */
  religion: Int32Array;
  community: Int32Array;
  diet: Int32Array;
  /** Index into GROUPS, and into that group's surnames. */
  group: Uint8Array;
  surname: Uint8Array;
  /** Index into reference.cities of the permanent address. */
  city: Int32Array;
  heightCm: Uint8Array;
  /** Index into reference.incomes; -1 for none. */
  income: Int8Array;
  everMarried: Uint8Array;
}

/** A block request planned before the members are written: an approved one blocks its reported member. */
export interface PlannedRequest {
  reporterId: number;
  reportedId: number;
  reason: string;
  status: "pending" | "approved" | "rejected";
  createdAt: number;
  decidedAt: number | null;
}

export interface Context {
  seed: number;
  /** Members in all, scenario members included: ids 1..total. */
  total: number;
  /** The first generated member's id (after the scenario members). */
  firstGenerated: number;
  /** Midnight UTC of the run's day, ms: every generated time is before it. */
  asOf: number;
  reference: Reference;
  choices: Choices;
  images: GeneratedImages;
  facts: Facts;
  requests: PlannedRequest[];
  /** The fraud planted for the signals to find (signals.ts). */
  planted: PlantedSignals;
  /** Members blocked by an approved request, with when. */
  blockedAt: Map<number, number>;
}

export function makeFacts(total: number): Facts {
  const size = total + 1;
  return {
    registered: new Float64Array(size),
    gender: new Uint8Array(size),
    birthDay: new Int32Array(size),
    religion: new Int32Array(size),
    community: new Int32Array(size),
    diet: new Int32Array(size),
    group: new Uint8Array(size),
    surname: new Uint8Array(size),
    city: new Int32Array(size).fill(-1),
    heightCm: new Uint8Array(size),
    income: new Int8Array(size).fill(-1),
    everMarried: new Uint8Array(size),
  };
}

/** Fills in every member's registration time (before any pass reads it). */
export function planRegistrations(context: Context) {
  for (let id = 1; id <= context.total; id++) context.facts.registered[id] = registeredAt(context, id);
}

export const isScenario = (context: Context, id: number) => id < context.firstGenerated;
export const scenarioOf = (id: number) => SCENARIO_MEMBERS[id - 1];
export const generatedCount = (context: Context) => context.total - context.firstGenerated + 1;

/** A member's stream for one table (random.ts STREAM). */
export const randomFor = (context: Context, id: number, stream: number): Random =>
  memberRandom(isScenario(context, id) ? SCENARIO_SEED : context.seed, id, stream);

/** A moment `days` before the run's day, at 10:00 UTC (scenario times). */
export const daysAgo = (context: Context, days: number) => context.asOf - days * DAY + 10 * HOUR;

const SPAN = 5 * YEAR;

/**
 * When a member registered, from their id alone. Generated members
 * registered in id order over the last five years, more of them recently: the n-th of G at
 * sqrt(n/G) of the span, so the newest year has about a third of them.
 */
export function registeredAt(context: Context, id: number): number {
  if (isScenario(context, id)) return daysAgo(context, scenarioOf(id).registeredDaysAgo);
  const rank = id - context.firstGenerated;
  const jitter = hash32(context.seed, id, 13) / 4294967296;
  const at = context.asOf - HOUR - SPAN * (1 - Math.sqrt((rank + jitter) / generatedCount(context)));
  return Math.floor(at / 1000) * 1000;
}

/** A generated member other than `self`, of `gender` when one is found in a few tries; 0 when there is none. */
export function pickMember(context: Context, random: Random, self: number, gender: number | null, taken?: readonly number[]): number {
  const pool = generatedCount(context);
  if (pool < 2) return 0;
  let candidate = 0;
  for (let attempt = 0; attempt < 12; attempt++) {
    candidate = context.firstGenerated + random.int(pool);
    if (candidate === self || taken?.includes(candidate)) continue;
    if (gender === null || context.facts.gender[candidate] === gender || attempt >= 10) return candidate;
  }
  return candidate === self || taken?.includes(candidate) ? 0 : candidate;
}

/** A time uniformly between `from` and `to` (to the second), never before `from`. */
export const between = (random: Random, from: number, to: number) => Math.floor((from + random.next() * Math.max(0, to - from)) / 1000) * 1000;
