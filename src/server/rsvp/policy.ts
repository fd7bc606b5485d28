import { todayInZone } from "../../contract/event-dates.ts";

type RsvpEvent = { isPublic: boolean; rsvpDeadline: string | null; timeZone: string };

/**
 * Anyone may reply without a personal link to a public event; a private one only through a shared
 * invitation link, whose code is the key.
 */
export function takesOpenReplies(event: Pick<RsvpEvent, "isPublic">, viaInvitation = false): boolean {
  return event.isPublic || viaInvitation;
}

/** Replies close once the deadline day has passed in the event's own time zone. */
export function repliesClosed(
  event: Pick<RsvpEvent, "rsvpDeadline" | "timeZone">,
  now = new Date(),
): boolean {
  // Stryker disable next-line ConditionalExpression: equivalent (a date > null is false too); the check says it outright.
  if (!event.rsvpDeadline) return false;
  return todayInZone(event.timeZone, now) > event.rsvpDeadline;
}
