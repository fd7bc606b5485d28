import type { MailMessage } from "../mailer.ts";
import { escapeHtml } from "./escape-html.ts";
import { greetingFor } from "./greeting.ts";

/** Sent after sign-up: proves the address belongs to the person who registered it. */
export function verifyEmailMail(to: string, name: string, url: string): MailMessage {
  const greeting = greetingFor(name);
  return {
    to,
    subject: "Confirm your EventHub e-mail address",
    text: `${greeting}\n\nWelcome to EventHub. Please confirm that this is your e-mail address by opening this link:\n\n${url}\n\nThe link works for one hour. If you did not create an EventHub account, you can ignore this e-mail.\n\nEventHub`,
    html: `<p>${escapeHtml(greeting)}</p><p>Welcome to EventHub. Please confirm that this is your e-mail address.</p><p><a href="${escapeHtml(url)}">Confirm my e-mail address</a></p><p>The link works for one hour. If you did not create an EventHub account, you can ignore this e-mail.</p><p>EventHub</p>`,
  };
}
