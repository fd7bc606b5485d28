import type { CurrentUser } from "../../contract/session.ts";

/** Invitations belong to their creator alone (the event's host); admins do not send for hosts. */
export function canManageInvitation(actor: CurrentUser | null, invitation: { createdBy: string }): boolean {
  return actor !== null && actor.id === invitation.createdBy;
}
