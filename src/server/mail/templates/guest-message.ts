import type { MailMessage } from "../mailer.ts";
import { escapeHtml } from "./escape-html.ts";
import { guestMailPage, guestMailText, linkButton } from "./guest-mail-layout.ts";
import { hostToGuestEnvelope } from "./guest-opt-out.ts";
import { htmlParagraphs } from "./html-paragraphs.ts";

export type GuestMessageMailInput = {
  to: string;
  guestName: string;
  hostName: string;
  eventTitle: string;
  /** "Monday, January 5, 2026 at 18:30", already formatted, and the place. */
  when: string;
  where: string;
  subject: string;
  body: string;
  /** The host's address, where a guest's reply to the e-mail goes. */
  hostEmail: string | null;
  /** The guest's personal link (it records that this message was opened). */
  linkUrl: string;
  /** One-click unsubscribe (POST, for the List-Unsubscribe header). */
  unsubscribeUrl: string;
  /** The page a person opens from the footer link to confirm they want no more e-mails. */
  unsubscribePageUrl: string;
};

/**
 * A host's message to some of their guests (issue 33): the host's words, the event's date and
 * place, the guest's personal link, and one-click unsubscribe, as an invitation carries (it is not
 * transactional: the guest did nothing to cause it).
 */
export function guestMessageMail(m: GuestMessageMailInput): MailMessage {
  const intro = `${m.hostName} sent you a message about ${m.eventTitle}.`;
  const linkNote = "This link is yours alone: it shows the event, your reply and lets you change it.";
  const sentBy = `${m.hostName} sent this message to their guests with EventHub.`;
  const paragraphs = htmlParagraphs(m.body);
  const frame = { guestName: m.guestName, intro, sentBy, unsubscribePageUrl: m.unsubscribePageUrl };
  const html = guestMailPage({
    ...frame,
    content: `<h1 style="margin:0 0 16px;font-size:24px;color:#1a2a4f">${escapeHtml(m.subject)}</h1>
${paragraphs}
<p style="margin:8px 0 4px;color:#5b6478">${escapeHtml(m.eventTitle)}</p>
<p style="margin:0 0 4px;color:#5b6478">${escapeHtml(m.when)}</p>
<p style="margin:0 0 24px;color:#5b6478">${escapeHtml(m.where)}</p>
${linkButton(m.linkUrl, "Open your invitation")}
<p style="margin:0;color:#5b6478;font-size:13px">${escapeHtml(linkNote)}</p>`,
  });
  // The same words as the HTML part, in the same order.
  const text = guestMailText(frame, [
    m.subject,
    "",
    m.body,
    "",
    m.eventTitle,
    m.when,
    m.where,
    "",
    `Open your invitation: ${m.linkUrl}`,
    "",
    linkNote,
  ]);
  return {
    to: m.to,
    subject: `${m.subject} – ${m.eventTitle}`,
    text,
    html,
    ...hostToGuestEnvelope(m.hostEmail, m.unsubscribeUrl),
  };
}
