/**
 * The fraud the generator plants, so the fraud signals (docs/signals.md) have something to find on any
 * generated database: pairs of members sharing a phone number, pairs whose emails are one Gmail inbox,
 * pairs whose profile photos are one picture touched up, and members reported by three others lately.
 * About one of each per 10,000 generated members (at least two), spread evenly over the ids; nothing
 * else the generator writes shares a number, an inbox or a picture's file with another member.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { generatedCount, type Context } from "./context";
import { DAY, HOUR } from "./time";
import { photoPlan } from "./uploads";

/** Members a plant takes: a phone pair, an email pair, a photo pair, a reported member and its three reporters. */
const SPAN = 10;

export interface PlantedSignals {
  /** Member → the phone number it shares with its pair. */
  phone: Map<number, string>;
  /** Member → its email, one Gmail inbox with its pair's. */
  email: Map<number, string>;
  /** Member → [pair index, 0 for the picture or 1 for its touched-up copy]. */
  photo: Map<number, [number, 0 | 1]>;
  /** The photo pairs planted (their pictures are made before the load). */
  photoPairs: number;
}

export const plantCount = (context: Context) => Math.max(2, Math.round(generatedCount(context) / 10_000));

/** Numbers from 9800100000 up: generated numbers never start 9800 (profile.ts), scenario members have 98000000xx. */
export const plantedPhone = (pair: number) => `9800${100_000 + pair}`;

/** The first member at or after `id` whose profile has a photo. */
function withPhoto(context: Context, id: number): number {
  while (id < context.total && photoPlan(context, id).count === 0) id++;
  return id;
}

/** Decides who is planted; the reports go into the planned requests (called after planRequests). */
export function planSignals(context: Context): PlantedSignals {
  const planted: PlantedSignals = { phone: new Map(), email: new Map(), photo: new Map(), photoPairs: 0 };
  const count = plantCount(context);
  const stride = Math.floor(generatedCount(context) / count);
  if (stride < 2 * SPAN) return planted;
  for (let n = 0; n < count; n++) {
    const base = context.firstGenerated + n * stride;
    planted.phone.set(base, plantedPhone(n));
    planted.phone.set(base + 1, plantedPhone(n));
    const inbox = `sm${1_000_000 + base + 2}profile`;
    planted.email.set(base + 2, `${inbox}@gmail.com`);
    planted.email.set(base + 3, `${inbox.slice(0, 4)}.${inbox.slice(4)}+${n}@gmail.com`);
    const first = withPhoto(context, base + 4);
    const second = withPhoto(context, first + 1);
    if (second < base + stride - 4) {
      planted.photo.set(first, [planted.photoPairs, 0]);
      planted.photo.set(second, [planted.photoPairs, 1]);
      planted.photoPairs++;
    }
    const reported = base + stride - 4;
    for (let r = 1; r <= 3; r++) {
      // Within the last 20 days, after both registered.
      const start = Math.max(context.facts.registered[reported], context.facts.registered[reported + r], context.asOf - 20 * DAY);
      const createdAt = Math.floor((start + ((context.asOf - 2 * HOUR - start) * r) / 4) / 1000) * 1000;
      context.requests.push({ reporterId: reported + r, reportedId: reported, reason: "Fake profile", status: "pending", createdAt, decidedAt: null });
    }
  }
  return planted;
}

/** The triggers of migration 0024 that keep member_signals row by row. */
const SIGNAL_TRIGGERS = [
  ["members", "members_signals"],
  ["member_photos", "member_photos_signals"],
  ["block_requests", "block_requests_signals"],
] as const;

export async function switchSignalTriggers(db: Db, on: boolean) {
  for (const [table, trigger] of SIGNAL_TRIGGERS) {
    await db.execute(on ? sql`alter table ${sql.identifier(table)} enable trigger ${sql.identifier(trigger)}` : sql`alter table ${sql.identifier(table)} disable trigger ${sql.identifier(trigger)}`);
  }
}

/** Every member's signals from the loaded rows, set by set (migration 0024's member_signals_rebuild). */
export async function rebuildSignals(db: Db, log: (line: string) => void, elapsed: () => string) {
  const started = performance.now();
  await db.execute(sql`select member_signals_rebuild()`);
  const [{ n }] = ((await db.execute(sql`select count(*)::int as n from member_signals`)) as unknown as { rows: { n: number }[] }).rows;
  log(`  member_signals: ${n.toLocaleString("en-US")} members with a signal in ${((performance.now() - started) / 1000).toFixed(1)} s, elapsed ${elapsed()}`);
}
