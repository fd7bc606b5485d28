import type { MailAttachment, MailMessage } from "../mailer.ts";
import { escapeHtml } from "./escape-html.ts";
import { guestMailPage, guestMailText, linkButton } from "./guest-mail-layout.ts";
import { oneClickUnsubscribe } from "./guest-opt-out.ts";
import { namedAddress } from "./named-address.ts";
import { type MailPart, partLine } from "./reply-confirmation.ts";

export type AttendeeReminderMailInput = {
  to: string;
  guestName: string;
  hostName: string;
  eventTitle: string;
  /** "tomorrow" or "today". */
  day: "tomorrow" | "today";
  /** "Monday, January 5, 2026 at 18:30", already formatted. */
  when: string;
  /** The venue's address line, or the event's place. */
  where: string;
  /** Maps directions to the venue; null when the event has no venue details. */
  directionsUrl: string | null;
  /** The guest's personal link. */
  linkUrl: string;
  unsubscribeUrl: string;
  unsubscribePageUrl: string;
  /** The guest's check-in pass (a PNG, attached), when the event has check-in. */
  pass: MailAttachment | null;
  calendarFile: string;
  /**
   * At an event in parts, the event's own reminder: the parts this guest is coming to, in order,
   * each with its time and place, in place of the event's one time and place (none: as without parts).
   */
  parts?: MailPart[];
};

const partsHeading = "You are coming to:";

/**
 * The reminder a host schedules for the guests who are coming: when, where, directions and their
 * pass. A guest did not cause it, so it carries one-click unsubscribe as invitations do.
 */
export function attendeeReminderMail(m: AttendeeReminderMailInput): MailMessage {
  const intro = `${m.hostName} is looking forward to seeing you ${m.day} at ${m.eventTitle}.`;
  const sentBy = `${m.hostName} sent this reminder with EventHub.`;
  const passNote =
    "Here is your pass: show it at the door, on your phone or printed, and you are in without waiting at the desk.";
  const parts = m.parts ?? [];
  const calendarNote = parts.length
    ? "The attached calendar file adds each of these to your calendar with its time and place, so your phone can remind you when it is time to leave."
    : "The attached calendar file adds the event to your calendar with its time and place, so your phone can remind you when it is time to leave. The directions open your maps app with the way there from wherever you are.";
  // The event's time and place, or the guest's parts, each with its own.
  const whenHtml = parts.length
    ? `<p style="margin:0 0 8px;font-weight:bold">${escapeHtml(partsHeading)}</p>
<ul style="margin:0 0 16px;padding-left:20px">${parts.map((p) => `<li style="margin:0 0 6px">${escapeHtml(partLine(p))}</li>`).join("")}</ul>`
    : `<p style="margin:0 0 4px">${escapeHtml(m.when)}</p>
<p style="margin:0 0 16px">${escapeHtml(m.where)}</p>
${m.directionsUrl ? `<p style="margin:0 0 24px"><a href="${escapeHtml(m.directionsUrl)}" style="color:#d6246e">Get directions</a></p>` : ""}`;
  const whenText = parts.length
    ? [partsHeading, ...parts.map((p) => `- ${partLine(p)}`)]
    : [m.when, m.where, ...(m.directionsUrl ? [`Get directions: ${m.directionsUrl}`] : [])];
  const changeNote =
    "If your plans have changed, please tell the host by changing your reply on your invitation page: it keeps the numbers right for the food and the seats. Keep that link to yourself, as anyone who has it can change your reply.";
  const frame = { guestName: m.guestName, intro, sentBy, unsubscribePageUrl: m.unsubscribePageUrl };
  const html = guestMailPage({
    ...frame,
    content: `<h1 style="margin:0 0 16px;font-size:24px;color:#1a2a4f">${escapeHtml(m.eventTitle)}</h1>
${whenHtml}
${m.pass ? `<p style="margin:0 0 24px;color:#5b6478">${escapeHtml(passNote)} It is attached to this e-mail (pass.png), and your invitation page shows it too.</p>` : ""}
${linkButton(m.linkUrl, "See your invitation")}
<p style="margin:0 0 12px;color:#5b6478;font-size:13px">${escapeHtml(calendarNote)}</p>
<p style="margin:0;color:#5b6478;font-size:13px">${escapeHtml(changeNote)}</p>`,
  });
  const text = guestMailText(frame, [
    m.eventTitle,
    ...whenText,
    ...(m.pass
      ? ["", `${passNote} It is attached to this e-mail (pass.png), and your invitation page shows it too.`]
      : []),
    "",
    `See your invitation: ${m.linkUrl}`,
    "",
    calendarNote,
    "",
    changeNote,
  ]);
  return {
    // A named address: a bare one beside an inline image is a spam sign (TO_NO_BRKTS_HTML_IMG).
    to: namedAddress(m.guestName, m.to),
    subject: `Reminder: ${m.eventTitle} is ${m.day}`,
    text,
    html,
    headers: oneClickUnsubscribe(m.unsubscribeUrl),
    attachments: [
      // Attached, not shown inline: an image in a short HTML mail is a spam sign (HTML_IMAGE_ONLY).
      ...(m.pass ? [{ ...m.pass, cid: undefined }] : []),
      {
        filename: "event.ics",
        content: m.calendarFile,
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
      },
    ],
  };
}
