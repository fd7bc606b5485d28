import { eq } from "drizzle-orm";
import { formatEventDateLong } from "../../contract/event-dates.ts";
import type { Db } from "../db/client.ts";
import { user } from "../db/schema.ts";
import type { EventRow } from "../events/event-row.ts";
import type { GuestRow } from "../guests/guest-row.ts";
import { mediaUrl } from "../images/image-store.ts";
import { eventCalendarFile } from "../mail/calendar-file.ts";
import { partsCalendarFile } from "../mail/parts-calendar-file.ts";
import { invitationMail } from "../mail/templates/invitation.ts";
import type { InvitedParts } from "../rsvp/service.ts";
import { invitePath } from "./invitation-queries.ts";
import type { TemplateRow } from "./template-row.ts";

/** What every mail of one invitation shares: the invitation's words and design, its event, its host. */
export type InvitationMailSource = {
  inv: { design: "template" | "event-banner"; title: string; message: string; uniqueCode: string };
  event: EventRow;
  template: TemplateRow | null | undefined;
  /** Where a guest's reply to the e-mail goes; null when the host keeps their address private. */
  hostEmail: string | null;
};

/** The host's address for Reply-To, when the invitation asks for it. */
export async function replyToAddress(db: Db, event: EventRow, replyToHost: boolean): Promise<string | null> {
  if (!replyToHost) return null;
  // Guests answer an invitation by replying to it: the reply reaches the host, not our no-reply.
  const [host] = await db.select({ email: user.email }).from(user).where(eq(user.id, event.createdBy));
  return host?.email ?? null;
}

/**
 * The e-mail one guest gets for an invitation. The sender and the host's preview both build it here,
 * so what the host sees before sending is what goes out.
 */
export function invitationMailFor(
  publicUrl: string,
  { inv, event, template, hostEmail }: InvitationMailSource,
  guest: Pick<GuestRow, "name" | "email" | "token">,
  reminder: boolean,
  /** At an event in parts: the guest's parts, in order (null: an event without parts). */
  parts: InvitedParts | null = null,
) {
  const replyUrl = `${publicUrl}${invitePath(inv.uniqueCode, guest.token)}`;
  // A banner design wears the event's banner; a template design its art (text is set over either).
  const preview = mediaUrl(inv.design === "event-banner" ? event.bannerKey : (template?.previewKey ?? null));
  return invitationMail({
    to: guest.email ?? "",
    guestName: guest.name,
    hostName: event.hostName,
    title: inv.title,
    message: inv.message,
    eventTitle: event.title,
    when: formatEventDateLong(event.date, event.time),
    where: event.location,
    style: template?.style ?? "modern",
    accentColor: template?.accentColor ?? "#d6246e",
    imageUrl: preview ? `${publicUrl}${preview}?w=640` : null,
    imageAlt: inv.design === "event-banner" ? null : template?.description || template?.name || null,
    hostEmail,
    replyUrl,
    unsubscribeUrl: `${publicUrl}/api/rsvp/${guest.token}/unsubscribe`,
    unsubscribePageUrl: `${publicUrl}/rsvp/${guest.token}?unsubscribe=1`,
    // At an event in parts, an entry per part they are invited to: each at its own time and place
    // (the event's own time is nobody's there), under the UID their reply's file will update.
    calendarFile: parts?.calendar.length
      ? partsCalendarFile(event, parts.calendar, replyUrl)
      : eventCalendarFile(event, replyUrl),
    reminder,
    parts: parts?.lines ?? [],
  });
}
