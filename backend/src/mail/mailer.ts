import { randomBytes } from "node:crypto";
import { constants, mkdirSync, writeFileSync } from "node:fs";
import { access, mkdir } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Rejects when mail could not go out now: the SMTP server refuses or is away, or the outbox is not writable. */
  ready(): Promise<void>;
}

export interface MailerOptions {
  /** smtp://user:pass@host:587 or smtps://…; without it mail is written to files. */
  smtpUrl?: string;
  from: string;
  /** Where mail goes without SMTP: one .eml file per message, so a laptop can finish a reset. */
  outboxDir: string;
  log: (message: string) => void;
}

/** nodemailer over SMTP when SMTP_URL is set; otherwise each message is a file under .data/mail/. */
export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from, ...mail });
      },
      async ready() {
        await transport.verify();
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const { message } = await transport.sendMail({ from, ...mail });
      mkdirSync(outboxDir, { recursive: true });
      // The random part keeps two messages of the same millisecond and subject from sharing a file;
      // "wx" makes a clash fail loudly rather than overwrite someone's link.
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(outboxDir, `${stamp}-${randomBytes(4).toString("hex")}-${mail.subject.replace(/\W+/g, "-").toLowerCase()}.eml`);
      writeFileSync(file, message as Buffer, { mode: 0o600, flag: "wx" });
      // The file holds the link; the log names the file only, so no log line holds a token.
      log(`Mail "${mail.subject}" to ${mail.to} written to ${file} (set SMTP_URL to send mail).`);
    },
    async ready() {
      await mkdir(outboxDir, { recursive: true });
      await access(outboxDir, constants.W_OK);
    },
  };
}
