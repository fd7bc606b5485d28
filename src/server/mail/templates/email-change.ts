import type { MailMessage } from "../mailer.ts";
import { escapeHtml } from "./escape-html.ts";
import { greetingFor } from "./greeting.ts";

/** Sent to the new address when a user changes their e-mail: the change happens only once opened. */
export function emailChangeMail(to: string, name: string, url: string): MailMessage {
  const greeting = greetingFor(name);
  const body =
    "You asked to use this address for your EventHub account. Please confirm it by opening this link:";
  const after =
    "The link works for one hour. Until you open it, your account keeps its old address. If you did not ask for this, you can ignore this e-mail.";
  return {
    to,
    subject: "Confirm your new EventHub e-mail address",
    text: `${greeting}\n\n${body}\n\n${url}\n\n${after}\n\nEventHub`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(url)}">Confirm my new e-mail address</a></p><p>${escapeHtml(after)}</p><p>EventHub</p>`,
  };
}
