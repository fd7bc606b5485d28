/** Posts and comments are deleted only by their author (spec §6); the host's moderation is not in the spec. */
export function isAuthor(actorId: string | null | undefined, authorId: string | null): boolean {
  return !!actorId && actorId === authorId;
}

/**
 * Who reads an event's public posts without an account: anyone on the page of a public event, and
 * a guest holding a personal link to it whether or not the event is public (the invitation already
 * shows them the event; announcements are written for them).
 */
export function canReadAnnouncements(event: { isPublic: boolean }, viaPersonalLink: boolean): boolean {
  return viaPersonalLink || event.isPublic;
}
