import type { MeResponse } from "../../../contract/session.ts";

/**
 * Whose saved answers and queued changes these are. Normally the signed-in user's; on a door
 * link's page (/door/{secret}, docs/decisions/0031) nobody is signed in, yet the door must keep its
 * guest list and its check-ins made offline: they belong to that link on this device. Another link,
 * or anyone signing in, is someone else (their saved data is not shown to them).
 */
const visitorPage = /^\/door\/([^/?#]+)/;

let visitor: string | null = null;

/** Read once, as the app starts: a door link is opened as a page of its own (a scanned QR code). */
export function setVisitorFrom(pathname: string): void {
  const link = visitorPage.exec(pathname);
  visitor = link ? `door-link:${link[1]}` : null;
}

/**
 * The owner of what is kept on this device: the signed-in user, else the door link being run;
 * null until the server has said who is signed in (a host may open their own link).
 */
export const ownerOf = (me: MeResponse | undefined): string | null =>
  me === undefined ? null : (me.user?.id ?? visitor);
