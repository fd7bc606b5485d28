import type { MailMessage } from "../mailer.ts";
import { escapeHtml } from "./escape-html.ts";

export type EventCancelledMail = {
  to: string;
  guestName: string;
  hostName: string;
  eventTitle: string;
  /** "Sunday, June 15, 2031 at 18:30", already formatted. */
  when: string;
};

/** Tells a guest who replied that the host deleted the event, so nobody turns up to nothing. */
export function eventCancelledMail(m: EventCancelledMail): MailMessage {
  const lead = `${m.hostName} has cancelled “${m.eventTitle}”, which was planned for ${m.when}.`;
  const after = "The event's links no longer open, and there is nothing you need to do.";
  return {
    to: m.to,
    subject: `Cancelled: ${m.eventTitle}`,
    text: `Hi ${m.guestName},\n\n${lead}\n\n${after}\n\nThank you for replying.\n\nEventHub`,
    html: `<p>Hi ${escapeHtml(m.guestName)},</p><p>${escapeHtml(lead)}</p><p>${escapeHtml(after)}</p><p>Thank you for replying.</p><p>EventHub</p>`,
  };
}
