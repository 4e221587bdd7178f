/**
 * Payment gateways beyond what the generic suite (engine/resources.test.ts) checks for every
 * declaration (docs/catalogue.md, "Payment gateways"): the currencies each supports, the default one an
 * active gateway must support, and the credentials each provider declares, sealed and never read back.
 */
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { secretKey } from "@/lib/engine/fields";
import { MESSAGES } from "@/lib/messages";
import { requireResource } from "@/lib/resources/index";
import { MANUAL_PAYMENT, PROVIDER_KEYS } from "@/lib/resources/paymentGateway";
import { buildTestApp } from "../../test/app";
import { describeEachDatabase } from "../../test/databases";
import { expectRefusedToStaffAndDemo, signedInClients, type ResourceClient, type Row } from "../../test/resources";
import type { SecretBoxKeys } from "../config/two-factor-key";
import { openCredentials } from "../engine/sealed-credentials";
import { seedReferenceData } from "../engine/seed";
import { tablesOf } from "../engine/tables";

const gateway = requireResource("paymentGateway");
const currency = requireResource("currency");
const SCOPE = "payment_gateways.credentials";

describeEachDatabase("payment gateways", (t) => {
  const keys: SecretBoxKeys = { version: 1, current: randomBytes(32) };
  let app: FastifyInstance;
  let admin: ResourceClient;
  let staff: ResourceClient;
  let demo: ResourceClient;
  let codes: Record<string, number> = {};
  let made = 0;

  /** A gateway's add payload: Razorpay taking rupees unless told otherwise. */
  const payload = (extra: Row = {}): Row => ({
    name: `Zq Gateway ${++made} ${randomBytes(2).toString("hex")}`,
    provider: "Razorpay",
    currencies: [codes.INR],
    useInWallet: false,
    useInCheckout: true,
    useInAndroid: false,
    useInApple: false,
    ...extra,
  });
  const add = async (extra: Row = {}) => {
    const answer = await admin.post(gateway.key, payload(extra));
    if (answer.statusCode !== 200) throw new Error(`POST ${gateway.key} answered ${answer.statusCode}: ${answer.body}`);
    return answer.json().recordList[0] as Row & { id: number };
  };
  /** The credentials the table holds for a gateway, opened as the server would. */
  const secretsOf = async (id: number) => {
    const { main } = tablesOf(gateway.key);
    const [row] = await t.db.select({ credentials: main.credentials }).from(main).where(eq(main.id, id));
    return openCredentials(keys, SCOPE, row.credentials as Record<string, string>).values;
  };
  /** The editable fields of a row as a payload, with changes. */
  const edit = (row: Row, changes: Row = {}): Row => ({
    name: row.name,
    provider: row.provider,
    currencies: (row.currencies as { id: number }[]).map((c) => c.id),
    useInWallet: row.useInWallet,
    useInCheckout: row.useInCheckout,
    useInAndroid: row.useInAndroid,
    useInApple: row.useInApple,
    ...(row.provider === MANUAL_PAYMENT ? { description: row.description } : {}),
    ...changes,
  });

  beforeAll(async () => {
    await seedReferenceData(t.db);
    app = await buildTestApp(t.db, { twoFactorKeys: keys });
    ({ admin, staff, demo } = await signedInClients(app));
    codes = Object.fromEntries((await admin.all(currency)).map((row) => [row.code, row.id as number]));
  });
  afterAll(async () => {
    await app?.close();
  });

  it("declares each provider's own credentials", () => {
    const named = Object.fromEntries(Object.entries(PROVIDER_KEYS).map(([provider, labels]) => [provider, labels.map(secretKey)]));
    expect(named).toEqual({
      Razorpay: ["keyId", "keySecret"],
      Stripe: ["publishableKey", "secretKey"],
      PayPal: ["clientId", "clientSecret"],
      "Google Play Billing": ["serviceAccountKey"],
      "Apple In-App Purchase": ["sharedSecret"],
      [MANUAL_PAYMENT]: [],
    });
  });

  it.each(Object.entries(PROVIDER_KEYS).filter(([, labels]) => labels.length))("%s: takes its own credentials, seals them, and never answers them back", async (provider, labels) => {
    const values = Object.fromEntries(labels.map((label) => [secretKey(label), `${secretKey(label)}-${randomBytes(6).toString("hex")}`]));
    const created = await admin.post(gateway.key, payload({ provider, credentials: values }));
    expect(created.statusCode).toBe(200);
    const row = created.json().recordList[0];
    expect(row.credentials).toEqual(Object.keys(values).sort());
    expect(await secretsOf(row.id)).toEqual(values);
    const { main } = tablesOf(gateway.key);
    const raw = JSON.stringify((await t.db.select({ credentials: main.credentials }).from(main).where(eq(main.id, row.id)))[0]);
    const name = encodeURIComponent(String(row.name));
    const answers = [created, await admin.get(`${gateway.key}/${row.id}`), await admin.get(`${gateway.key}?search=${name}`), await admin.get(`${gateway.key}/export?search=${name}`)];
    for (const value of Object.values(values)) {
      expect(raw).not.toContain(value);
      for (const answer of answers) expect(answer.body).not.toContain(value);
    }
    // Another provider's credential is refused by name, and nothing of the change is kept.
    const other: string = Object.entries(PROVIDER_KEYS).find(([name]) => name !== provider && name !== MANUAL_PAYMENT)![1][0]!;
    const stray = await admin.put(`${gateway.key}/${row.id}`, edit(row, { credentials: { [secretKey(other)]: "x" } }));
    expect(stray.statusCode).toBe(400);
    expect(stray.json()).toMatchObject({ status: 400, message: MESSAGES.credentialNotOf(secretKey(other), provider), errors: { [`credentials.${secretKey(other)}`]: MESSAGES.credentialNotOf(secretKey(other), provider) } });
    expect(await secretsOf(row.id)).toEqual(values);
  });

  it("keeps Manual Payment's description readable, as cleaned rich text, with no credentials", async () => {
    const description = '<p>Pay at <strong>any branch</strong><script>alert(1)</script></p>';
    const row = await add({ provider: MANUAL_PAYMENT, description });
    expect(row).toMatchObject({ provider: MANUAL_PAYMENT, description: "<p>Pay at <strong>any branch</strong></p>", credentials: [] });
    expect((await admin.ok(`${gateway.key}/${row.id}`)).recordList[0].description).toBe("<p>Pay at <strong>any branch</strong></p>");
    // It has no credentials to take, and needs its description.
    const keyed = await admin.put(`${gateway.key}/${row.id}`, edit(row, { credentials: { keyId: "x" } }));
    expect(keyed.statusCode).toBe(400);
    expect(keyed.json().errors).toEqual({ "credentials.keyId": MESSAGES.credentialNotOf("keyId", MANUAL_PAYMENT) });
    const blank = await admin.put(`${gateway.key}/${row.id}`, edit(row, { description: "<p></p>" }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ description: "Description is required" });
    // The seed's Manual Payment reads the same way.
    const seeded = (await admin.all(gateway)).find((each) => each.name === MANUAL_PAYMENT)!;
    expect(String(seeded.description)).toContain("bank transfer");
  });

  it("refuses a description for another provider, and drops one when the provider changes", async () => {
    const refused = await admin.post(gateway.key, payload({ description: "<p>Not here</p>" }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ description: MESSAGES.fieldOnlyWhen("Description", "Provider", [MANUAL_PAYMENT]) });
    const manual = await add({ provider: MANUAL_PAYMENT, description: "<p>By hand</p>" });
    const { description: _dropped, ...razorpay } = edit(manual, { provider: "Razorpay", credentials: { keyId: "rzp_1" } });
    const changed = await admin.put(`${gateway.key}/${manual.id}`, razorpay);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().recordList[0]).toMatchObject({ provider: "Razorpay", description: null, credentials: ["keyId"] });
  });

  it("drops the old provider's credentials when the provider changes", async () => {
    const row = await add({ credentials: { keyId: "rzp_old", keySecret: "rzp_secret_old" } });
    const changed = await admin.put(`${gateway.key}/${row.id}`, edit(row, { provider: "Stripe", credentials: { publishableKey: "pk_new" } }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json().recordList[0].credentials).toEqual(["publishableKey"]);
    expect(await secretsOf(row.id)).toEqual({ publishableKey: "pk_new" });
    // Sent again without credentials: what it has stays.
    const { credentials: _none, ...unchanged } = edit(changed.json().recordList[0]);
    expect((await admin.put(`${gateway.key}/${row.id}`, unchanged)).statusCode).toBe(200);
    expect(await secretsOf(row.id)).toEqual({ publishableKey: "pk_new" });
  });

  it("is linked to the currencies it supports, which list it", async () => {
    const row = await add({ currencies: [codes.USD, codes.INR, codes.USD] });
    expect(row.currencies).toEqual([
      { id: codes.INR, name: "Indian Rupee" },
      { id: codes.USD, name: "US Dollar" },
    ]);
    const usd = (await admin.ok(`${currency.key}/${codes.USD}`)).recordList[0];
    expect(usd.gateways).toContainEqual({ id: row.id, name: row.name, isActive: true });
    const eur = (await admin.ok(`${currency.key}/${codes.EUR}`)).recordList[0];
    expect((eur.gateways as { id: number }[]).some((chip) => chip.id === row.id)).toBe(false);
    // A currency a gateway supports is not deleted from under it.
    const deleted = await admin.del(`${currency.key}/${codes.USD}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toMatch(/^"US Dollar" cannot be deleted while \d+ payment gateways use it\.$/);
  });

  it("can be made active only while it supports the default currency (409), and an active one keeps it (409)", async () => {
    // Added without the default currency: kept, switched off.
    const row = await add({ currencies: [codes.GBP] });
    expect(row.isActive).toBe(false);
    const on = await admin.put(`${gateway.key}/${row.id}/active`, { isActive: true });
    expect(on.statusCode).toBe(409);
    expect(on.json()).toEqual({ status: 409, message: MESSAGES.gatewayNeedsDefault(String(row.name), "Indian Rupee"), recordList: [] });
    expect((await admin.ok(`${gateway.key}/${row.id}`)).recordList[0].isActive).toBe(false);

    const completed = await admin.put(`${gateway.key}/${row.id}`, edit(row, { currencies: [codes.GBP, codes.INR] }));
    expect(completed.statusCode).toBe(200);
    expect((await admin.put(`${gateway.key}/${row.id}/active`, { isActive: true })).statusCode).toBe(200);

    // Active, it cannot drop the default currency: refused under the field, nothing saved.
    const active = (await admin.ok(`${gateway.key}/${row.id}`)).recordList[0];
    const dropped = await admin.put(`${gateway.key}/${row.id}`, edit(active, { currencies: [codes.GBP], name: "Zq Renamed" }));
    expect(dropped.statusCode).toBe(409);
    const message = MESSAGES.gatewayKeepsDefault("Zq Renamed", "Indian Rupee");
    expect(dropped.json()).toEqual({ status: 409, message, errors: { currencies: message }, recordList: [] });
    expect((await admin.ok(`${gateway.key}/${row.id}`)).recordList[0]).toEqual(active);
    // Switched off, it may.
    expect((await admin.put(`${gateway.key}/${row.id}/active`, { isActive: false })).statusCode).toBe(200);
    expect((await admin.put(`${gateway.key}/${row.id}`, edit(active, { currencies: [codes.GBP] }))).statusCode).toBe(200);
    // The seed's PayPal takes no rupees: it is off, and stays off.
    const paypal = (await admin.all(gateway)).find((each) => each.name === "PayPal")!;
    expect(paypal.isActive).toBe(false);
    expect((await admin.put(`${gateway.key}/${paypal.id}/active`, { isActive: true })).json().message).toBe(MESSAGES.gatewayNeedsDefault("PayPal", "Indian Rupee"));
  });

  it("refuses bad input with 400 naming the field: an unknown one, a wrong type, a bad choice", async () => {
    const row = await add();
    const cases: [string, Row, Record<string, string>][] = [
      ["an unknown field", { ...payload(), nonsense: 1 }, { nonsense: MESSAGES.unknownField("nonsense") }],
      ["isActive in the form", { ...payload(), isActive: true }, { isActive: MESSAGES.unknownField("isActive") }],
      ["a provider it does not know", payload({ provider: "Bitcoin" }), { provider: "Choose a provider" }],
      ["a provider of the wrong type", payload({ provider: 42 }), { provider: "Choose a provider" }],
      ["currencies not a list", payload({ currencies: "INR" }), { currencies: "Currencies is required" }],
      ["no currency", payload({ currencies: [] }), { currencies: "Choose at least one of the currencies" }],
      ["a switch not a boolean", payload({ useInWallet: "yes" }), { useInWallet: "Use In Wallet must be yes or no" }],
      ["credentials not an object", payload({ credentials: "secret" }), {}],
      ["a credential not a string", payload({ credentials: { keyId: 42 } }), {}],
      ["a description not a string", payload({ provider: MANUAL_PAYMENT, description: 42 }), { description: "Description is required" }],
    ];
    for (const [name, body, errors] of cases) {
      for (const [method, url] of [["POST", gateway.key], ["PUT", `${gateway.key}/${row.id}`]] as const) {
        const answer = await admin.request(method, url, body);
        expect({ name, method, status: answer.statusCode }).toEqual({ name, method, status: 400 });
        const got = answer.json().errors as Record<string, string>;
        if (Object.keys(errors).length) expect({ name, errors: got }).toEqual({ name, errors });
        else expect(Object.keys(got).some((key) => key.startsWith("credentials"))).toBe(true);
      }
    }
    const switched = await admin.put(`${gateway.key}/${row.id}/active`, { isActive: true, why: "x" });
    expect(switched.statusCode).toBe(400);
    expect(switched.json().errors).toEqual({ why: MESSAGES.unknownField("why") });
    expect((await admin.ok(`${gateway.key}/${row.id}`)).recordList[0]).toEqual(row);
  });

  it("is closed to staff without the Payment Gateway page, and read-only to the demo administrator", async () => {
    const row = await add();
    const calls = [
      ["POST", gateway.key, payload()],
      ["PUT", `${gateway.key}/${row.id}`, edit(row, { currencies: [codes.GBP] })],
      ["PUT", `${gateway.key}/${row.id}/active`, { isActive: false }],
      ["DELETE", `${gateway.key}/${row.id}`, undefined],
    ] as const;
    await expectRefusedToStaffAndDemo({ staff, demo }, calls);
    expect((await staff.get(gateway.key)).statusCode).toBe(403);
    // The form's currencies come from the currency options, open to the Payment Gateway page, not to this staff member.
    expect((await staff.get(`${currency.key}/options`)).statusCode).toBe(403);
    expect((await demo.get(`${currency.key}/options`)).statusCode).toBe(200);
    expect((await admin.ok(`${gateway.key}/${row.id}`)).recordList[0]).toEqual(row);
  });
});
