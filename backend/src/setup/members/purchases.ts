/**
 * Packages bought, each with its payment: about 15% of members bought one. Most renew after their
 * package ends; some upgrade to a higher package while theirs runs (the lower one is then Override
 * until it ends) and some renew early, the new package starting when theirs ends (Upcoming until then),
 * so every package status of Customer Packages is among them (docs/packages.md). The
 * amount is the seeded price for the duration (packagePrice), less a coupon valid that day for that
 * package when one was used. The purchases are planned once; the payments pass and the packages pass
 * write them in the same order, so a package's payment_id is the payment written for it.
 */
import { packagePrice } from "@/lib/resources/premiumaccount";
import { memberPackages, payments } from "../../db/schema";
import { daysAgo, isScenario, randomFor, scenarioOf, between, type Context } from "./context";
import { STREAM, weighted, type Random } from "./random";
import type { PackageChoice } from "./reference";
import { SCENARIO_PURCHASES } from "./scenarios";
import { tableLoad } from "./table-load";
import { dayMonthsAfter, dayText, DAY, HOUR } from "./time";

interface Purchase {
  member: number;
  packageId: number;
  durationId: number;
  at: number;
  /** When it starts: when bought, or the day after the package it renews ends. */
  startAt: number;
  /** The last day, as a day number since 1970-01-01. */
  endDay: number;
  net: number;
  couponId: number | null;
  gatewayId: number | null;
  status: "Success" | "Pending" | "Failed";
}

const paymentStatus = weighted([["Success", 88], ["Pending", 5], ["Failed", 7]] as const);
const round2 = (value: number) => Math.round(value * 100) / 100;

function priced(context: Context, random: Random | null, member: number, pkg: PackageChoice, duration: PackageChoice["durations"][number], at: number, startAt = at) {
  const price = packagePrice(pkg.baseAmount, duration.months, duration.discount);
  // One purchase in eight used a coupon: one valid that day for this package.
  const coupons = random?.chance(0.12) ? context.reference.coupons.filter((c) => c.packageIds.has(pkg.id) && c.from <= at && at <= c.till) : [];
  const coupon = coupons.length && random ? random.pick(coupons) : null;
  const discount = coupon ? Math.min(price, coupon.percentage ? Math.min(round2((price * coupon.value) / 100), coupon.maxDiscount ?? Infinity) : coupon.value) : 0;
  return { member, packageId: pkg.id, durationId: duration.id, at, startAt, endDay: dayMonthsAfter(startAt, duration.months), net: round2(price - discount), couponId: coupon?.id ?? null };
}

/** Packages by popularity (the cheapest most), and each package's durations (the shortest most). */
const pickers = new WeakMap<Context, (random: Random) => { pkg: PackageChoice; duration: PackageChoice["durations"][number] }>();
function packagePicker(context: Context) {
  let picker = pickers.get(context);
  if (!picker) {
    const { packages } = context.reference;
    const pickPackage = weighted(packages.map((pkg, index) => [pkg, [45, 35, 20][index] ?? 10] as const));
    const durations = new Map(packages.map((pkg) => [pkg, weighted(pkg.durations.map((d, index) => [d, [4, 3, 2, 1][index] ?? 1] as const))]));
    picker = (random) => {
      const pkg = pickPackage(random);
      return { pkg, duration: durations.get(pkg)!(random) };
    };
    pickers.set(context, picker);
  }
  return picker;
}

