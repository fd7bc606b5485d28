import type { MailMessage } from "../mailer.ts";
import { escapeHtml } from "./escape-html.ts";

export type InvitationMailInput = {
  to: string;
  guestName: string;
  hostName: string;
  title: string;
  message: string;
  /** "Monday, January 5, 2026 at 18:30" and the place, already formatted. */
  when: string;
  where: string;
  eventTitle: string;
  style: "classic" | "elegant" | "modern";
  accentColor: string;
  /** Absolute URL of the template's picture, or null. */
  imageUrl: string | null;
  replyUrl: string;
  /** One-click unsubscribe (POST, for the List-Unsubscribe header). */
  unsubscribeUrl: string;
  /** The page a person opens from the footer link to confirm they want no more e-mails. */
  unsubscribePageUrl: string;
  calendarFile: string;
  /** A reminder says so in its subject and first line. */
  reminder?: boolean;
};

const fonts = {
  classic: "Georgia, 'Times New Roman', serif",
  elegant: "Georgia, 'Times New Roman', serif",
  modern: "-apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
};

/** The e-mail one guest receives: HTML and plain text, a calendar file, and one-click unsubscribe. */
export function invitationMail(m: InvitationMailInput): MailMessage {
  const accent = /^#[0-9a-f]{6}$/i.test(m.accentColor) ? m.accentColor : "#d6246e";
  const subject = m.reminder ? `Reminder: ${m.title}` : m.title;
  const intro = m.reminder
    ? `${m.hostName} is still hoping to hear from you about ${m.eventTitle}.`
    : `${m.hostName} has invited you to ${m.eventTitle}.`;
  const paragraphs = m.message
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");
  const html = `<!doctype html><html lang="en"><body style="margin:0;background:#f4f1f7;font-family:${fonts[m.style]};color:#1a2a4f">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f1f7;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:12px;overflow:hidden;border-top:6px solid ${accent}">
${m.imageUrl ? `<tr><td><img src="${escapeHtml(m.imageUrl)}" width="600" alt="" style="display:block;width:100%;height:auto"></td></tr>` : ""}
<tr><td style="padding:32px">
<p style="margin:0 0 8px;color:#5b6478">Dear ${escapeHtml(m.guestName)},</p>
<p style="margin:0 0 24px;color:#5b6478">${escapeHtml(intro)}</p>
<h1 style="margin:0 0 16px;font-size:28px;color:${accent}">${escapeHtml(m.title)}</h1>
${paragraphs}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;background:#f8f6fb;border-radius:8px;width:100%"><tr><td style="padding:16px">
<strong>${escapeHtml(m.eventTitle)}</strong><br>${escapeHtml(m.when)}<br>${escapeHtml(m.where)}
</td></tr></table>
<p style="margin:0 0 24px"><a href="${escapeHtml(m.replyUrl)}" style="display:inline-block;background:${accent};color:#ffffff;text-decoration:none;padding:14px 28px;border-radius:8px;font-weight:bold">Reply to the invitation</a></p>
<p style="margin:0;color:#5b6478;font-size:13px">This link is yours alone: it shows your reply and lets you change it. The attached calendar file adds the event to your calendar.</p>
</td></tr>
<tr><td style="padding:16px 32px;background:#faf9fc;color:#4f5768;font-size:12px">Sent with EventHub for ${escapeHtml(m.hostName)}. <a href="${escapeHtml(m.unsubscribePageUrl)}" style="color:#4f5768">Stop e-mails about this event's invitations</a>.</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    `Dear ${m.guestName},`,
    "",
    intro,
    "",
    m.title,
    "",
    m.message,
    "",
    `${m.eventTitle}`,
    m.when,
    m.where,
    "",
    `Reply here (your personal link): ${m.replyUrl}`,
    "",
    `Stop these e-mails: ${m.unsubscribePageUrl}`,
  ].join("\n");
  return {
    to: m.to,
    subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${m.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    attachments: [
      {
        filename: "event.ics",
        content: m.calendarFile,
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
      },
    ],
  };
}
