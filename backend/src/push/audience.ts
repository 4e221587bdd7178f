/**
 * Who a send goes to (docs/push.md): the devices that allow pushes of active, unblocked members, all of
 * them or those a filter keeps (gender, religion, state, premium or not, registered between two days).
 * One rule for the count shown before sending and for every batch of the send.
 */
import { and, count, countDistinct, eq, exists, gt, gte, lt, lte, max, notExists, or, isNull, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { GENDERS, memberAddresses, memberDevices, memberPackages, members, payments, pushDeliveries } from "../db/schema";
import { dayStart, nextDay, serviceToday } from "../db/service-day";

const day = z.iso.date({ error: "must be a day (YYYY-MM-DD)" });
const id = z.number({ error: "must be a record id" }).int().positive();

export const audienceSchema = z
  .strictObject({
    gender: z.enum(GENDERS).optional(),
    religionId: id.optional(),
    stateId: id.optional(),
    premium: z.boolean().optional(),
    registeredFrom: day.optional(),
    registeredTo: day.optional(),
  })
  .refine((a) => !a.registeredFrom || !a.registeredTo || a.registeredFrom <= a.registeredTo, { path: ["registeredTo"], error: "must not be before registeredFrom" });

export type Audience = z.infer<typeof audienceSchema>;

/** A package whose days include today, paid (or recorded without a payment): a premium member. */
const currentPackage = (db: Db) =>
  db
    .select({ one: memberPackages.id })
    .from(memberPackages)
    .leftJoin(payments, eq(payments.id, memberPackages.paymentId))
    .where(
      and(
        eq(memberPackages.memberId, members.id),
        lte(memberPackages.startDate, serviceToday),
        gte(memberPackages.endDate, serviceToday),
        or(isNull(memberPackages.paymentId), eq(payments.status, "Success")),
      ),
    );

/** The members' side of the rule: active, not blocked, and the filter's conditions. */
export function memberConditions(db: Db, audience: Audience): SQL {
  const conditions: (SQL | undefined)[] = [eq(members.isActive, true), eq(members.isBlocked, false)];
  if (audience.gender) conditions.push(eq(members.gender, audience.gender));
  if (audience.religionId) conditions.push(eq(members.religionId, audience.religionId));
  if (audience.stateId) {
    conditions.push(
      exists(db.select({ one: memberAddresses.id }).from(memberAddresses).where(and(eq(memberAddresses.memberId, members.id), eq(memberAddresses.stateId, audience.stateId)))),
    );
  }
  if (audience.premium !== undefined) conditions.push(audience.premium ? exists(currentPackage(db)) : notExists(currentPackage(db)));
  if (audience.registeredFrom) conditions.push(gte(members.registeredAt, dayStart(audience.registeredFrom)));
  if (audience.registeredTo) conditions.push(lt(members.registeredAt, dayStart(nextDay(audience.registeredTo))));
  return and(...conditions)!;
}

const reachable = (db: Db, audience: Audience) => and(eq(memberDevices.pushAllowed, true), memberConditions(db, audience));

/** How many members and devices a send would reach now, and the newest device among them. */
export async function countAudience(db: Db, audience: Audience): Promise<{ members: number; devices: number; lastDeviceId: number }> {
  const [row] = await db
    .select({ members: countDistinct(memberDevices.memberId), devices: count(), lastDeviceId: max(memberDevices.id) })
    .from(memberDevices)
    .innerJoin(members, eq(members.id, memberDevices.memberId))
    .where(reachable(db, audience));
  return { members: Number(row.members), devices: Number(row.devices), lastDeviceId: row.lastDeviceId ?? 0 };
}

export interface AudienceDevice {
  id: number;
  memberId: number;
  token: string;
}

/**
 * The next batch of a send: devices past its cursor, up to the newest device when it began, that have
 * no delivery row yet for it (a batch replayed after a stop skips what it already recorded).
 */
export function nextDevices(db: Db, send: { id: number; cursor: number; lastDeviceId: number; audience: Audience }, size: number): Promise<AudienceDevice[]> {
  return db
    .select({ id: memberDevices.id, memberId: memberDevices.memberId, token: memberDevices.token })
    .from(memberDevices)
    .innerJoin(members, eq(members.id, memberDevices.memberId))
    .where(
      and(
        gt(memberDevices.id, send.cursor),
        lte(memberDevices.id, send.lastDeviceId),
        reachable(db, send.audience),
        notExists(
          db
            .select({ one: pushDeliveries.deviceId })
            .from(pushDeliveries)
            .where(and(eq(pushDeliveries.sendId, send.id), eq(pushDeliveries.deviceId, memberDevices.id))),
        ),
      ),
    )
    .orderBy(memberDevices.id)
    .limit(size);
}
