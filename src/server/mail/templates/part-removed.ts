import type { MailMessage } from "../mailer.ts";
import { escapeHtml } from "./escape-html.ts";

export type PartRemovedMail = {
  to: string;
  guestName: string;
  hostName: string;
  eventTitle: string;
  partName: string;
  /** "Saturday, February 11, 2034 at 19:00", already formatted. */
  when: string;
  /** The guest's personal link: their other parts and their reply. */
  linkUrl: string;
};

/**
 * Tells a guest who said yes to one part of an event (the sangeet of a wedding) that the host took
 * that part off, so nobody turns up to it; the rest of the event stands, behind their link.
 */
export function partRemovedMail(m: PartRemovedMail): MailMessage {
  const lead = `${m.hostName} has taken “${m.partName}” off “${m.eventTitle}”. It was planned for ${m.when}.`;
  const rest = "The other parts you were invited to stay as they are. Your invitation shows them:";
  return {
    to: m.to,
    subject: `Off: ${m.partName} – ${m.eventTitle}`,
    text: `Hi ${m.guestName},\n\n${lead}\n\n${rest}\n${m.linkUrl}\n\nThank you for replying.\n\nEventHub`,
    html: `<p>Hi ${escapeHtml(m.guestName)},</p><p>${escapeHtml(lead)}</p><p>${escapeHtml(rest)}<br><a href="${escapeHtml(m.linkUrl)}">Open your invitation</a></p><p>Thank you for replying.</p><p>EventHub</p>`,
  };
}
