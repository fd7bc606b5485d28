import type { MailAttachment, MailMessage } from "../mailer.ts";
import { escapeHtml } from "./escape-html.ts";
import { namedAddress } from "./named-address.ts";

type PassMail = {
  to: string;
  name: string;
  eventTitle: string;
  partySize: number;
  /** The guest's personal reply link, where the pass is shown too. */
  url: string;
  pass: MailAttachment;
};

const partyText = (n: number) => (n === 1 ? "for you" : `for you and ${n - 1} more (${n} people)`);

/**
 * Sent when a guest's reply makes them attending at an event with the check-in tool: the reply is
 * confirmed and their pass (the QR code the door scans) is attached and shown inline.
 */
export function guestPassMail({ to, name, eventTitle, partySize, url, pass }: PassMail): MailMessage {
  const lead = `Thank you for replying to ${eventTitle}. You are attending. See you there!`;
  return {
    to: namedAddress(name, to),
    subject: `Your pass for ${eventTitle}`,
    text: `Hi ${name},\n\n${lead}\n\nYour pass is attached (pass.png), ${partyText(partySize)}. Show it at the door, on your phone or printed. Your reply page shows it too:\n\n${url}\n\nIf your plans change, change your reply there: the pass then stops working. Keep this link to yourself: anyone who has it can change your reply.\n\nEventHub`,
    html: `<p>Hi ${escapeHtml(name)},</p><p>${escapeHtml(lead)}</p><p>Here is your pass, ${escapeHtml(partyText(partySize))}. Show it at the door, on your phone or printed.</p><p><img src="cid:${escapeHtml(pass.cid ?? "pass")}" width="250" height="250" alt="Your pass for ${escapeHtml(eventTitle)}"></p><p>Your reply page shows it too: <a href="${escapeHtml(url)}">Open my reply</a>. If your plans change, change your reply there: the pass then stops working. Keep this link to yourself: anyone who has it can change your reply.</p><p>EventHub</p>`,
    attachments: [pass],
  };
}
