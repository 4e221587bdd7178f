/**
 * The Setting page's api (docs/setting.md): every flag saves and reads back by its type; each type's
 * bad values answer 400 naming the flag, and nothing is written; a child flag only under its parent's
 * value; a secret flag is sealed at rest and never in any answer nor the audit log; rights as the page's.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { simpleParser, type AddressObject } from "mailparser";
import { eq } from "drizzle-orm";
import { MESSAGES } from "@/lib/messages";
import { isSealed } from "../auth/secret-box";
import { SETTING_DEFAULTS, SETTING_FORM, PHOTO_REVIEW_FLAG } from "@/lib/settings/setting";
import { ACCOUNTS, buildTestApp, signIn } from "../../test/app";
import { describeEachDatabase } from "../../test/databases";
import { insertMember, insertProfilePhoto } from "../../test/members";
import { badValues, expectRefusedToStaffAndDemo, resourceClient, signedInClients, uploadPicture, type ResourceClient, type Row } from "../../test/resources";
import { adminPushTokens, adminUsers, auditLog, systemFlags } from "../db/schema";
import { PROJECT, startFakeFcm } from "../../test/fake-fcm";
import { fcmClient } from "../push/fcm";
import { seedReferenceData } from "../engine/seed";
import { csvCells } from "../../test/member-checks";

const CERTIFICATE = "agora-certificate-0123456789";

/** A full save: every editable flag, the children under their parent's value only. */
const VALID: Row = {
  [PHOTO_REVIEW_FLAG]: true,
  genderVisibility: "Both",
  memberIdFormat: "Prefix",
  prefixLetters: "VM",
  maxPhotos: 8,
  latestVersion: "2.4.1",
  supportEmail: "help@example.org",
  signInMethods: ["Email", "Google"],
  watermarkImage: null,
  appNotice: "<p>New: <strong>video calls</strong></p>",
  agoraAppId: "app-42",
  agoraCertificate: {},
  dateFormat: "DD MMM YYYY",
  isEnableCommunity: true,
  isEnableSubCommunity: true,
};

