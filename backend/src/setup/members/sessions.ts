/** Members signed in on a device: about 30% have an open session (never a blocked member: the app signed them out). */
import { memberSessions } from "../../db/schema";
import { between, daysAgo, randomFor, SCENARIO_SEED } from "./context";
import { uuidFrom } from "./images";
import { STREAM } from "./random";
import { SCENARIO_SESSIONS } from "./scenarios";
import { tableLoad } from "./table-load";
import { DAY, HOUR } from "./time";
import { DEVICES } from "./vocabulary";

export const sessionsTable = tableLoad(memberSessions, ["id", "memberId", "device", "createdAt", "lastSeenAt", "revokedAt"], function* (context) {
  for (const [n, s] of SCENARIO_SESSIONS.entries()) {
    const created = daysAgo(context, s.daysAgo);
    yield [uuidFrom(SCENARIO_SEED, s.member.id * 8 + n, STREAM.sessions), s.member.id, s.device, new Date(created), new Date(created + 2 * HOUR), null];
  }
  for (let member = context.firstGenerated; member <= context.total; member++) {
    if (context.blockedAt.has(member)) continue;
    const random = randomFor(context, member, STREAM.sessions);
    if (!random.chance(0.3)) continue;
    const count = random.chance(0.25) ? 2 : 1;
    for (let n = 0; n < count; n++) {
      const created = between(random, Math.max(context.facts.registered[member], context.asOf - 90 * DAY), context.asOf - HOUR);
      yield [uuidFrom(context.seed, member * 8 + n, STREAM.sessions), member, random.pick(DEVICES), new Date(created), new Date(between(random, created, context.asOf - HOUR)), null];
    }
  }
});
