import type { MailAttachment, MailMessage } from "../mailer.ts";
import { escapeHtml } from "./escape-html.ts";
import { namedAddress } from "./named-address.ts";

/** A guest's answer as stored (the reply page's "attending" is "confirmed"). */
export type ConfirmedStatus = "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";

export type ReplyConfirmation = {
  to: string;
  name: string;
  status: ConfirmedStatus;
  /** The names of the guest's +1s. */
  plusOnes: string[];
  eventTitle: string;
  /** The event's date and time as the host set them ("Sunday, January 5, 2025 at 18:30"). */
  when: string;
  /** The venue's address line, or the event's location ("" when there is neither). */
  place: string;
  /** A maps link to the place, or null when there is no place to find. */
  directionsUrl: string | null;
  /** The guest's personal reply link. */
  url: string;
  calendar: MailAttachment;
  /** The guest's pass (attending, at an event with the check-in tool). */
  pass: MailAttachment | null;
};

const answers: Record<ConfirmedStatus, string> = {
  confirmed: "You are attending. See you there!",
  declined: "You are not attending.",
  maybe: "You might attend.",
  waitlisted:
    "The event is full, so you are on the waitlist. We will move you up automatically if a seat frees up.",
  invited: "You have not answered yet.",
};

const partyText = (n: number) => (n === 1 ? "for you" : `for you and ${n - 1} more (${n} people)`);

/**
 * The confirmation of a guest's reply from their personal link (one mail for the changes made within
 * REPLY_MAIL_WINDOW_SECONDS, read when it goes): their answer, +1s, when and where, the link to
 * change it, the calendar file and, at an event with the check-in tool, their pass. Transactional:
 * the guest asked for it by replying, so it carries no List-Unsubscribe.
 */
export function replyConfirmationMail(c: ReplyConfirmation): MailMessage {
  const lead = `Thank you for replying to ${c.eventTitle}. ${answers[c.status]}`;
  const plusOnes = c.plusOnes.length > 0 ? `Bringing: ${c.plusOnes.join(", ")}` : null;
  const facts = [`When: ${c.when}`, c.place ? `Where: ${c.place}` : null, plusOnes].filter(
    (f): f is string => f !== null,
  );
  const party = 1 + c.plusOnes.length;
  const passText = c.pass
    ? `\n\nYour pass is attached (pass.png), ${partyText(party)}. Show it at the door, on your phone or printed.`
    : "";
  const passHtml = c.pass
    ? `<p>Here is your pass, ${escapeHtml(partyText(party))}. Show it at the door, on your phone or printed.</p><p><img src="cid:${escapeHtml(c.pass.cid ?? "pass")}" width="250" height="250" alt="Your pass for ${escapeHtml(c.eventTitle)}"></p>`
    : "";
  const directionsText = c.directionsUrl ? `\nDirections: ${c.directionsUrl}` : "";
  const directionsHtml = c.directionsUrl
    ? ` <a href="${escapeHtml(c.directionsUrl)}">Get directions</a>`
    : "";
  const keep = "Keep this link to yourself: anyone who has it can change your reply.";
  return {
    to: namedAddress(c.name, c.to),
    // With a pass the subject says so: it is the mail a guest looks for at the door.
    subject: c.pass ? `Your pass for ${c.eventTitle}` : `Your reply to ${c.eventTitle}`,
    text: `Hi ${c.name},\n\n${lead}\n\n${facts.join("\n")}${directionsText}${passText}\n\nSee or change your reply any time with your personal link:\n\n${c.url}\n\nThe event is attached as a calendar file. ${keep}\n\nEventHub`,
    html: `<p>Hi ${escapeHtml(c.name)},</p><p>${escapeHtml(lead)}</p><p>${facts.map(escapeHtml).join("<br>")}${directionsHtml}</p>${passHtml}<p>See or change your reply to <strong>${escapeHtml(c.eventTitle)}</strong> any time with your personal link:</p><p><a href="${escapeHtml(c.url)}">Open my reply</a></p><p>The event is attached as a calendar file. ${escapeHtml(keep)}</p><p>EventHub</p>`,
    attachments: c.pass ? [c.calendar, c.pass] : [c.calendar],
  };
}
