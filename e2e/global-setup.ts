import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { simpleParser } from "mailparser";
import { E2E } from "../playwright.config";

export const MAILBOX = path.resolve(__dirname, "..", ".data", "e2e-mailbox");

/**
 * A real SMTP server, in the test runner's process, that the api sends its mail to (SMTP_URL).
 * Each message received is kept as a JSON file the journeys read their links from.
 */
export default async function globalSetup() {
  rmSync(MAILBOX, { recursive: true, force: true });
  mkdirSync(MAILBOX, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          count += 1;
          const to = [mail.to].flat().flatMap((address) => address?.value.map((v) => v.address) ?? []);
          const record = { to, subject: mail.subject, text: mail.text, html: mail.html, receivedAt: Date.now() };
          writeFileSync(path.join(MAILBOX, `${String(count).padStart(4, "0")}.json`), JSON.stringify(record));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(E2E.smtpPort, "127.0.0.1", resolve);
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
