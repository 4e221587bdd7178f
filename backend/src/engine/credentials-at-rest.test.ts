/**
 * Payment-gateway credentials (a `secret` field) and two-factor secrets are sealed at rest with the
 * data-encryption key, sealed on start when an older version left them plain, and sealed again under
 * a new key by `npm run keys:rotate` (docs/encryption-at-rest.md).
 */
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { eq, sql } from "drizzle-orm";
import { MESSAGES } from "@/lib/messages";
import { requireResource } from "@/lib/resources/index";
import { ACCOUNTS, buildTestApp, signIn } from "../../test/app";
import { describeEachDatabase } from "../../test/databases";
import { resourceClient, type ResourceClient } from "../../test/resources";
import { openSecret, sealSecret } from "../auth/two-factor";
import type { SecretBoxKeys } from "../config/two-factor-key";
import { adminUsers } from "../db/schema";
import { resealAll, sealPlainCredentials } from "../setup/sealed-values";
import { openCredentials } from "./sealed-credentials";
import { seedReferenceData } from "./seed";
import { tablesOf } from "./tables";

const SCOPE = "payment_gateways.credentials";
const resource = requireResource("paymentGateway");
const { main } = tablesOf(resource.key);

describeEachDatabase("credentials at rest", (t) => {
  const oldKeys: SecretBoxKeys = { version: 1, current: randomBytes(32) };
  let app: FastifyInstance;
  let admin: ResourceClient;
  let names = 0;
  let currencies: number[] = [];

  beforeAll(async () => {
    // A gateway supports some currency: the seed's.
    await seedReferenceData(t.db);
    app = await buildTestApp(t.db, { twoFactorKeys: oldKeys });
    admin = resourceClient(app, (await signIn(app, ACCOUNTS.admin)).SessionToken);
    currencies = (await admin.options("currency")).map((option) => option.id);
  });
  afterAll(() => app.close());

  const gateway = (credentials: Record<string, string>) => ({
    name: `Gateway ${++names} ${randomBytes(3).toString("hex")}`,
    provider: "Razorpay",
    currencies,
    useInWallet: false,
    useInCheckout: true,
    useInAndroid: false,
    useInApple: false,
    credentials,
  });
  /** The row's credentials column as the database holds it, as text. */
  const rawText = async (id: number) =>
    String(((await t.db.execute(sql`select credentials::text as c from payment_gateways where id = ${id}`)) as unknown as { rows: { c: string }[] }).rows[0].c);
  const stored = async (id: number) => (await t.db.select({ c: main.credentials }).from(main).where(eq(main.id, id)))[0].c as Record<string, string>;

  it("keeps no plain text in the row or the audit log; an empty field keeps its value; answers name the keys only", async () => {
    const created = await admin.post(resource.key, gateway({ keyId: "rzp_live_K3yId9" }));
    expect(created.statusCode).toBe(200);
    const id = created.json().recordList[0].id as number;

    const raw = await rawText(id);
    expect(raw).not.toContain("rzp_live_K3yId9");
    expect(Object.values(await stored(id)).every((value) => /^v1:[A-Za-z0-9_-]+$/.test(value))).toBe(true);
    expect(openCredentials(oldKeys, SCOPE, await stored(id)).values).toEqual({ keyId: "rzp_live_K3yId9" });

    const edited = await admin.put(`${resource.key}/${id}`, { ...gateway({ keyId: "", keySecret: "sk_live_Plaintext42" }), name: `Edited ${id}` });
    expect(edited.statusCode).toBe(200);
    expect(openCredentials(oldKeys, SCOPE, await stored(id)).values).toEqual({ keyId: "rzp_live_K3yId9", keySecret: "sk_live_Plaintext42" });
    expect(await rawText(id)).not.toContain("sk_live_Plaintext42");
    const audit = (await t.db.execute(sql`select count(*)::int as n from audit_log where position('Plaintext42' in row_to_json(audit_log)::text) > 0`)) as unknown as { rows: { n: number }[] };
    expect(audit.rows[0].n).toBe(0);

    const one = await admin.get(`${resource.key}/${id}`);
    expect(one.json().recordList[0].credentials).toEqual(["keyId", "keySecret"]);
    for (const answer of [created, edited, one, await admin.get(resource.key)]) expect(answer.body).not.toMatch(/Plaintext42|rzp_live_K3yId9|v1:/);
  });

  it("refuses a credential the gateway does not declare, and a switch that is not true or false, naming each, saving nothing", async () => {
    const before = (await t.db.select({ id: main.id }).from(main)).length;
    const unknownKey = await admin.post(resource.key, gateway({ keyId: "rzp_live_Kept1", merchantPin: "4242" }));
    expect(unknownKey.statusCode).toBe(400);
    expect(unknownKey.json().errors).toEqual({ "credentials.merchantPin": MESSAGES.unknownField("merchantPin") });
    const notABoolean = await admin.post(resource.key, { ...gateway({ keyId: "rzp_live_Kept2" }), isActive: "yes" });
    expect(notABoolean.statusCode).toBe(400);
    expect(notABoolean.json().errors).toEqual({ isActive: MESSAGES.unknownField("isActive") });
    expect((await t.db.select({ id: main.id }).from(main)).length).toBe(before);
  });

  it("seals a typed value that merely looks sealed, so it opens as typed and never stays plain", async () => {
    const lookalike = `v1:${randomBytes(30).toString("base64url")}`;
    const created = await admin.post(resource.key, gateway({ keyId: lookalike }));
    expect(created.statusCode).toBe(200);
    const id = created.json().recordList[0].id as number;
    expect((await stored(id)).keyId).not.toBe(lookalike);
    expect(openCredentials(oldKeys, SCOPE, await stored(id)).values).toEqual({ keyId: lookalike });
  });

  it("seals values an older version left in plain text, once, even with two processes starting together", async () => {
    const [{ id }] = await t.db.insert(main).values({ ...gateway({}), credentials: { keyId: "plain_id_7", keySecret: "plain_secret_7" } }).returning({ id: main.id });
    const sealedCounts = await Promise.all([sealPlainCredentials(t.db, oldKeys), sealPlainCredentials(t.db, oldKeys)]);
    expect(sealedCounts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await rawText(id as number)).not.toContain("plain_secret_7");
    expect(openCredentials(oldKeys, SCOPE, await stored(id as number)).values).toEqual({ keyId: "plain_id_7", keySecret: "plain_secret_7" });
    expect(await sealPlainCredentials(t.db, oldKeys)).toBe(0);
  });

  it("rotates: every value sealed again under the new key, after which the old key can be dropped", async () => {
    const created = await admin.post(resource.key, gateway({ keySecret: "rotate_me_9" }));
    const id = created.json().recordList[0].id as number;
    const [owner] = await t.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, ACCOUNTS.admin.email));
    await t.db.update(adminUsers).set({ twoFactorSecret: sealSecret(oldKeys, owner.id, "JBSWY3DPEHPK3PXP") }).where(eq(adminUsers.id, owner.id));

    const newKey = randomBytes(32);
    const during: SecretBoxKeys = { version: 2, current: newKey, previous: oldKeys.current };
    const report = await resealAll(t.db, during);
    expect(report.unreadable).toEqual([]);
    expect(report.twoFactorSecrets).toBe(1);
    expect(report.credentials).toBeGreaterThanOrEqual(2);
    expect((await resealAll(t.db, during)).credentials).toBe(0);

    const after: SecretBoxKeys = { version: 2, current: newKey };
    expect(openCredentials(after, SCOPE, await stored(id)).values).toEqual({ keySecret: "rotate_me_9" });
    const [row] = await t.db.select({ secret: adminUsers.twoFactorSecret }).from(adminUsers).where(eq(adminUsers.id, owner.id));
    expect(openSecret(after, owner.id, row.secret!).plaintext).toBe("JBSWY3DPEHPK3PXP");
    await t.db.update(adminUsers).set({ twoFactorSecret: null }).where(eq(adminUsers.id, owner.id));
  });

  it("reports a value no configured key opens, and leaves it as it is", async () => {
    const stranger: SecretBoxKeys = { version: 1, current: randomBytes(32) };
    const created = await admin.post(resource.key, gateway({ keySecret: "lost_key_3" }));
    const id = created.json().recordList[0].id as number;
    const before = await stored(id);
    const report = await resealAll(t.db, { version: 2, current: randomBytes(32), previous: stranger.current });
    expect(report.unreadable.some((line) => line.startsWith(`${SCOPE} of row ${id}:`))).toBe(true);
    expect(await stored(id)).toEqual(before);
  });
});
