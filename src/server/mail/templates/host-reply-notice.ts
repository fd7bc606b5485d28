import type { MailMessage } from "../mailer.ts";
import { escapeHtml } from "./escape-html.ts";
import { greetingFor } from "./greeting.ts";
import { offLine } from "./off-line.ts";

export type HostReplyNotice = {
  to: string;
  hostName: string;
  guestName: string;
  /** The guest's status after the reply. */
  status: "invited" | "confirmed" | "declined" | "maybe" | "waitlisted";
  eventTitle: string;
  guestListUrl: string;
  settingsUrl: string;
  /** Where the switch is: the owner's profile (the default), or a co-host's place on this event. */
  switchIn?: "profile" | "event";
};

const verbs: Record<HostReplyNotice["status"], string> = {
  confirmed: "is coming to",
  declined: "can't come to",
  maybe: "might come to",
  waitlisted: "joined the waitlist of",
  invited: "replied about",
};

/** To the host when a guest replies (their "RSVP updates" switch on; see the profile service). */
export function hostReplyNoticeMail(n: HostReplyNotice): MailMessage {
  const greeting = greetingFor(n.hostName);
  const line = `${n.guestName} ${verbs[n.status]} ${n.eventTitle}.`;
  const off = offLine("RSVP updates", n.switchIn);
  return {
    to: n.to,
    subject: `${n.guestName} ${verbs[n.status]} ${n.eventTitle}`,
    text: `${greeting}\n\n${line}\n\nSee your guest list: ${n.guestListUrl}\n\n${off}\n${n.settingsUrl}\n\nEventHub`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(line)}</p><p><a href="${escapeHtml(n.guestListUrl)}">See your guest list</a></p><p style="color:#555">${escapeHtml(off)} <a href="${escapeHtml(n.settingsUrl)}">Notification settings</a></p><p>EventHub</p>`,
  };
}
