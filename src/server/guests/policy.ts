import type { CurrentUser } from "../../contract/session.ts";

/** A guest list belongs to the event's creator alone: guests' contact data is theirs to hold. */
export function canManageGuests(actor: CurrentUser | null, event: { createdBy: string }): boolean {
  return actor !== null && actor.id === event.createdBy;
}
