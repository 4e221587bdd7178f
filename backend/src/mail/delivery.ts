import type { MailerOptions } from "./mailer";

/**
 * How the api sends mail, in words for the Setting page's Mail tab: the SMTP server's host and port
 * (never its user or password), or the folder mail is written to when no SMTP_URL is configured.
 */
export function mailDeliveryOf({ smtpUrl, outboxDir }: Pick<MailerOptions, "smtpUrl" | "outboxDir">): string {
  if (!smtpUrl) return `Not sent: written as files to ${outboxDir} (SMTP_URL is not set)`;
  const url = new URL(smtpUrl);
  return `By SMTP through ${url.hostname}${url.port ? `:${url.port}` : ""}${url.protocol === "smtps:" ? " (TLS)" : ""}`;
}
