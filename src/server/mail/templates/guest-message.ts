import type { MailMessage } from "../mailer.ts";
import { escapeHtml } from "./escape-html.ts";
import { oneClickUnsubscribe, optOutFooterHtml, optOutFooterText } from "./guest-opt-out.ts";

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
  const paragraphs = m.body
    .split(/\n{2,}/)
    .filter((p) => p.trim() !== "")
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");
  const html = `<!doctype html><html lang="en"><body style="margin:0;background:#f4f1f7;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1a2a4f">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f1f7;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:12px;overflow:hidden;border-top:6px solid #d6246e">
<tr><td style="padding:32px">
<p style="margin:0 0 8px;color:#5b6478">Dear ${escapeHtml(m.guestName)},</p>
<p style="margin:0 0 24px;color:#5b6478">${escapeHtml(intro)}</p>
<h1 style="margin:0 0 16px;font-size:24px;color:#1a2a4f">${escapeHtml(m.subject)}</h1>
${paragraphs}
<p style="margin:8px 0 4px;color:#5b6478">${escapeHtml(m.eventTitle)}</p>
<p style="margin:0 0 4px;color:#5b6478">${escapeHtml(m.when)}</p>
<p style="margin:0 0 24px;color:#5b6478">${escapeHtml(m.where)}</p>
<p style="margin:8px 0 24px"><a href="${escapeHtml(m.linkUrl)}" style="display:inline-block;background:#d6246e;color:#ffffff;text-decoration:none;padding:14px 28px;border-radius:8px;font-weight:bold">Open your invitation</a></p>
<p style="margin:0;color:#5b6478;font-size:13px">${escapeHtml(linkNote)}</p>
</td></tr>
${optOutFooterHtml(sentBy, m.unsubscribePageUrl)}
</table></td></tr></table></body></html>`;
  // The same words as the HTML part, in the same order.
  const text = [
    `Dear ${m.guestName},`,
    "",
    intro,
    "",
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
    "",
    ...optOutFooterText(sentBy, m.unsubscribePageUrl),
  ].join("\n");
  return {
    to: m.to,
    subject: `${m.subject} – ${m.eventTitle}`,
    text,
    html,
    ...(m.hostEmail ? { replyTo: m.hostEmail } : {}),
    headers: oneClickUnsubscribe(m.unsubscribeUrl),
  };
}
