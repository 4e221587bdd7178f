import { PRODUCT_NAME } from "@/lib/product";
import type { Mail } from "./mailer";

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const when = (date: Date) => `${date.toUTCString().replace("GMT", "UTC")}`;

function layout(title: string, paragraphs: string[], action?: { label: string; href: string }) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escape(p)}</p>`).join("");
  const button = action
    ? `<p style="margin:24px 0"><a href="${escape(action.href)}" style="background:#5569ff;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escape(action.label)}</a></p><p style="margin:0 0 16px;color:#6e759f;font-size:13px">If the button does not work, open this address: ${escape(action.href)}</p>`
    : "";
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#223354;background:#f2f5f9;padding:24px"><div style="max-width:500px;margin:auto;background:#fff;border-radius:10px;padding:32px"><h1 style="font-size:20px;margin:0 0 16px">${escape(title)}</h1>${body}${button}<p style="margin:24px 0 0;color:#6e759f;font-size:13px">${escape(PRODUCT_NAME)}</p></div></body></html>`;
}

export function resetPasswordMail(to: string, name: string, link: string, expiresAt: Date): Mail {
  const subject = `${PRODUCT_NAME}: reset your password`;
  const lines = [
    `Hello ${name},`,
    `Someone asked to reset the password of your ${PRODUCT_NAME} account. If it was you, choose a new password with the link below.`,
    `The link works once and expires at ${when(expiresAt)}.`,
    "If you did not ask for this, ignore this mail: your password stays as it is.",
  ];
  return {
    to,
    subject,
    text: `${lines.slice(0, 2).join("\n\n")}\n\n${link}\n\n${lines.slice(2).join("\n\n")}\n\n${PRODUCT_NAME}\n`,
    html: layout("Reset your password", lines, { label: "Choose a new password", href: link }),
  };
}

export function passwordChangedMail(to: string, name: string, changedAt: Date): Mail {
  const subject = `${PRODUCT_NAME}: your password was changed`;
  const lines = [
    `Hello ${name},`,
    `The password of your ${PRODUCT_NAME} account was changed at ${when(changedAt)}, and every device was signed out.`,
    "If you did not do this, ask an administrator to secure your account at once.",
  ];
  return { to, subject, text: `${lines.join("\n\n")}\n\n${PRODUCT_NAME}\n`, html: layout("Your password was changed", lines) };
}

/**
 * Sent to the old address: whoever holds a session cannot move the account away unnoticed. `by` names
 * the administrator who changed it when that was not the account itself (Admin Users).
 */
export function emailChangedMail(to: string, name: string, newEmail: string, changedAt: Date, by?: string): Mail {
  const subject = `${PRODUCT_NAME}: your sign-in email was changed`;
  const lines = [
    `Hello ${name},`,
    `The sign-in email of your ${PRODUCT_NAME} account was changed to ${newEmail} at ${when(changedAt)}${by ? ` by ${by}` : ""}.`,
    ...(by ? ["Every device signed in to your account was signed out, and reset links already sent no longer work."] : []),
    "If you did not do this, ask an administrator to secure your account at once.",
  ];
  return { to, subject, text: `${lines.join("\n\n")}\n\n${PRODUCT_NAME}\n`, html: layout("Your sign-in email was changed", lines) };
}

export function testMail(to: string, name: string, delivery: string, sentAt: Date): Mail {
  const subject = `${PRODUCT_NAME}: test mail`;
  const lines = [`Hello ${name},`, `You asked for this test mail from the Setting page at ${when(sentAt)}. Mail reaches you.`, `Delivery: ${delivery}.`];
  return { to, subject, text: `${lines.join("\n\n")}\n\n${PRODUCT_NAME}\n`, html: layout("Mail reaches you", lines) };
}
