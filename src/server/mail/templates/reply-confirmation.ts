import { type PartyAnswers, plusOnesText } from "../../../contract/party.ts";
import type { MailAttachment, MailMessage } from "../mailer.ts";
import { escapeHtml } from "./escape-html.ts";
import { namedAddress } from "./named-address.ts";

/** A guest's answer as stored (the reply page's "attending" is "confirmed"). */
export type ConfirmedStatus = "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";

export type ReplyConfirmation = {
  to: string;
  name: string;
  status: ConfirmedStatus;
  /** The guest's own meal and dietary answers and their +1s with theirs (none unless attending). */
  party: PartyAnswers;
  eventTitle: string;
  /** The event's date and time as the host set them ("Sunday, January 5, 2025 at 18:30"). */
  when: string;
  /** The venue's address line, or the event's location ("" when there is neither). */
  place: string;
  /** A maps link to the place, or null when there is no place to find. */
  directionsUrl: string | null;
  /** The guest's personal reply link. */
  url: string;
  /** None at an event in parts the guest comes to none of. */
  calendar: MailAttachment | null;
  /** The guest's pass (attending, at an event with the check-in tool). */
  pass: MailAttachment | null;
  /**
   * At an event in parts (decision 0033): the parts they come to and those they wait for, each
   * with when and where, in the host's order; they stand for the event's own when and where.
   */
  parts?: { coming: MailPart[]; waiting: MailPart[] };
};

/** A part in a guest's mail: its name, 'Sat 13 Feb, 10:00–12:00' and its place ("" for none). */
export type MailPart = { name: string; when: string; place: string };

/** A part on one line of a guest's mail: 'Haldi · Sat 13 Feb, 10:00–12:00 · Courtyard'. */
export const partLine = (p: MailPart) => [p.name, p.when, p.place].filter(Boolean).join(" · ");

/** The mail's lines of when and where: the event's, or at an event in parts the guest's parts. */
function whenAndWhere(c: ReplyConfirmation): { text: string[]; html: string[] } {
  if (c.parts) {
    const { coming, waiting } = c.parts;
    const lines = (head: string, list: MailPart[]) => (list.length ? [head, ...list.map(partLine)] : []);
    const text = [...lines("You are coming to:", coming), ...lines("On the waitlist for:", waiting)];
    return { text: text.map((l) => (l.endsWith(":") ? l : `- ${l}`)), html: text.map(escapeHtml) };
  }
  const directions = c.directionsUrl ? ` (<a href="${escapeHtml(c.directionsUrl)}">directions</a>)` : "";
  return {
    text: [
      `When: ${c.when}`,
      c.place ? `Where: ${c.place}` : null,
      c.directionsUrl ? `Directions: ${c.directionsUrl}` : null,
    ].filter((f): f is string => f !== null),
    html: [
      `When: ${escapeHtml(c.when)}`,
      c.place ? `Where: ${escapeHtml(c.place)}${directions}` : null,
    ].filter((f): f is string => f !== null),
  };
}

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
 * SpamAssassin scores an HTML part with an image by how much text it has (HTML_IMAGE_ONLY_*): the
 * HTML stays short (the calendar file is mentioned in the text part only), under the 1.0 the spam
 * test allows.
 *
 * The confirmation of a guest's reply from their personal link (one mail for the changes made within
 * REPLY_MAIL_WINDOW_SECONDS, read when it goes): their answer, +1s, when and where, the link to
 * change it, the calendar file and, at an event with the check-in tool, their pass. Transactional:
 * the guest asked for it by replying, so it carries no List-Unsubscribe.
 */
export function replyConfirmationMail(c: ReplyConfirmation): MailMessage {
  const lead = `Thank you for replying to ${c.eventTitle}. ${answers[c.status]}`;
  const own = [c.party.mealChoice, c.party.dietaryNotes].filter(Boolean).join("; ");
  const meal = own ? `Your meal: ${own}` : null;
  // Each +1 with their own meal and dietary needs, as the host's list shows them (decision 0029).
  const plusOnes = c.party.plusOnes.length > 0 ? `Bringing: ${plusOnesText(c.party)}` : null;
  const party = 1 + c.party.plusOnes.length;
  const keep = "Keep this link to yourself: anyone who has it can change your reply.";
  const where = whenAndWhere(c);
  const text = [...where.text, meal, plusOnes].filter((f): f is string => f !== null);
  const passText = c.pass
    ? `\n\nYour pass is attached (pass.png), ${partyText(party)}. Show it at the door, on your phone or printed. If your plans change, change your reply: the pass then stops working.`
    : "";
  const html = [...where.html, meal ? escapeHtml(meal) : null, plusOnes ? escapeHtml(plusOnes) : null].filter(
    (f): f is string => f !== null,
  );
  const passHtml = c.pass
    ? `<p>Your pass, ${escapeHtml(partyText(party))}, to show at the door:</p><p><img src="cid:${escapeHtml(c.pass.cid ?? "pass")}" width="250" height="250" alt="Your pass"></p>`
    : "";
  return {
    to: namedAddress(c.name, c.to),
    // With a pass the subject says so: it is the mail a guest looks for at the door.
    subject: c.pass ? `Your pass for ${c.eventTitle}` : `Your reply to ${c.eventTitle}`,
    text: `Hi ${c.name},\n\n${lead}\n\n${text.join("\n")}${passText}\n\nSee or change your reply any time with your personal link:\n\n${c.url}\n\n${c.calendar ? "The event is attached as a calendar file. " : ""}${keep}\n\nEventHub`,
    html: `<p>Hi ${escapeHtml(c.name)},</p><p>${escapeHtml(lead)}</p><p>${html.join("<br>")}</p>${passHtml}<p><a href="${escapeHtml(c.url)}">See or change your reply</a> any time. ${escapeHtml(keep)}</p><p>EventHub</p>`,
    attachments: [c.calendar, c.pass].filter((a): a is MailAttachment => a !== null),
  };
}
