import type { MailMessage } from "../mailer.ts";
import { escapeHtml } from "./escape-html.ts";
import { hostToGuestEnvelope, optOutFooterHtml, optOutFooterText } from "./guest-opt-out.ts";
import { htmlParagraphs } from "./html-paragraphs.ts";
import { type MailPart, partLine } from "./reply-confirmation.ts";

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
  /** Absolute URL of the art the invitation wears (its template's picture or the event's banner), or null. */
  imageUrl: string | null;
  /** What the art shows, for readers who do not see it (a template's description); null says "the art". */
  imageAlt: string | null;
  /** The host's address, where a guest's reply to the e-mail goes; null when the host keeps it private. */
  hostEmail: string | null;
  replyUrl: string;
  /** One-click unsubscribe (POST, for the List-Unsubscribe header). */
  unsubscribeUrl: string;
  /** The page a person opens from the footer link to confirm they want no more e-mails. */
  unsubscribePageUrl: string;
  calendarFile: string;
  /** A reminder says so in its subject and first line. */
  reminder?: boolean;
  /** At an event in parts: the guest's parts, in order (issue 36); none lists nothing. */
  parts?: MailPart[];
};

const partsHeading = "You are invited to:";

const fonts = {
  classic: "Georgia, 'Times New Roman', serif",
  elegant: "Georgia, 'Times New Roman', serif",
  modern: "-apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
};

/** The band's colour where a client cannot blend (Outlook on Windows): the scrim's colour, solid. */
const bandSolid = "#2a2238";

/**
 * The invitation's art with the event's title, date and place set over it as text (never baked into
 * the picture): the art is the cell's background (Gmail, Apple Mail, Outlook.com; VML for Outlook on
 * Windows), the text sits on a dark translucent band at its foot. A client that shows no background
 * shows the band's solid colour, so the text stays readable everywhere; at 390 px the cell narrows
 * and the art is cropped, never squeezed.
 */
function artHeader(m: InvitationMailInput, accent: string): string {
  const url = m.imageUrl ? escapeHtml(m.imageUrl) : null;
  const spacer = url ? 230 : 8;
  const band = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">
<tr><td height="${spacer}" style="height:${spacer}px;font-size:0;line-height:0">&nbsp;</td></tr>
<tr><td bgcolor="${bandSolid}" style="background-color:${bandSolid};background-color:rgba(20,14,32,0.78);padding:20px 28px 24px;color:#ffffff">
<p style="margin:0 0 6px;font-size:13px;letter-spacing:2px;text-transform:uppercase;color:#f3e9ff">You are invited</p>
<h1 style="margin:0 0 10px;font-size:30px;line-height:1.2;color:#ffffff">${escapeHtml(m.eventTitle)}</h1>
<p style="margin:0 0 4px;font-size:16px;color:#ffffff">${escapeHtml(m.when)}</p>
<p style="margin:0;font-size:16px;color:#ffffff">${escapeHtml(m.where)}</p>
</td></tr></table>`;
  if (!url) return `<td bgcolor="${accent}" style="background-color:${accent}">${band}</td>`;
  // A background, not an <img>: the words stay live text over it, and filters score an image with
  // little text as spam (SpamAssassin's HTML_IMAGE_ONLY). What it shows is said by the VML shape's
  // alt (Outlook) and the cell's title.
  const alt = escapeHtml(m.imageAlt ?? `The invitation's picture for ${m.eventTitle}`);
  return `<td background="${url}" bgcolor="${bandSolid}" valign="bottom" title="${alt}" style="background-color:${bandSolid};background-image:url('${url}');background-size:cover;background-position:center center;background-repeat:no-repeat">
<!--[if gte mso 9]><v:rect xmlns:v="urn:schemas-microsoft-com:vml" fill="true" stroke="false" alt="${alt}" style="width:600px"><v:fill type="frame" src="${url}" color="${bandSolid}" /><v:textbox inset="0,0,0,0" style="mso-fit-shape-to-text:true"><![endif]-->
<div>${band}</div>
<!--[if gte mso 9]></v:textbox></v:rect><![endif]-->
</td>`;
}

