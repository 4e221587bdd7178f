/**
 * The administrators' own notifications (docs/push.md, "Alerts to staff"): a new block request reaches
 * those who may open Block Users, a new Pending payment those who may open Customer Packages, on the
 * browsers they registered. The member app writes those rows, not this api, so every api process looks
 * for new ones every STAFF_ALERTS_EVERY_MS; a process claims the rows past its kind's mark by moving the
 * mark under a row lock, so with several processes each row is announced once. Only rows older than
 * SETTLED_MS are claimed: ids are handed out when a row is written, not when it commits, so a row whose
 * transaction commits after one with a higher id would otherwise be passed over for good. An alert claimed by a
 * process that stops before sending is not sent again: a missed alert leaves the row waiting on its
 * page, a repeated one would be noise.
 */
import type { FastifyInstance } from "fastify";
import { and, desc, eq, gt, lte, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { formatAmount } from "@/lib/engine/fields";
import { MESSAGES } from "@/lib/messages";
import { pageBySlug, pagePath } from "@/lib/pages";
import { canOpen } from "@/lib/access";
import type { Db } from "../db/client";
import { permissionTitles } from "../auth/credentials";
import { adminUsers, blockRequests, members, payments, staffAlertMarks } from "../db/schema";
import { inTransaction } from "../db/transaction";
import { runPeriodically } from "../periodic";
import { liveBrowsers, pushToAdmins, type AdminBrowser } from "./admin-push";
import type { FcmClient } from "./fcm";

export const STAFF_ALERTS_EVERY_MS = 30_000;
/** Far longer than the member app's transactions that write these rows. */
export const SETTLED_MS = 10_000;

interface AlertKind {
  /** The mark's name in staff_alert_marks, and the message's collapse key. */
  kind: string;
  /** The page whose staff hear of it, and which the notification opens. */
  page: string;
  table: PgTable;
  id: PgColumn;
  createdAt: PgColumn;
  /** The new rows' count and the newest one's words, for rows in (from, to]. */
  message(db: Db, from: number, to: number): Promise<{ title: string; body: string } | undefined>;
}

const fullName = sql<string>`trim(${members.firstName} || ' ' || ${members.lastName})`;

export const STAFF_ALERTS: readonly AlertKind[] = [
  {
    kind: "blockRequest",
    page: "blockuser",
    table: blockRequests,
    id: blockRequests.id,
    createdAt: blockRequests.createdAt,
    async message(db, from, to) {
      const range = and(gt(blockRequests.id, from), lte(blockRequests.id, to), eq(blockRequests.status, "pending"));
      const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(blockRequests).where(range);
      if (!n) return undefined;
      const reported = sql<string>`(select trim(m.first_name || ' ' || m.last_name) from members m where m.id = ${blockRequests.reportedId})`;
      const [newest] = await db
        .select({ reporter: fullName, reported })
        .from(blockRequests)
        .innerJoin(members, eq(members.id, blockRequests.reporterId))
        .where(range)
        .orderBy(desc(blockRequests.id))
        .limit(1);
      // Decided or deleted between the two reads: nothing left to announce.
      return newest ? MESSAGES.staffAlertBlockRequests(n, newest.reporter, newest.reported) : undefined;
    },
  },
  {
    kind: "pendingPayment",
    page: "user-packages",
    table: payments,
    id: payments.id,
    createdAt: payments.createdAt,
    async message(db, from, to) {
      const range = and(gt(payments.id, from), lte(payments.id, to), eq(payments.status, "Pending"));
      const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(payments).where(range);
      if (!n) return undefined;
      const [newest] = await db.select({ member: fullName, amount: payments.amount }).from(payments).innerJoin(members, eq(members.id, payments.memberId)).where(range).orderBy(desc(payments.id)).limit(1);
      return newest ? MESSAGES.staffAlertPayments(n, newest.member, formatAmount(newest.amount)) : undefined;
    },
  },
];

/**
 * Moves the kind's mark to its newest settled row and answers the rows it passed, (from, to]; none on
 * the first look (a new service, or a first start with this feature, announces nothing of the past).
 */
export async function claimNewRows(db: Db, alert: AlertKind, settledMs = SETTLED_MS): Promise<{ from: number; to: number } | undefined> {
  const newestSettled = sql<number>`coalesce(max(${alert.id}), 0)::int`;
  // At least settledMs old: with 0 (the tests), a row made within the same millisecond as this look counts too.
  const settled = lte(alert.createdAt, sql`now() - make_interval(secs => ${settledMs / 1000})`);
  return inTransaction(db, async (tx) => {
    const [{ newest }] = await tx.select({ newest: newestSettled }).from(alert.table).where(settled);
    await tx.insert(staffAlertMarks).values({ kind: alert.kind, lastId: newest }).onConflictDoNothing();
    // Locked: another process claiming the same kind waits here, then reads the mark this one moved.
    const [mark] = await tx.select({ lastId: staffAlertMarks.lastId }).from(staffAlertMarks).where(eq(staffAlertMarks.kind, alert.kind)).for("update");
    const [{ now }] = await tx.select({ now: newestSettled }).from(alert.table).where(settled);
    if (now <= mark.lastId) return undefined;
    await tx.update(staffAlertMarks).set({ lastId: now, updatedAt: new Date() }).where(eq(staffAlertMarks.kind, alert.kind));
    return { from: mark.lastId, to: now };
  });
}

/**
 * The browsers of the administrators who may open the page (lib/access.ts's rule, with each one's
 * rights as the api reads them) and want notifications (Admin Users' "Receive notifications").
 */
export async function browsersFor(db: Db, slug: string): Promise<AdminBrowser[]> {
  const page = pageBySlug(slug);
  if (!page) return [];
  const browsers = await liveBrowsers(db, and(eq(adminUsers.isDemo, false), eq(adminUsers.receiveNotifications, true)));
  const hears = new Map<number, boolean>();
  for (const { adminId, roleId } of browsers) {
    if (!hears.has(adminId)) hears.set(adminId, canOpen({ roleId, pagePermissions: await permissionTitles(db, adminId) }, page.title));
  }
  return browsers.filter((browser) => hears.get(browser.adminId));
}

/** One look for each kind: answers how many browsers took an alert. */
export async function sendStaffAlerts(db: Db, client: FcmClient, settledMs = SETTLED_MS): Promise<number> {
  let delivered = 0;
  for (const alert of STAFF_ALERTS) {
    const claimed = await claimNewRows(db, alert, settledMs);
    if (!claimed) continue;
    const message = await alert.message(db, claimed.from, claimed.to);
    const browsers = message ? await browsersFor(db, alert.page) : [];
    if (!message || !browsers.length) continue;
    const page = pageBySlug(alert.page);
    delivered += await pushToAdmins(db, client, browsers, { ...message, collapseKey: `staff-${alert.kind}`, data: page ? { link: pagePath(page) } : {} });
  }
  return delivered;
}

/** Every api process with push on looks for new rows once ready and then every STAFF_ALERTS_EVERY_MS. */
export function staffAlerts(app: FastifyInstance, db: Db, client: FcmClient, everyMs = STAFF_ALERTS_EVERY_MS) {
  runPeriodically(app, "staff alerts sent", everyMs, () => sendStaffAlerts(db, client));
}
