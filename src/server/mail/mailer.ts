import type { Logger } from "../logger.ts";
import { createOutboxMailer } from "./outbox-mailer.ts";
import { createSmtpMailer } from "./smtp-mailer.ts";

export type MailAttachment = { filename: string; content: string | Buffer; contentType: string };

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
};

export type Mailer = {
  kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): Promise<void>;
};

/** SMTP when SMTP_URL is set; otherwise an outbox folder in the data dir, for local runs. */
export function createMailer(opts: { smtpUrl?: string; from: string; dataDir: string; log: Logger }): Mailer {
  return opts.smtpUrl
    ? createSmtpMailer(opts.smtpUrl, opts.from)
    : createOutboxMailer(opts.dataDir, opts.from, opts.log);
}
