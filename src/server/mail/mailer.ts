import type { Logger } from "../logger.ts";
import { createOutboxMailer } from "./outbox-mailer.ts";
import { createSmtpMailer } from "./smtp-mailer.ts";

/** `cid`: an image the HTML shows inline (<img src="cid:…">). */
export type MailAttachment = {
  filename: string;
  content: string | Buffer;
  contentType: string;
  cid?: string;
};

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** Where a reply goes instead of the no-reply sender: the host, on invitations. */
  replyTo?: string;
  attachments?: MailAttachment[];
  /**
   * A stable id for this one mail (e.g. the invitation recipient's): it becomes the Message-ID, so
   * a mail sent again after a crash (SMTP accepted it, the process died before recording that) is
   * the same message, which receiving servers and clients may fold into one.
   */
  idempotencyKey?: string;
};

/** A DKIM key every message is signed with (nodemailer's `dkim` option). */
export type DkimKey = { domainName: string; keySelector: string; privateKey: string };

export type Mailer = {
  kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): Promise<void>;
};

export type MailerOptions = { smtpUrl?: string; from: string; dataDir: string; log: Logger; dkim?: DkimKey };

/** SMTP when SMTP_URL is set; otherwise an outbox folder in the data dir, for local runs. */
export function createMailer(opts: MailerOptions): Mailer {
  return opts.smtpUrl
    ? createSmtpMailer(opts.smtpUrl, opts.from, opts.dkim)
    : createOutboxMailer(opts.dataDir, opts.from, opts.log, opts.dkim);
}
