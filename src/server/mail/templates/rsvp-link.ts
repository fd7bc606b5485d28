import type { MailAttachment, MailMessage } from "../mailer.ts";
import { escapeHtml } from "./escape-html.ts";
import { namedAddress } from "./named-address.ts";

export type OpenReplyOutcome = "confirmed" | "declined" | "maybe" | "waitlisted";

const outcomeText: Record<OpenReplyOutcome, string> = {
  confirmed: "You are attending. See you there!",
  declined: "You are not attending.",
  maybe: "You might attend.",
  waitlisted:
    "The event is full, so you are on the waitlist. We will move you up automatically if a seat frees up.",
};

type LinkMail = {
  to: string;
  name: string;
  eventTitle: string;
  /** The guest's personal reply link. */
  url: string;
  /** None at an event in parts the guest comes to none of (decision 0033). */
  calendar: MailAttachment | null;
  /** The guest's pass (an attending guest of an event with the check-in tool). */
  pass?: MailAttachment | null;
};

function personalLinkMail(
  { to, name, eventTitle, url, calendar, pass }: LinkMail,
  lead: string,
): MailMessage {
  const attached = calendar ? "The event is attached as a calendar file. " : "";
  const passText = pass ? "\n\nYour pass is attached (pass.png): show it at the door." : "";
  const passHtml = pass
    ? `<p>Your pass, to show at the door:</p><p><img src="cid:${escapeHtml(pass.cid ?? "pass")}" width="250" height="250" alt="Your pass for ${escapeHtml(eventTitle)}"></p>`
    : "";
  return {
    to: pass ? namedAddress(name, to) : to,
    subject: `Your reply to ${eventTitle}`,
    text: `Hi ${name},\n\n${lead}${passText}\n\nSee or change your reply any time with your personal link:\n\n${url}\n\n${attached}Keep this link to yourself: anyone who has it can change your reply.\n\nEventHub`,
    html: `<p>Hi ${escapeHtml(name)},</p><p>${escapeHtml(lead)}</p>${passHtml}<p>See or change your reply to <strong>${escapeHtml(eventTitle)}</strong> any time with your personal link:</p><p><a href="${escapeHtml(url)}">Open my reply</a></p><p>${attached}Keep this link to yourself: anyone who has it can change your reply.</p><p>EventHub</p>`,
    attachments: [calendar, pass ?? null].filter((a): a is MailAttachment => a !== null),
  };
}

/** A new guest's open reply was saved: what it says, and the link to change it. */
export function openReplySavedMail(mail: LinkMail, outcome: OpenReplyOutcome): MailMessage {
  return personalLinkMail(mail, `Thank you for replying to ${mail.eventTitle}. ${outcomeText[outcome]}`);
}

/**
 * Someone replied on the open form with an address already on the list. Nothing was changed (an
 * address alone must not change another person's reply); the owner of the address gets their link.
 */
export function alreadyOnListMail(mail: LinkMail): MailMessage {
  return personalLinkMail(
    mail,
    `We received a reply to ${mail.eventTitle} from the event's open form with this e-mail address. You are already on the guest list, so nothing was changed.`,
  );
}
