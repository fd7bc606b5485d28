import type { MailMessage } from "../mailer.ts";
import { escapeHtml } from "./escape-html.ts";
import { greetingFor } from "./greeting.ts";
import { offLine } from "./off-line.ts";

export type HostEventReminder = {
  to: string;
  hostName: string;
  eventTitle: string;
  /** 'Sunday, January 5, 2025 at 18:30' */
  when: string;
  location: string;
  confirmed: number;
  maybe: number;
  declined: number;
  waiting: number;
  guestListUrl: string;
  settingsUrl: string;
  /** Where the switch is: the owner's profile (the default), or a co-host's place on this event. */
  switchIn?: "profile" | "event";
};

/** To the host the day before their event (their "Event reminders" switch on): where it stands. */
export function hostEventReminderMail(n: HostEventReminder): MailMessage {
  const greeting = greetingFor(n.hostName);
  const line = `${n.eventTitle} is coming up: ${n.when}, ${n.location}.`;
  const replies = `Replies so far: ${n.confirmed} attending, ${n.maybe} maybe, ${n.declined} declined, ${n.waiting} not replied yet.`;
  const off = offLine("event reminders", n.switchIn);
  return {
    to: n.to,
    subject: `Tomorrow: ${n.eventTitle}`,
    text: `${greeting}\n\n${line}\n\n${replies}\n\nYour guest list: ${n.guestListUrl}\n\n${off}\n${n.settingsUrl}\n\nEventHub`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(line)}</p><p>${escapeHtml(replies)}</p><p><a href="${escapeHtml(n.guestListUrl)}">Your guest list</a></p><p style="color:#555">${escapeHtml(off)} <a href="${escapeHtml(n.settingsUrl)}">Notification settings</a></p><p>EventHub</p>`,
  };
}
