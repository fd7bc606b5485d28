import { escapeHtml } from "./escape-html.ts";
import { optOutFooterHtml, optOutFooterText } from "./guest-opt-out.ts";

/** What frames every such mail: the greeting, the host's intro, and the opt-out footer. */
export type GuestMailFrame = { guestName: string; intro: string; sentBy: string; unsubscribePageUrl: string };

/**
 * The page of a host's mails to guests (messages, reminders to those coming): a white card with
 * the greeting and the host's intro, then `content` (HTML, already escaped), then the opt-out footer.
 */
export function guestMailPage(p: GuestMailFrame & { content: string }): string {
  return `<!doctype html><html lang="en"><body style="margin:0;background:#f4f1f7;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1a2a4f">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f1f7;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:12px;overflow:hidden;border-top:6px solid #d6246e">
<tr><td style="padding:32px">
<p style="margin:0 0 8px;color:#5b6478">Dear ${escapeHtml(p.guestName)},</p>
<p style="margin:0 0 24px;color:#5b6478">${escapeHtml(p.intro)}</p>
${p.content}
</td></tr>
${optOutFooterHtml(p.sentBy, p.unsubscribePageUrl)}
</table></td></tr></table></body></html>`;
}

/**
 * The plain-text part of such a mail: the same frame as guestMailPage around `body`, its lines, so a
 * reader (and a spam filter) finds the same words in both parts.
 */
export function guestMailText(p: GuestMailFrame, body: string[]): string {
  const footer = optOutFooterText(p.sentBy, p.unsubscribePageUrl);
  return [`Dear ${p.guestName},`, "", p.intro, "", ...body, "", ...footer].join("\n");
}

/** The one button of such a mail: the guest's personal link. */
export function linkButton(url: string, label: string): string {
  return `<p style="margin:8px 0 24px"><a href="${escapeHtml(url)}" style="display:inline-block;background:#d6246e;color:#ffffff;text-decoration:none;padding:14px 28px;border-radius:8px;font-weight:bold">${escapeHtml(label)}</a></p>`;
}
