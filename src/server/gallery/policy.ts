/** Approved photos are shown to anyone who may see the event page: the event must be public. */
export function canSeePublicGallery(event: { isPublic: boolean }): boolean {
  return event.isPublic;
}
