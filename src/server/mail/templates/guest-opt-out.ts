import type { MailMessage } from "../mailer.ts";
import { escapeHtml } from "./escape-html.ts";

// What every mail a guest did not cause ends with (invitations, their reminders, a host's
// messages): who sent it, and how to hear no more, the same words in the HTML and the text part.

const optOut = "If you would rather not hear about this event by e-mail, let us know";

/** The HTML footer row: `sentBy` names the host, the link opens the page that confirms the opt-out. */
export function optOutFooterHtml(sentBy: string, unsubscribePageUrl: string): string {
  return `<tr><td style="padding:16px 32px;background:#faf9fc;color:#4f5768;font-size:12px">${escapeHtml(sentBy)} ${escapeHtml(optOut)}: <a href="${escapeHtml(unsubscribePageUrl)}" style="color:#4f5768">no more e-mails about this event</a>.</td></tr>`;
}

/** The same footer as the plain-text part's last lines. */
export function optOutFooterText(sentBy: string, unsubscribePageUrl: string): string[] {
  return ["--", sentBy, `${optOut}: ${unsubscribePageUrl}`];
}

/** Marketing-style one-click unsubscribe (RFC 8058): mail a guest did not ask for carries it. */
export function oneClickUnsubscribe(unsubscribeUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/**
 * What a host's own mail to a guest (an invitation, its reminder, a message) carries besides its
 * words: replies go to the host when the host shares their address, and one-click unsubscribe.
 */
export function hostToGuestEnvelope(
  hostEmail: string | null,
  unsubscribeUrl: string,
): Pick<MailMessage, "replyTo" | "headers"> {
  return { ...(hostEmail ? { replyTo: hostEmail } : {}), headers: oneClickUnsubscribe(unsubscribeUrl) };
}
