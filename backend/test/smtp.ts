/**
 * A real SMTP server inside the test process: the api's mailer talks SMTP to it over a socket, as it
 * would to a relay, and every message is parsed back into headers and parts for the assertions.
 */
import type { AddressInfo } from "node:net";
import { simpleParser, type AddressObject, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** RCPT TO of the SMTP envelope: where the message really went, whatever its headers say. */
  envelopeTo: string[];
  envelopeFrom: string | undefined;
  subject: string;
  from: string;
  to: string;
  text: string;
  /** undefined when the message had no HTML part. */
  html: string | undefined;
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port>, for the mail config's smtpUrl. */
  url: string;
  port: number;
  readonly messages: ReceivedMail[];
  /** Messages whose envelope went to this address. */
  to(address: string): ReceivedMail[];
  clear(): void;
  /** Connections opened to it so far (a readiness check opens one). */
  connections(): number;
  close(): Promise<void>;
}

const addressText = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).map((a) => a.text).join(", ");

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  let connections = 0;
  const server = new SMTPServer({
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    authOptional: true,
    // Plain SMTP on loopback: nodemailer would otherwise upgrade to TLS against a certificate it cannot trust.
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      // The message is recorded before the server accepts it, so once the api's send resolved the
      // message is here: waiting for the api's background work is waiting for the mail.
      simpleParser(stream)
        .then((parsed) => {
          messages.push({
            envelopeTo: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            subject: parsed.subject ?? "",
            from: addressText(parsed.from),
            to: addressText(parsed.to),
            text: parsed.text ?? "",
            html: parsed.html === false ? undefined : parsed.html,
            parsed,
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    to: (address) => messages.filter((m) => m.envelopeTo.includes(address.toLowerCase())),
    clear: () => void messages.splice(0),
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
