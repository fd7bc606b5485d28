import type { MailMessage } from "../mailer.ts";
import { escapeHtml } from "./escape-html.ts";
import { linkButton } from "./guest-mail-layout.ts";

export type PlaceInvitation = {
  to: string;
  /** Who invited (the event's owner). */
  hostName: string;
  eventTitle: string;
  /** "Co-host" or "Door staff". */
  roleLabel: string;
  /** The accept page in the dashboard, with the invitation's secret. */
  acceptUrl: string;
};

/** To someone the host asks to help run an event (people/service.ts): the link accepts, once signed in. */
export function placeInvitationMail(n: PlaceInvitation): MailMessage {
  const what =
    n.roleLabel === "Co-host"
      ? "As a co-host you can edit the event, its guests, invitations and messages with them."
      : "As door staff you check guests in at the door.";
  const line = `${n.hostName} invited you to help run ${n.eventTitle} on EventHub, as ${n.roleLabel.toLowerCase()}.`;
  const how = `Open the link and accept while signed in as ${n.to} (create an account with that address if you have none).`;
  const ignore = "If you did not expect this, ignore this e-mail: nothing changes until you accept.";
  return {
    to: n.to,
    subject: `${n.hostName} invited you to help run ${n.eventTitle}`,
    text: `Hi,\n\n${line}\n${what}\n\n${how}\n${n.acceptUrl}\n\n${ignore}\n\nEventHub`,
    html: `<p>Hi,</p><p>${escapeHtml(line)}<br>${escapeHtml(what)}</p><p>${escapeHtml(how)}</p>${linkButton(n.acceptUrl, "See the invitation")}<p style="color:#555">${escapeHtml(ignore)}</p><p>EventHub</p>`,
  };
}
