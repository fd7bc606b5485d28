import type { MailMessage } from "../mailer.ts";
import { escapeHtml } from "./escape-html.ts";
import { greetingFor } from "./greeting.ts";

export type ProductNewsMail = {
  to: string;
  name: string;
  subject: string;
  message: string;
  /** One-click unsubscribe (RFC 8058), answered without signing in. */
  unsubscribeUrl: string;
  /** The body's unsubscribe link: a page whose button unsubscribes, no sign-in (a GET changes nothing). */
  unsubscribePageUrl: string;
  settingsUrl: string;
};

/** Product news from the EventHub team, only to users who chose marketing emails. */
export function productNewsMail(n: ProductNewsMail): MailMessage {
  const greeting = greetingFor(n.name);
  const why =
    "You get this e-mail because marketing emails are on in your EventHub profile; you can turn them off there.";
  const stop = "Unsubscribe from product news:";
  const paragraphs = n.message.split(/\n{2,}/).map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`);
  return {
    to: n.to,
    subject: n.subject,
    text: `${greeting}\n\n${n.message}\n\nThe EventHub team\n\n--\n${why}\n${n.settingsUrl}\n${stop}\n${n.unsubscribePageUrl}`,
    html: `<p>${escapeHtml(greeting)}</p>${paragraphs.join("")}<p>The EventHub team</p><p style="color:#555">${escapeHtml(why)} <a href="${escapeHtml(n.settingsUrl)}">Notification settings</a> · <a href="${escapeHtml(n.unsubscribePageUrl)}">Unsubscribe</a></p>`,
    headers: {
      // A list mail names its list (RFC 2919); mail filters treat unsubscribe without it as a sign of spam.
      "List-Id": `EventHub news <news.${new URL(n.unsubscribeUrl).hostname}>`,
      "List-Unsubscribe": `<${n.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