describeEachDatabase("the Setting page's api", (t) => {
  let app: FastifyInstance;
  let admin: ResourceClient;
  let staff: ResourceClient;
  let demo: ResourceClient;
  let token: string;

  const read = async () => (await admin.ok("setting")).recordList[0] as { values: Row; set: Record<string, string[]> };
  const storedFlags = async () => Object.fromEntries((await t.db.select({ name: systemFlags.name, value: systemFlags.value }).from(systemFlags)).map((row) => [row.name, row.value]));

  beforeAll(async () => {
    await seedReferenceData(t.db);
    app = await buildTestApp(t.db);
    ({ admin, staff, demo } = await signedInClients(app));
    token = (await signIn(app, ACCOUNTS.admin)).SessionToken;
  });
  afterAll(async () => {
    await app?.close();
  });

  it("reads every flag, its default until saved, and the mail delivery from the configuration", async () => {
    const { values, set } = await read();
    expect(values).toMatchObject({ ...Object.fromEntries(Object.entries(SETTING_DEFAULTS).filter(([flag]) => !["agoraCertificate", "mailDelivery", "pushDelivery"].includes(flag))) });
    expect(String(values.mailDelivery)).toMatch(/^(Not sent: written as files|By SMTP through)/);
    expect(set).toEqual({ agoraCertificate: [] });
    expect(values).not.toHaveProperty("agoraCertificate");
  });

  it("saves every type and reads it back; one audit entry names the flags that changed", async () => {
    const answer = await admin.put("setting", VALID);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe(MESSAGES.saved);
    const { values } = await read();
    const { agoraCertificate: _secret, ...shown } = VALID;
    expect(values).toMatchObject(shown);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.page, "Setting"));
    expect(entry).toMatchObject({ action: "update", target: "setting" });
    expect(Object.keys(entry.after as Row).sort()).toEqual(["agoraAppId", "appNotice", "genderVisibility", "latestVersion", "maxPhotos", "prefixLetters", "signInMethods", "supportEmail"].sort());
    // The same save again changes nothing and writes no entry.
    expect((await admin.put("setting", VALID)).statusCode).toBe(200);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.page, "Setting"))).toHaveLength(1);
  });

  it("cleans rich text before storing it", async () => {
    expect((await admin.put("setting", { ...VALID, appNotice: '<p onclick="x()">Hi<script>alert(1)</script></p>' })).statusCode).toBe(200);
    expect((await read()).values.appNotice).toBe("<p>Hi</p>");
    await admin.put("setting", VALID);
  });

  it("keeps a picture flag by its upload's id, and refuses an id that names no upload", async () => {
    const id = await uploadPicture(app, token, "setting");
    expect((await admin.put("setting", { ...VALID, watermarkImage: id })).statusCode).toBe(200);
    expect((await read()).values.watermarkImage).toBe(id);
    const missing = await admin.put("setting", { ...VALID, watermarkImage: "6f1c2a5e-0000-4000-8000-000000000000" });
    expect([missing.statusCode, missing.json().message, missing.json().errors]).toEqual([400, "Upload watermark on photos", { watermarkImage: "Upload watermark on photos" }]);
    expect((await read()).values.watermarkImage).toBe(id);
    // A save without it clears it, as it clears the notice.
    const { appNotice: _notice, ...withoutNotice } = VALID;
    expect((await admin.put("setting", withoutNotice)).statusCode).toBe(200);
    expect((await read()).values).toMatchObject({ watermarkImage: null, appNotice: "" });
    await admin.put("setting", VALID);
  });

  it("refuses each type's bad values with 400 naming the flag, and writes nothing", async () => {
    const before = await storedFlags();
    for (const [flag, field] of Object.entries(SETTING_FORM.fields)) {
      if (field.readOnly || field.shownWhen) continue;
      for (const bad of badValues(flag, field, VALID)) {
        if (bad.stage === "api" && field.kind !== "image") continue;
        const payload = { ...VALID, [flag]: bad.value };
        if (bad.value === undefined) delete payload[flag];
        const answer = await admin.put("setting", payload);
        const body = answer.json();
        expect({ case: bad.name, status: answer.statusCode }).toEqual({ case: bad.name, status: 400 });
        if (bad.message) expect({ case: bad.name, message: body.message }).toEqual({ case: bad.name, message: bad.message });
        expect({ case: bad.name, named: Object.keys(body.errors ?? {}).some((key) => key === flag || key.startsWith(`${flag}.`)) }).toEqual({ case: bad.name, named: true });
      }
    }
    const unknown = await admin.put("setting", { ...VALID, timeFormat: "24h" });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().errors)).toContain("timeFormat");
    const readOnly = await admin.put("setting", { ...VALID, mailDelivery: "By pigeon" });
    expect(readOnly.statusCode).toBe(400);
    expect(await storedFlags()).toEqual(before);
  });

  it("asks a child flag only under its parent's value, and then requires it", async () => {
    const hidden = await admin.put("setting", { ...VALID, postfixLetters: "XY" });
    expect(hidden.statusCode).toBe(400);
    expect(Object.keys(hidden.json().errors)).toEqual(["postfixLetters"]);
    const missing = await admin.put("setting", { ...VALID, memberIdFormat: "Postfix", prefixLetters: undefined });
    expect([missing.statusCode, missing.json().errors]).toEqual([400, { postfixLetters: "Postfix letters is required" }]);
    const bad = await admin.put("setting", { ...VALID, memberIdFormat: "Postfix", prefixLetters: undefined, postfixLetters: "x1" });
    expect(bad.json().errors).toEqual({ postfixLetters: "Postfix letters must be 1 to 4 capital letters" });
    const { prefixLetters: _prefix, ...others } = VALID;
    expect((await admin.put("setting", { ...others, memberIdFormat: "Postfix", postfixLetters: "IN" })).statusCode).toBe(200);
    // The hidden child keeps what it held, for when its parent comes back to it.
    expect((await read()).values).toMatchObject({ memberIdFormat: "Postfix", postfixLetters: "IN", prefixLetters: "VM" });
    await admin.put("setting", VALID);
  });

  it("seals a secret flag at rest and never answers it, in the save, the read or the audit log", async () => {
    const saved = await admin.put("setting", { ...VALID, agoraCertificate: { appCertificate: CERTIFICATE } });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(CERTIFICATE);
    const read1 = await admin.get("setting");
    expect(read1.body).not.toContain(CERTIFICATE);
    expect(read1.json().recordList[0].set).toEqual({ agoraCertificate: ["appCertificate"] });
    const stored = JSON.parse((await storedFlags()).agoraCertificate) as Record<string, string>;
    expect(isSealed(stored.appCertificate)).toBe(true);
    // An empty save keeps it.
    expect((await admin.put("setting", { ...VALID, agoraCertificate: { appCertificate: "" } })).statusCode).toBe(200);
    expect((await read()).set).toEqual({ agoraCertificate: ["appCertificate"] });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.page, "Setting"));
    expect(JSON.stringify(entries)).not.toContain(CERTIFICATE);
    expect(JSON.stringify(entries)).not.toContain(stored.appCertificate);
    expect(entries.at(-1)!.after).toMatchObject({ agoraCertificate: "set: appCertificate" });
  });

  it("turning off photo approval takes the photo actions off App Users", async () => {
    const member = await insertMember(t.db);
    await insertProfilePhoto(t.db, member.id, "pending");
    expect((await admin.ok(`appuser/${member.id}`)).recordList[0]).toMatchObject({ photoReviewable: true });
    expect((await admin.put("setting", { ...VALID, [PHOTO_REVIEW_FLAG]: false })).statusCode).toBe(200);
    expect((await admin.ok(`appuser/${member.id}`)).recordList[0]).toMatchObject({ photoPending: true, photoReviewable: false });
    const refused = await admin.post(`appuser/${member.id}/approvePhoto`, {});
    expect([refused.statusCode, refused.json().message]).toEqual([409, MESSAGES.photoReviewOff]);
    await admin.put("setting", VALID);
    expect((await admin.ok(`appuser/${member.id}`)).recordList[0]).toMatchObject({ photoReviewable: true });
  });

  it("says the flags the console follows with the administrator, and the api's exports follow them at once", async () => {
    const flagsOf = async () => ((await admin.ok("users/me")).recordList[0] as { consoleFlags: unknown }).consoleFlags;
    expect(await flagsOf()).toEqual({ dateFormat: "DD MMM YYYY", community: true, subCommunity: true });
    const member = await insertMember(t.db, { registeredAt: new Date("2023-02-02T06:00:00Z") });
    const registered = async () => csvCells((await admin.get(`appuser/export?search=${encodeURIComponent(member.email)}`)).body)[1]?.at(-2);
    const reportHeader = async () => csvCells((await admin.get(`applicationuser/export?search=${encodeURIComponent(member.email)}`)).body)[0];
    expect(await registered()).toBe("02 Feb 2023");
    expect(await reportHeader()).toContain("Community");
    try {
      // The sub community's switch is not asked under communities off: it keeps its value, but is off with them.
      const { isEnableSubCommunity: _kept, ...withoutSub } = VALID;
      expect((await admin.put("setting", { ...withoutSub, dateFormat: "MM/DD/YYYY", isEnableCommunity: false })).statusCode).toBe(200);
      expect((await read()).values).toMatchObject({ isEnableCommunity: false, isEnableSubCommunity: true });
      expect(await flagsOf()).toEqual({ dateFormat: "MM/DD/YYYY", community: false, subCommunity: false });
      expect(await registered()).toBe("02/02/2023");
      expect(await reportHeader()).not.toContain("Community");
      expect((await admin.put("setting", { ...VALID, dateFormat: "YYYY-MM-DD", isEnableSubCommunity: false })).statusCode).toBe(200);
      expect(await flagsOf()).toEqual({ dateFormat: "YYYY-MM-DD", community: true, subCommunity: false });
      expect(await registered()).toBe("2023-02-02");
      const bad = await admin.put("setting", { ...VALID, dateFormat: "D.M.YY" });
      expect([bad.statusCode, Object.keys(bad.json().errors)]).toEqual([400, ["dateFormat"]]);
      expect((await admin.put("setting", { ...VALID, isEnableSubCommunity: "no" })).json().errors).toHaveProperty("isEnableSubCommunity");
    } finally {
      await admin.put("setting", VALID);
    }
    expect(await flagsOf()).toEqual({ dateFormat: "DD MMM YYYY", community: true, subCommunity: true });
    expect(await registered()).toBe("02 Feb 2023");
  });

  it("sends a test mail to the administrator asking, through the configured delivery", async () => {
    const outbox = mkdtempSync(path.join(tmpdir(), "setting-test-outbox-"));
    const offline = await buildTestApp(t.db, { mail: { smtpUrl: undefined, from: "Matrimony Admin <no-reply@example.com>", outboxDir: outbox } });
    try {
      const asAdmin = resourceClient(offline, (await signIn(offline, ACCOUNTS.admin)).SessionToken);
      const sent = await asAdmin.post("setting/testMail", {});
      expect([sent.statusCode, sent.json().message]).toEqual([200, MESSAGES.testMailSent(ACCOUNTS.admin.email)]);
      const [file] = readdirSync(outbox);
      const mail = await simpleParser(readFileSync(path.join(outbox, file)));
      expect([mail.subject, (mail.to as AddressObject).text]).toEqual(["Matrimony Admin: test mail", ACCOUNTS.admin.email]);
      expect(mail.text).toContain("Delivery: Not sent: written as files");
      expect((await asAdmin.post("setting/testMail", { to: "someone@example.com" })).statusCode).toBe(400);
    } finally {
      await offline.close();
      rmSync(outbox, { recursive: true, force: true });
    }
  });

  it("sends a test push to the administrator's own browsers, says how many it reached, forgets a dead one, and says when push is off", async () => {
    const fake = await startFakeFcm((token) => (token.startsWith("dead-") ? "unregistered" : "ok"));
    const online = await buildTestApp(t.db, {}, undefined, { enqueue: async () => undefined, stop: async () => undefined, client: fcmClient(fake.config), projectId: PROJECT });
    try {
      const record = await signIn(online, ACCOUNTS.admin);
      const asAdmin = resourceClient(online, record.SessionToken);
      expect(((await asAdmin.ok("setting")).recordList[0] as { values: Row }).values.pushDelivery).toBe(`By FCM for the Firebase project ${PROJECT}`);
      const none = await asAdmin.post("setting/testPush", {});
      expect([none.statusCode, none.json().message]).toEqual([409, MESSAGES.testPushNoBrowser]);
      const [me] = await t.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, ACCOUNTS.admin.email));
      const live = `live-${"a".repeat(40)}`;
      const dead = `dead-${"b".repeat(40)}`;
      for (const token of [live, dead]) expect((await asAdmin.post("users/pushToken", { token })).statusCode).toBe(200);
      const sent = await asAdmin.post("setting/testPush", {});
      expect([sent.statusCode, sent.json().message]).toEqual([200, MESSAGES.testPushSent(1, 2)]);
      expect(fake.delivered.get(live)).toBe(1);
      expect((await t.db.select({ token: adminPushTokens.token }).from(adminPushTokens).where(eq(adminPushTokens.adminId, me.id))).map((row) => row.token)).toEqual([live]);
      expect((await asAdmin.post("setting/testPush", { to: "all" })).statusCode).toBe(400);
    } finally {
      await online.close();
      await fake.close();
      await t.db.delete(adminPushTokens);
    }
    // This suite's api has no service account: push is off, in words.
    expect((await read()).values.pushDelivery).toMatch(/^Off: /);
    const off = await admin.post("setting/testPush", {});
    expect([off.statusCode, off.json().message]).toEqual([409, MESSAGES.pushOff]);
  });

  it("is the page's: staff without Setting read nothing, and neither they nor the demo administrator save", async () => {
    expect((await staff.get("setting")).statusCode).toBe(403);
    expect((await demo.get("setting")).statusCode).toBe(200);
    await expectRefusedToStaffAndDemo({ staff, demo }, [
      ["PUT", "setting", VALID],
      ["POST", "setting/testMail", {}],
      ["POST", "setting/testPush", {}],
    ]);
  });
});
