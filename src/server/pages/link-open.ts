import { isbot } from "isbot";

/**
 * Whether a request for a guest's personal link is a person opening it, for the host's "link
 * opened" figure. WhatsApp, Slack, Facebook, Telegram and the like fetch every link pasted into a
 * chat to draw its preview, before (or without) the guest ever tapping it; they name themselves in
 * the User-Agent (isbot keeps the list), and some only ask for the headers (HEAD). A request with
 * no User-Agent at all is a script, not a browser.
 */
export function isPersonOpening(method: string, userAgent: string | undefined): boolean {
  return method === "GET" && !!userAgent && !isbot(userAgent);
}
