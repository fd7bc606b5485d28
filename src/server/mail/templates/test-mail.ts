import type { MailMessage } from "../mailer.ts";
import { escapeHtml } from "./escape-html.ts";
import { greetingFor } from "./greeting.ts";

/** The admin System tab's "Send test mail": proves the configured transport delivers. */
export function testMail(to: string, name: string): MailMessage {
  const greeting = greetingFor(name);
  const body =
    "This is a test message from your EventHub server. If you are reading it, e-mail delivery works.";
  return {
    to,
    subject: "EventHub test message",
    text: `${greeting}\n\n${body}\n\nEventHub`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p>EventHub</p>`,
  };
}
