/**
 * Currencies beyond what the generic suite (engine/resources.test.ts) checks for every declaration
 * (docs/catalogue.md, "Currencies"): how the list shows them, the default every active payment gateway
 * must support, and the one active default the database itself keeps, also against two requests at once.
 */
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { MESSAGES } from "@/lib/messages";
import { requireResource } from "@/lib/resources/index";
import { buildTestApp } from "../../test/app";
import { describeEachDatabase } from "../../test/databases";
import { expectRefusedToStaffAndDemo, signedInClients, type ResourceClient, type Row } from "../../test/resources";
import { databaseConstraint } from "../db/errors";
import { seedReferenceData } from "../engine/seed";
import { tablesOf } from "../engine/tables";

const currency = requireResource("currency");
const gateway = requireResource("paymentGateway");

/** The active seed gateways that support the Indian Rupee, as the list names them. */
const SEEDED_WITH_INR = ["Apple In-App Purchase", "Google Play Billing", "Manual Payment", "Razorpay", "Stripe"];

type GatewayChip = { name: string; isActive: boolean };

describeEachDatabase("currencies", (t) => {
  let app: FastifyInstance;
  let admin: ResourceClient;
  let staff: ResourceClient;
  let demo: ResourceClient;

  const byCode = async (code: string) => (await admin.all(currency)).find((row) => row.code === code)!;
  const gatewayNamed = async (name: string) => (await admin.all(gateway)).find((row) => row.name === name)!;
  /** The default currencies as the table holds them, with whether each is active. */
  const defaults = async () => {
    const { main } = tablesOf("currency");
    return (await t.db.select({ code: main.code, isActive: main.isActive }).from(main).where(eq(main.isDefault, true))) as { code: string; isActive: boolean }[];
  };
  /** Runs SQL that breaks a rule of the table: the constraint that refused it, or undefined when nothing did. */
  const refusedBy = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      return databaseConstraint(error) ?? String(error);
    }
    return undefined;
  };
  const makeDefault = (row: Row) => admin.post(`${currency.key}/${row.id}/default`);
  const setActive = (key: string, row: Row, isActive: boolean) => admin.put(`${key}/${row.id}/active`, { isActive });

  beforeAll(async () => {
    await seedReferenceData(t.db);
    app = await buildTestApp(t.db);
    ({ admin, staff, demo } = await signedInClients(app));
  });
  afterAll(async () => {
    await app?.close();
  });
  afterEach(async () => {
    // Every test starts from the seed's default.
    expect(await defaults()).toEqual([{ code: "INR", isActive: true }]);
  });

  it("lists each currency as name (symbol : code) with the gateways that support it, an inactive one marked", async () => {
    const rows = await admin.all(currency);
    expect(rows.map((row) => row.label)).toEqual(["British Pound (£ : GBP)", "Euro (€ : EUR)", "Indian Rupee (₹ : INR)", "UAE Dirham (AED : AED)", "US Dollar ($ : USD)"]);
    const inr = rows.find((row) => row.code === "INR")!;
    expect((inr.gateways as GatewayChip[]).map((chip) => chip.name)).toEqual(SEEDED_WITH_INR);
    const gbp = rows.find((row) => row.code === "GBP")!;
    expect((gbp.gateways as GatewayChip[]).find((chip) => chip.name === "PayPal")).toMatchObject({ isActive: false });
    expect((gbp.gateways as GatewayChip[]).some((chip) => chip.name === "Manual Payment")).toBe(false);
    // Sorted by what it shows, both ways.
    expect((await admin.all(currency, "sort=label&order=desc")).map((row) => row.code)).toEqual(["USD", "AED", "INR", "EUR", "GBP"]);
    // The export says the same.
    const csv = (await admin.get(`${currency.key}/export?search=INR`)).body.split("\r\n");
    expect(csv[0]).toBe("\uFEFFSr. No,Currency,Payment Gateways,Code,Default,Status");
    expect(csv[1]).toBe(`1,Indian Rupee (₹ : INR),"${SEEDED_WITH_INR.join(", ")}",INR,Yes,Active`);
  });

  it("refuses to make a currency the default while active gateways do not support it, naming them (409)", async () => {
    const gbp = await byCode("GBP");
    const manual = await gatewayNamed("Manual Payment");
    const refused = await makeDefault(gbp);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ status: 409, message: MESSAGES.currencyNotSupported("British Pound", ["Manual Payment"]), recordList: [] });

    // Two in the way: both named.
    const local = (await admin.post(gateway.key, { name: "Zq Local Wallet", provider: "Razorpay", currencies: [(await byCode("INR")).id], useInWallet: true, useInCheckout: false, useInAndroid: false, useInApple: false })).json().recordList[0];
    expect(local.isActive).toBe(true);
    expect((await makeDefault(gbp)).json().message).toBe(MESSAGES.currencyNotSupported("British Pound", ["Manual Payment", "Zq Local Wallet"]));
    expect((await admin.del(`${gateway.key}/${local.id}`)).statusCode).toBe(200);

    // An inactive gateway is not in the way: PayPal (off) lacks the rupee, Manual Payment switched off lacks the pound.
    expect((await setActive(gateway.key, manual, false)).statusCode).toBe(200);
    const moved = await makeDefault(gbp);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().message).toBe(MESSAGES.currencyNowDefault("British Pound"));
    // Manual Payment cannot come back on while it does not take the new default.
    const back = await setActive(gateway.key, manual, true);
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(MESSAGES.gatewayNeedsDefault("Manual Payment", "British Pound"));
    expect((await makeDefault(await byCode("INR"))).statusCode).toBe(200);
    expect((await setActive(gateway.key, manual, true)).statusCode).toBe(200);
  });

  it("refuses to deactivate or delete the default, naming the active gateways that must support it (409)", async () => {
    const inr = await byCode("INR");
    for (const [answer, doing] of [
      [await setActive(currency.key, inr, false), "made inactive"],
      [await admin.del(`${currency.key}/${inr.id}`), "deleted"],
    ] as const) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({ status: 409, message: MESSAGES.defaultCurrencyOfGateways("Indian Rupee", doing, SEEDED_WITH_INR), recordList: [] });
    }
    // With no active gateway in the way, still refused: there must be an active default.
    const active = (await admin.all(gateway, "status=active")).filter((row) => (row.currencies as { id: number }[]).some((c) => c.id === inr.id));
    for (const row of active) expect((await setActive(gateway.key, row, false)).statusCode).toBe(200);
    try {
      const off = await setActive(currency.key, inr, false);
      expect(off.statusCode).toBe(409);
      expect(off.json().message).toBe(MESSAGES.defaultCurrencyStays);
    } finally {
      for (const row of active) expect((await setActive(gateway.key, row, true)).statusCode).toBe(200);
    }
    expect((await admin.ok(`${currency.key}/${inr.id}`)).recordList[0]).toEqual(inr);
  });

  it("keeps one active default in the table itself: a second default, an inactive one or none is refused", async () => {
    const { main } = tablesOf("currency");
    const links = tablesOf("paymentGateway").lists.currencies;
    expect(await refusedBy(() => t.db.update(main).set({ isDefault: true }).where(eq(main.code, "USD")))).toBe("currencies_one_default_key");
    expect(await refusedBy(() => t.db.update(main).set({ isActive: false }).where(eq(main.isDefault, true)))).toBe("currencies_default_is_active");
    expect(await refusedBy(() => t.db.update(main).set({ isDefault: false }).where(eq(main.isDefault, true)))).toBe("currencies_keep_a_default");
    // Gone altogether, its gateways' links first: refused when the transaction commits, and undone whole.
    const inr = await byCode("INR");
    const deleted = () =>
      t.db.transaction(async (tx) => {
        await tx.delete(links).where(eq(links.itemId, inr.id));
        await tx.delete(main).where(eq(main.id, inr.id));
      });
    expect(await refusedBy(deleted)).toBe("currencies_keep_a_default");
    expect((await byCode("INR")).gateways).toEqual(inr.gateways);
    // Moving the default in one transaction, the old one cleared a statement before the new one is set, is no breach.
    const usd = await byCode("USD");
    const move = (to: number) =>
      t.db.transaction(async (tx) => {
        await tx.update(main).set({ isDefault: false }).where(eq(main.isDefault, true));
        await tx.update(main).set({ isDefault: true }).where(eq(main.id, to));
      });
    expect(await refusedBy(() => move(usd.id as number))).toBeUndefined();
    expect(await refusedBy(() => move(inr.id as number))).toBeUndefined();
  });

  it("never leaves no default when one request makes a currency the default and another switches it off at once", async () => {
    const usd = await byCode("USD");
    const inr = await byCode("INR");
    const refusals = new Set<string>([MESSAGES.inactiveCurrencyNotDefault, MESSAGES.defaultCurrencyStays, MESSAGES.defaultCurrencyOfGateways("US Dollar", "made inactive", SEEDED_WITH_INR)]);
    for (let round = 0; round < 6; round++) {
      const [made, off] = await Promise.all([makeDefault(usd), setActive(currency.key, usd, false)]);
      // One of the two wins; whichever it is, there is one default and it is active.
      expect([made.statusCode, off.statusCode].sort()).toEqual([200, 409]);
      const loser = made.statusCode === 409 ? made : off;
      expect(refusals.has(loser.json().message)).toBe(true);
      const [only] = await defaults();
      expect(await defaults()).toEqual([{ code: made.statusCode === 200 ? "USD" : "INR", isActive: true }]);
      expect(only.isActive).toBe(true);
      if (made.statusCode === 200) expect((await makeDefault(inr)).statusCode).toBe(200);
      else expect((await setActive(currency.key, usd, true)).statusCode).toBe(200);
    }
    // The other way round: the old default switched off while another becomes the default. Both may
    // succeed (off after the move), or the switch is refused (before it): never no default.
    for (let round = 0; round < 6; round++) {
      const [made, off] = await Promise.all([makeDefault(usd), setActive(currency.key, inr, false)]);
      expect(made.statusCode).toBe(200);
      expect([200, 409]).toContain(off.statusCode);
      expect(await defaults()).toEqual([{ code: "USD", isActive: true }]);
      if (off.statusCode === 200) expect((await setActive(currency.key, inr, true)).statusCode).toBe(200);
      expect((await makeDefault(inr)).statusCode).toBe(200);
    }
  });

  it("refuses a switch-off that waited behind a new default, by the table's rule (409), when the two overlap in PostgreSQL", async () => {
    // The first transaction makes US Dollar the default and holds its rows; the second switches US
    // Dollar off meanwhile, having read it before as no default. On PostgreSQL the second waits, then
    // finds the row the default: only the table's rule stands in its way (PGlite runs them in turn).
    const { main } = tablesOf("currency");
    const usd = await byCode("USD");
    let moved!: () => void;
    let release!: () => void;
    const movedYet = new Promise<void>((resolve) => (moved = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = t.db.transaction(async (tx) => {
      await tx.update(main).set({ isDefault: false }).where(eq(main.isDefault, true));
      await tx.update(main).set({ isDefault: true }).where(eq(main.id, usd.id));
      moved();
      await held;
    });
    await movedYet;
    const second = refusedBy(() => t.db.update(main).set({ isActive: false }).where(eq(main.id, usd.id)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await first;
    expect(await second).toBe("currencies_default_is_active");
    expect(await defaults()).toEqual([{ code: "USD", isActive: true }]);
    expect((await makeDefault(await byCode("INR"))).statusCode).toBe(200);
  });

  it("is closed to staff without the Currency page, and read-only to the demo administrator", async () => {
    const usd = await byCode("USD");
    const calls = [
      ["POST", `${currency.key}/${usd.id}/default`, undefined],
      ["PUT", `${currency.key}/${usd.id}/active`, { isActive: false }],
      ["DELETE", `${currency.key}/${usd.id}`, undefined],
    ] as const;
    await expectRefusedToStaffAndDemo({ staff, demo }, calls);
    expect((await staff.get(currency.key)).statusCode).toBe(403);
    expect((await demo.get(currency.key)).statusCode).toBe(200);
    expect((await admin.ok(`${currency.key}/${usd.id}`)).recordList[0]).toEqual(usd);
  });

  it("takes no body for Set as Default: a field is a 400 naming it", async () => {
    const usd = await byCode("USD");
    const answer = await admin.post(`${currency.key}/${usd.id}/default`, { isDefault: true });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual({ isDefault: MESSAGES.unknownField("isDefault") });
  });
});
