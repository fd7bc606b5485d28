import type { MailMessage } from "../mailer.ts";
import { escapeHtml } from "./escape-html.ts";

/** Sent when someone already on a guest list replies through the public page. */
export function rsvpLinkMail(to: string, name: string, eventTitle: string, url: string): MailMessage {
  return {
    to,
    subject: `Your reply to ${eventTitle}`,
    text: `Hi ${name},\n\nWe received your reply to ${eventTitle}. You can see or change it any time with your personal link:\n\n${url}\n\nKeep this link to yourself: anyone who has it can change your reply.\n\nEventHub`,
    html: `<p>Hi ${escapeHtml(name)},</p><p>We received your reply to <strong>${escapeHtml(eventTitle)}</strong>. You can see or change it any time with your personal link:</p><p><a href="${escapeHtml(url)}">Open my reply</a></p><p>Keep this link to yourself: anyone who has it can change your reply.</p><p>EventHub</p>`,
  };
}
