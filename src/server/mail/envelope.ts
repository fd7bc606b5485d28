import { randomUUID } from "node:crypto";
import type { SendMailOptions } from "nodemailer";
import type { DkimKey, MailMessage } from "./mailer.ts";

/** The domain of a From value such as "EventHub <no-reply@example.com>". */
export function senderDomain(from: string): string {
  const address = from.match(/<([^>]+)>\s*$/)?.[1] ?? from.trim();
  return address.split("@").pop() || "localhost";
}

/**
 * The header fields a DKIM signature covers: nodemailer's list (RFC 4871 §5.5) plus the two it
 * leaves out that our mails carry. RFC 8058 asks that one-click unsubscribe's
 * `List-Unsubscribe-Post` be signed with `List-Unsubscribe`, or a receiver may ignore the pair;
 * `Auto-Submitted` keeps autoresponders quiet and should not be strippable either.
 */
const signedFields = [
  "From:Sender:Reply-To:Subject:Date:Message-ID:To:Cc:MIME-Version:Content-Type",
  "Content-Transfer-Encoding:Content-ID:Content-Description:In-Reply-To:References",
  "List-Id:List-Help:List-Unsubscribe:List-Unsubscribe-Post:List-Subscribe:List-Post:List-Owner",
  "List-Archive:Auto-Submitted",
].join(":");

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
    ...(dkim ? { dkim: { ...dkim, headerFieldNames: signedFields } } : {}),
    messageId: `<${idempotencyKey ?? randomUUID()}@${senderDomain(from)}>`,
    headers: { "Auto-Submitted": "auto-generated", ...mail.headers },
  };
}
