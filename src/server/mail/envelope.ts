import { randomUUID } from "node:crypto";
import type { SendMailOptions } from "nodemailer";
import type { DkimKey, MailMessage } from "./mailer.ts";

/** The domain of a From value such as "EventHub <no-reply@example.com>". */
export function senderDomain(from: string): string {
  const address = from.match(/<([^>]+)>\s*$/)?.[1] ?? from.trim();
  return address.split("@").pop() || "localhost";
}

/**
 * What SMTP and the outbox both hand to nodemailer, so an outbox file is the mail a guest would
 * receive. Every mail we send is written by the product, never by a person typing it: it says so
 * (Auto-Submitted, RFC 3834, so autoresponders stay quiet), and its Message-ID is on the sender's
 * own domain rather than the machine's name. With a DKIM key, nodemailer signs it.
 */
export function envelope(from: string, message: MailMessage, dkim?: DkimKey): SendMailOptions {
  const { idempotencyKey, ...mail } = message;
  return {
    from,
    ...mail,
    ...(dkim ? { dkim } : {}),
    messageId: `<${idempotencyKey ?? randomUUID()}@${senderDomain(from)}>`,
    headers: { "Auto-Submitted": "auto-generated", ...mail.headers },
  };
}
