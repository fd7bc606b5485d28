import nodemailer from "nodemailer";
import { envelope } from "./envelope.ts";
import type { DkimKey, Mailer } from "./mailer.ts";

export function createSmtpMailer(smtpUrl: string, from: string, dkim?: DkimKey): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: "smtp",
    async send(message) {
      const info = await transport.sendMail(envelope(from, message, dkim));
      return { messageId: info.messageId };
    },
    async close() {
      transport.close();
    },
  };
}
