import type { MailMessage } from "../mailer.ts";
import { escapeHtml } from "./escape-html.ts";
import { greetingFor } from "./greeting.ts";
import { offLine } from "./off-line.ts";

export type ReminderSent = {
  to: string;
  hostName: string;
  eventTitle: string;
  sent: number;
  invitationUrl: string;
  settingsUrl: string;
  /** Where the switch is: the owner's profile (the default), or a co-host's place on this event. */
  switchIn?: "profile" | "event";
};

/** To the host when a reminder they scheduled has gone out (their "Event reminders" switch on). */
export function reminderSentMail(n: ReminderSent): MailMessage {
  const greeting = greetingFor(n.hostName);
  const line =
    n.sent === 0
      ? `Your reminder for ${n.eventTitle} had no one to go to: every guest it would remind has replied.`
      : `Your reminder for ${n.eventTitle} went to ${n.sent} guest${n.sent === 1 ? "" : "s"} who had not replied yet.`;
  const off = offLine("event reminders", n.switchIn);
  return {
    to: n.to,
    subject: `Reminder sent: ${n.eventTitle}`,
    text: `${greeting}\n\n${line}\n\nSee who has replied: ${n.invitationUrl}\n\n${off}\n${n.settingsUrl}\n\nEventHub`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(line)}</p><p><a href="${escapeHtml(n.invitationUrl)}">See who has replied</a></p><p style="color:#555">${escapeHtml(off)} <a href="${escapeHtml(n.settingsUrl)}">Notification settings</a></p><p>EventHub</p>`,
  };
}
