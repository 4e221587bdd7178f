/**
 * The Setting page's api (docs/setting.md), under its page's path, so lib/access.ts asks for the
 * page's rights itself: reading needs Read on "Setting", a save Edit, a picture Add or Edit.
 *   GET  /api/admin/setting         every flag, secrets as the names of those set
 *   PUT  /api/admin/setting         one save of every flag, checked by its declaration
 *   POST /api/admin/setting/image   a picture for an image flag (its bytes); the save names its id
 *   POST /api/admin/setting/testMail a mail to the administrator asking, through the configured delivery
 *   POST /api/admin/setting/testPush a push to the browsers the administrator asking registered
 */
import type { FastifyInstance } from "fastify";
import { inputSchema } from "../../../lib/engine/schema";
import { MESSAGES } from "../../../lib/messages";
import { SETTING_FORM } from "../../../lib/settings/setting";
import { auditWithin } from "../audit";
import type { SecretBoxKeys } from "../config/two-factor-key";
import type { Db } from "../db/client";
import { media } from "../db/schema";
import { inTransaction } from "../db/transaction";
import { HttpError, ok } from "../http/envelope";
import { adminOf } from "../auth/guard";
import type { Mailer } from "../mail/mailer";
import { testMail } from "../mail/templates";
import { z } from "zod";
import { validate } from "../http/validate";
import { acceptImageUploads, MAX_IMAGE_BYTES, pictureOf } from "../media/images";
import { answerOf, readSetting, saveSetting, type SettingFacts } from "./store";
import { consoleFlagsOf } from "./console-flags";
import type { ConsoleFlags } from "../../../lib/console-flags";
import { sendTestPush } from "../push/test-push";

const PAGE = "Setting";
const NO_BODY = z.strictObject({}, { error: MESSAGES.actionTakesNoDetails });
const BASE = "/api/admin/setting";

/** A flag as the audit log keeps it: a secret's values never, only which are set. */
const audited = (values: Record<string, unknown>, facts: SettingFacts) => {
  const { values: shown, set } = answerOf(values, facts);
  return { ...shown, ...Object.fromEntries(Object.entries(set).map(([flag, keys]) => [flag, keys.length ? `set: ${keys.join(", ")}` : "not set"])) };
};

interface Options {
  db: Db;
  dataKeys: SecretBoxKeys;
  facts: SettingFacts;
  mailer: Mailer;
  /** This process's days follow a saved date format at once (./console-flags.ts). */
  followFlags: (flags: ConsoleFlags) => void;
}

export async function settingRoutes(app: FastifyInstance, { db, dataKeys, facts, mailer, followFlags }: Options) {
  const saveInput = inputSchema(SETTING_FORM, "edit");

  app.get(BASE, async (_request, reply) => ok(reply, [await readSetting(db, facts)]));

  app.put(BASE, async (request, reply) => {
    const payload = validate(saveInput, request.body) as Record<string, unknown>;
    const saved = await inTransaction(db, async (tx) => {
      const { before, after, changed } = await saveSetting(tx, dataKeys, payload);
      if (!changed.length) return after;
      const pick = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(audited(values, facts)).filter(([flag]) => changed.includes(flag as never)));
      await auditWithin(tx, request, { action: "update", target: "setting", page: PAGE, before: pick(before), after: pick(after) });
      return after;
    });
    followFlags(consoleFlagsOf(saved));
    return ok(reply, [await readSetting(db, facts)], { message: MESSAGES.saved });
  });

  // Sent while the administrator waits: the answer says whether mail goes out, which is the point.
  app.post(`${BASE}/testMail`, async (request, reply) => {
    validate(NO_BODY, request.body ?? {});
    const { row } = adminOf(request);
    try {
      await mailer.send(testMail(row.email, row.firstName, facts.mailDelivery, new Date()));
    } catch (error) {
      request.log.warn({ err: error }, "test mail failed");
      throw new HttpError(502, MESSAGES.testMailFailed);
    }
    return ok(reply, [], { message: MESSAGES.testMailSent(row.email) });
  });

  app.post(`${BASE}/testPush`, async (request, reply) => {
    validate(NO_BODY, request.body ?? {});
    const { row } = adminOf(request);
    return ok(reply, [], { message: await sendTestPush(db, request.server.push?.client, row) });
  });

  acceptImageUploads(app);
  app.post(`${BASE}/image`, { bodyLimit: 2 * MAX_IMAGE_BYTES }, async (request, reply) => {
    const { bytes, contentType } = await pictureOf(request.body);
    const [file] = await db.insert(media).values({ contentType, bytes, size: bytes.length, owner: SETTING_FORM.key }).returning({ id: media.id });
    return ok(reply, [{ id: file.id }], { message: MESSAGES.pictureUploaded });
  });
}
