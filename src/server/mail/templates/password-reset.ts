import type { MailMessage } from "../mailer.ts";
import { escapeHtml } from "./escape-html.ts";
import { greetingFor } from "./greeting.ts";

export function passwordResetMail(to: string, name: string, url: string): MailMessage {
  const greeting = greetingFor(name);
  return {
    to,
    subject: "Reset your EventHub password",
    text: `${greeting}\n\nWe received a request to reset your EventHub password. Open this link to choose a new one:\n\n${url}\n\nThe link works for one hour. If you did not ask for this, you can ignore this e-mail; your password stays the same.\n\nEventHub`,
    html: `<p>${escapeHtml(greeting)}</p><p>We received a request to reset your EventHub password.</p><p><a href="${escapeHtml(url)}">Choose a new password</a></p><p>The link works for one hour. If you did not ask for this, you can ignore this e-mail; your password stays the same.</p><p>EventHub</p>`,
  };
}
