import nodemailer from "nodemailer";
import type { Mailer } from "./mailer.ts";

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: "smtp",
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      return { messageId: info.messageId };
    },
    async close() {
      transport.close();
    },
  };
}
