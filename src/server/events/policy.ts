import type { CurrentUser } from "../../contract/session.ts";

type EventAccess = { createdBy: string; isPublic: boolean };

/** Public events are readable by anyone; private ones by their creator (and admins, for support). */
export function canReadEvent(actor: CurrentUser | null, event: EventAccess): boolean {
  return event.isPublic || (actor !== null && (actor.id === event.createdBy || actor.isAdmin));
}

/** Only the creator changes or deletes an event; admins included, they do not edit hosts' events. */
export function canManageEvent(actor: CurrentUser | null, event: EventAccess): boolean {
  return actor !== null && actor.id === event.createdBy;
}
