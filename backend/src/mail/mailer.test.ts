import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { startSmtpServer, type TestSmtpServer } from "../../test/smtp";
import { createMailer } from "./mailer";
import { passwordChangedMail, resetPasswordMail } from "./templates";

const FROM = "Matrimony Admin <no-reply@example.com>";
const LINK = "http://localhost:3000/reset-password/AbC_dEf-0123456789abcdefghijklmnopqrstuvwxyz";
const EXPIRES = new Date(Date.UTC(2030, 0, 2, 3, 4, 5));

describe("mail templates", () => {
  it("puts the product name, the link and the expiry in both parts of the reset mail", () => {
    const mail = resetPasswordMail("asha@example.com", "Asha", LINK, EXPIRES);
    expect(mail.to).toBe("asha@example.com");
    expect(mail.subject).toBe("Matrimony Admin: reset your password");
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("Matrimony Admin");
      expect(part).toContain(LINK);
      expect(part).toContain("Wed, 02 Jan 2030 03:04:05 UTC");
    }
    expect(mail.html).toContain(`href="${LINK}"`);
  });

  // A name is typed by an administrator; in the HTML part it must stay text.
  it("escapes markup in the name", () => {
    const mail = resetPasswordMail("x@example.com", `<img src=x onerror="alert(1)">`, LINK, EXPIRES);
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    const changed = passwordChangedMail("x@example.com", "<b>Asha</b>", EXPIRES);
    expect(changed.html).not.toContain("<b>Asha");
    expect(changed.html).toContain("&lt;b&gt;Asha&lt;/b&gt;");
  });

  it("says when the password was changed and holds no link", () => {
    const mail = passwordChangedMail("asha@example.com", "Asha", EXPIRES);
    expect(mail.subject).toBe("Matrimony Admin: your password was changed");
    expect(mail.text).toContain("Wed, 02 Jan 2030 03:04:05 UTC");
    expect(mail.text).not.toMatch(/https?:\/\//);
    expect(mail.html).not.toContain("href=");
  });
});

describe("createMailer over SMTP", () => {
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  afterEach(() => smtp.clear());

  it("delivers a message with its text and HTML parts from the configured sender", async () => {
    const outboxDir = mkdtempSync(path.join(tmpdir(), "mailer-test-"));
    try {
      const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, outboxDir, log: () => undefined });
      await mailer.send(resetPasswordMail("asha@example.com", "Asha", LINK, EXPIRES));
      expect(smtp.messages).toHaveLength(1);
      const [mail] = smtp.messages;
      expect(mail.envelopeFrom).toBe("no-reply@example.com");
      expect(mail.envelopeTo).toEqual(["asha@example.com"]);
      expect(mail.from).toBe('"Matrimony Admin" <no-reply@example.com>');
      expect(mail.subject).toBe("Matrimony Admin: reset your password");
      expect(mail.text).toContain(LINK);
      expect(mail.html).toContain(`href="${LINK}"`);
      // With SMTP nothing is left on disk.
      expect(readdirSync(outboxDir)).toEqual([]);
    } finally {
      rmSync(outboxDir, { recursive: true, force: true });
    }
  });

  // The background task that sends it must see the failure, to log it.
  it("rejects when the SMTP server cannot be reached", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as { port: number };
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM, outboxDir: tmpdir(), log: () => undefined });
    await expect(mailer.send(resetPasswordMail("asha@example.com", "Asha", LINK, EXPIRES))).rejects.toThrow();
  });
});

describe("createMailer without SMTP", () => {
  let outboxDir: string;

  beforeEach(() => {
    outboxDir = path.join(mkdtempSync(path.join(tmpdir(), "mailer-outbox-")), "not-yet-made");
  });
  afterEach(() => rmSync(path.dirname(outboxDir), { recursive: true, force: true }));

  it("writes each message as an .eml file readable by its owner only, and logs the file but not the link", async () => {
    const lines: string[] = [];
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, outboxDir, log: (line) => lines.push(line) });
    await mailer.send(resetPasswordMail("asha@example.com", "Asha", LINK, EXPIRES));
    await mailer.send(passwordChangedMail("asha@example.com", "Asha", EXPIRES));

    const files = readdirSync(outboxDir).sort();
    expect(files).toHaveLength(2);
    for (const file of files) {
      expect(file).toMatch(/\.eml$/);
      expect(statSync(path.join(outboxDir, file)).mode & 0o777).toBe(0o600);
    }
    const parsed = await Promise.all(files.map((file) => simpleParser(readFileSync(path.join(outboxDir, file)))));
    const reset = parsed.find((m) => m.subject === "Matrimony Admin: reset your password");
    expect(reset).toBeDefined();
    expect(reset!.text).toContain(LINK);
    expect(reset!.html).toContain(`href="${LINK}"`);
    expect(parsed.map((m) => m.subject).sort()).toEqual(["Matrimony Admin: reset your password", "Matrimony Admin: your password was changed"]);

    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).toContain(outboxDir);
      expect(line).not.toContain("reset-password/");
    }
  });

  // Two administrators asking in the same millisecond must each get their own file.
  it("never lets one message overwrite another written at the same moment", async () => {
    jest.useFakeTimers({
      now: new Date("2030-01-02T03:04:05.678Z"),
      // Only the clock stands still; nodemailer's own scheduling runs as usual.
      doNotFake: ["hrtime", "nextTick", "performance", "queueMicrotask", "setImmediate", "clearImmediate", "setInterval", "clearInterval", "setTimeout", "clearTimeout"],
    });
    try {
      const mailer = createMailer({ smtpUrl: undefined, from: FROM, outboxDir, log: () => undefined });
      await mailer.send(resetPasswordMail("first@example.com", "First", `${LINK}1`, EXPIRES));
      await mailer.send(resetPasswordMail("second@example.com", "Second", `${LINK}2`, EXPIRES));
    } finally {
      jest.useRealTimers();
    }
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(2);
    const recipients = await Promise.all(files.map(async (file) => (await simpleParser(readFileSync(path.join(outboxDir, file)))).text));
    expect(recipients.some((text) => text?.includes(`${LINK}1`))).toBe(true);
    expect(recipients.some((text) => text?.includes(`${LINK}2`))).toBe(true);
  });
});
