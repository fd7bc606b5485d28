import type { CurrentUser } from "../../contract/session.ts";

/**
 * An event's gallery is managed by its creator alone, as its guest list is: guests' photos waiting
 * for approval are theirs to judge. Admins do not manage hosts' galleries.
 */
export function canManageGallery(actor: CurrentUser | null, event: { createdBy: string }): boolean {
  return actor !== null && actor.id === event.createdBy;
}

/** Approved photos are shown to anyone who may see the event page: the event must be public. */
export function canSeePublicGallery(event: { isPublic: boolean }): boolean {
  return event.isPublic;
}