function purchasesOf(context: Context, member: number): Purchase[] {
  const { packages } = context.reference;
  if (!packages.length) return [];
  if (isScenario(context, member)) {
    const scenario = scenarioOf(member);
    return SCENARIO_PURCHASES.filter((p) => p.member.id === scenario.id).flatMap((p) => {
      const pkg = packages.find((candidate) => candidate.name === p.packageName);
      const duration = pkg?.durations.find((d) => d.months === p.months);
      if (!pkg || !duration) return [];
      return [{ ...priced(context, null, member, pkg, duration, daysAgo(context, p.daysAgo)), gatewayId: context.reference.gateways.get(p.gateway) ?? null, status: p.status }];
    });
  }
  const random = randomFor(context, member, STREAM.purchases);
  if (!random.chance(0.15)) return [];
  const result: Purchase[] = [];
  const pick = packagePicker(context);
  const buy = (choice: ReturnType<typeof pick>, at: number, startAt = at) => {
    const purchase = { ...priced(context, random, member, choice.pkg, choice.duration, at, startAt), gatewayId: context.choices.gateway(random), status: paymentStatus(random) };
    result.push(purchase);
    return purchase;
  };
  let at = between(random, context.facts.registered[member] + HOUR, context.asOf - HOUR);
  let last = buy(pick(random), at);
  // One in five renews soon after the first package ends.
  if (random.chance(0.2)) {
    at = last.endDay * DAY + random.int(20) * DAY + random.int(12) * HOUR;
    if (at < context.asOf) last = buy(pick(random), at);
  }
  // A member whose package runs today may have bought again already: a renewal that starts the day after
  // it ends (Upcoming until then), or a higher package that starts at once (the lower one is Override).
  const runsToday = last.startAt <= context.asOf && last.endDay * DAY >= context.asOf;
  if (runsToday) {
    const higher = packages.filter((other) => other.weightage > (packages.find((p) => p.id === last.packageId)?.weightage ?? Infinity));
    const way = random.int(20);
    const since = between(random, last.startAt + HOUR, context.asOf - HOUR);
    if (way < 6) buy(pick(random), since, (last.endDay + 1) * DAY);
    else if (way < 11 && higher.length) {
      const upgrade = random.pick(higher);
      buy({ pkg: upgrade, duration: random.pick(upgrade.durations) }, since);
    }
  }
  return result;
}

const REFERENCE_PREFIX: Record<string, string> = { Razorpay: "pay_", Stripe: "pi_", PayPal: "PAYID-", "Google Play Billing": "GPA.", "Apple In-App Purchase": "APL", "Manual Payment": "MAN-" };

/** Every purchase, in member order, planned once per run (about 0.17 per member) and read by both passes. */
const planned = new WeakMap<Context, { list: Purchase[]; upTo: number }>();

/**
 * Plans a member's purchases; the members pass calls it for each member in turn, where the generator
 * waits on PostgreSQL anyway (a pass of its own over a million members cost 5 s of waiting).
 */
export function planPurchases(context: Context, member: number) {
  let plan = planned.get(context);
  if (!plan) planned.set(context, (plan = { list: [], upTo: 0 }));
  if (member !== plan.upTo + 1) return;
  for (const purchase of purchasesOf(context, member)) plan.list.push(purchase);
  plan.upTo = member;
}

function allPurchases(context: Context): Purchase[] {
  for (let member = (planned.get(context)?.upTo ?? 0) + 1; member <= context.total; member++) planPurchases(context, member);
  return planned.get(context)?.list ?? [];
}

export const paymentsTable = tableLoad(payments, ["id", "memberId", "gatewayId", "reference", "orderId", "amount", "status", "createdAt"], function* (context) {
  const gatewayNames = new Map([...context.reference.gateways].map(([name, id]) => [id, name]));
  let id = 1;
  for (const p of allPurchases(context)) {
    const code = (id * 2_654_435_761 + p.member).toString(36).toUpperCase().padStart(10, "0");
    const prefix = p.gatewayId === null ? "REF" : (REFERENCE_PREFIX[gatewayNames.get(p.gatewayId) ?? ""] ?? "REF");
    yield [id++, p.member, p.gatewayId, `${prefix}${code}`, `order_${code.toLowerCase()}`, p.net, p.status, new Date(p.at)];
  }
});

/** A package's payment is the payment written for the same purchase: the same position in the list. */
export const packagesTable = tableLoad(
  memberPackages,
  ["id", "memberId", "packageId", "durationId", "startDate", "endDate", "netAmount", "couponId", "paymentId", "purchasedAt"],
  function* (context) {
    let id = 1;
    for (const p of allPurchases(context)) {
      yield [id, p.member, p.packageId, p.durationId, dayText(p.startAt), dayText(p.endDay * DAY), p.net, p.couponId, id, new Date(p.at)];
      id++;
    }
  },
);
