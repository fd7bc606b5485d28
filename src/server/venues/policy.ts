import type { CurrentUser } from "../../contract/session.ts";

/** Only the event's creator sets or deletes its venue (as everything else the host manages). */
export function canManageVenue(actor: CurrentUser | null, event: { createdBy: string }): boolean {
  return actor !== null && actor.id === event.createdBy;
}
