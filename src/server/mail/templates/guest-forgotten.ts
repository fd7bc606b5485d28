import type { MailMessage } from "../mailer.ts";
import { escapeHtml } from "./escape-html.ts";
import { greetingFor } from "./greeting.ts";

export type GuestForgotten = {
  to: string;
  hostName: string;
  guestName: string;
  eventTitle: string;
  guestListUrl: string;
};

/** To the host when a guest used their reply page to be removed from the guest list. */
export function guestForgottenMail(n: GuestForgotten): MailMessage {
  const greeting = greetingFor(n.hostName);
  const line = `${n.guestName} asked to be removed from the guest list of ${n.eventTitle}. Their name, contact details and reply have been deleted, as data-protection law requires.`;
  const next = "Please do not add them again without asking them first.";
  return {
    to: n.to,
    subject: `${n.guestName} was removed from the guest list of ${n.eventTitle}`,
    text: `${greeting}\n\n${line}\n\n${next}\n\nYour guest list: ${n.guestListUrl}\n\nEventHub`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(line)}</p><p>${escapeHtml(next)}</p><p><a href="${escapeHtml(n.guestListUrl)}">Your guest list</a></p><p>EventHub</p>`,
  };
}