/** The e-mail one guest receives: HTML and plain text, a calendar file, and one-click unsubscribe. */
export function invitationMail(m: InvitationMailInput): MailMessage {
  const accent = /^#[0-9a-f]{6}$/i.test(m.accentColor) ? m.accentColor : "#d6246e";
  const subject = m.reminder ? `Reminder: ${m.title}` : m.title;
  const intro = m.reminder
    ? `${m.hostName} is still hoping to hear from you about ${m.eventTitle}.`
    : `${m.hostName} has invited you to ${m.eventTitle}.`;
  // At an event in parts the calendar file holds an entry per part the guest is invited to.
  const linkNote = `This link is yours alone: it shows your reply and lets you change it. The attached calendar file adds ${m.parts?.length ? "each of these parts" : "the event"} to your calendar.`;
  // The footer's words, said as a person would say it, with the host named.
  const sentBy = `${m.hostName} sent this invitation with EventHub.`;
  const paragraphs = htmlParagraphs(m.message);
  const html = `<!doctype html><html lang="en" xmlns:v="urn:schemas-microsoft-com:vml"><body style="margin:0;background:#f4f1f7;font-family:${fonts[m.style]};color:#1a2a4f">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f1f7;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:12px;overflow:hidden;border-top:6px solid ${accent}">
<tr>${artHeader(m, accent)}</tr>
<tr><td style="padding:32px">
<p style="margin:0 0 8px;color:#5b6478">Dear ${escapeHtml(m.guestName)},</p>
<p style="margin:0 0 24px;color:#5b6478">${escapeHtml(intro)}</p>
<h2 style="margin:0 0 16px;font-size:24px;color:${accent}">${escapeHtml(m.title)}</h2>
${paragraphs}
${partsHtml(m.parts ?? [])}
<p style="margin:8px 0 24px"><a href="${escapeHtml(m.replyUrl)}" style="display:inline-block;background:${accent};color:#ffffff;text-decoration:none;padding:14px 28px;border-radius:8px;font-weight:bold">Reply to the invitation</a></p>
<p style="margin:0;color:#5b6478;font-size:13px">${escapeHtml(linkNote)}</p>
</td></tr>
${optOutFooterHtml(sentBy, m.unsubscribePageUrl)}
</table></td></tr></table></body></html>`;
  // The same words as the HTML part, in the same order, so both tell a reader (and a filter) one thing.
  const text = [
    "You are invited",
    m.eventTitle,
    m.when,
    m.where,
    "",
    `Dear ${m.guestName},`,
    "",
    intro,
    "",
    m.title,
    ...(m.message.trim() ? ["", m.message] : []),
    ...(m.parts?.length ? ["", partsHeading, ...m.parts.map((p) => `- ${partLine(p)}`)] : []),
    "",
    `Reply to the invitation: ${m.replyUrl}`,
    "",
    linkNote,
    "",
    ...optOutFooterText(sentBy, m.unsubscribePageUrl),
  ].join("\n");
  return {
    to: m.to,
    subject,
    text,
    html,
    ...hostToGuestEnvelope(m.hostEmail, m.unsubscribeUrl),
    attachments: [
      {
        filename: "event.ics",
        content: m.calendarFile,
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
      },
    ],
  };
}

/** The guest's parts, one line each, under the host's message. */
function partsHtml(parts: MailPart[]): string {
  if (parts.length === 0) return "";
  const items = parts.map((p) => `<li style="margin:0 0 6px">${escapeHtml(partLine(p))}</li>`).join("");
  return `<p style="margin:16px 0 8px;font-weight:bold">${escapeHtml(partsHeading)}</p><ul style="margin:0 0 16px;padding-left:20px">${items}</ul>`;
}
