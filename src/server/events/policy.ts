import type { EventRole } from "../../contract/people.ts";
import type { CurrentUser } from "../../contract/session.ts";

type EventAccess = { createdBy: string; isPublic: boolean };

/** The event's owner: its creator, or whom it was handed to. */
export function isOwner(actor: Pick<CurrentUser, "id"> | null, event: { createdBy: string }): boolean {
  return actor !== null && actor.id === event.createdBy;
}

/**
 * Public events are readable by anyone; private ones by their owner and co-hosts (and admins, for
 * support). Door staff read what the door needs through the door's own routes.
 */
export function canReadEvent(actor: CurrentUser | null, event: EventAccess, role: EventRole | null): boolean {
  return event.isPublic || role === "owner" || role === "cohost" || (actor?.isAdmin ?? false);
}

/**
 * The owner and co-hosts change an event (details, guests, invitations, messages…); admins do not
 * edit hosts' events. Deleting, paying and managing people are the owner's alone (isOwner).
 */
export function canManageEvent(role: EventRole | null): boolean {
  return role === "owner" || role === "cohost";
}
