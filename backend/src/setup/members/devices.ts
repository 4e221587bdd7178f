/**
 * Members' phones and browsers for push notifications (docs/members.md): about 60% have the app on a
 * device, a quarter of those on two; most allow pushes. Tokens look like FCM's and are unique by
 * construction (the member and the device's number are in them).
 */
import { memberDevices, type DevicePlatform } from "../../db/schema";
import { between, randomFor } from "./context";
import { uuidFrom } from "./images";
import { STREAM, weighted } from "./random";
import { tableLoad } from "./table-load";
import { DAY, HOUR } from "./time";

const platform = weighted<DevicePlatform>([
  ["android", 75],
  ["ios", 20],
  ["web", 5],
]);

/** A token shaped like an FCM registration token: an installation id, then the registration. */
export const deviceToken = (seed: number, member: number, n: number) =>
  `${uuidFrom(seed, member * 8 + n, STREAM.devices).replace(/-/g, "")}:APA91b${member.toString(36)}x${n}`;

export const devicesTable = tableLoad(memberDevices, ["id", "memberId", "platform", "token", "pushAllowed", "lastSeenAt", "createdAt"], function* (context) {
  let id = 1;
  for (let member = 1; member <= context.total; member++) {
    const random = randomFor(context, member, STREAM.devices);
    if (!random.chance(0.6)) continue;
    const count = random.chance(0.25) ? 2 : 1;
    for (let n = 0; n < count; n++) {
      const created = between(random, context.facts.registered[member], context.asOf - HOUR);
      const seen = between(random, Math.max(created, context.asOf - 60 * DAY), context.asOf - HOUR);
      yield [id++, member, platform(random), deviceToken(context.seed, member, n), random.chance(0.85), new Date(seen), new Date(created)];
    }
  }
});
