/**
 * Door mode's server resources, per door (an event's id, or a door link's: use-door.ts, doorIdOf); every view of them starts with `event`. The guest list is
 * the door's own copy for finding guests by name offline: it follows the arrivals within a minute
 * (`liveDoorKeys` leaves it out), so a busy door does not fetch the whole list on every check-in.
 */
export const doorKeys = {
  event: (eventId: string) => ["check-in", eventId] as const,
  summary: (eventId: string) => ["check-in", eventId, "summary"] as const,
  searches: (eventId: string) => ["check-in", eventId, "search"] as const,
  search: (eventId: string, q: string) => ["check-in", eventId, "search", q] as const,
  guestList: (eventId: string) => ["check-in", eventId, "guest-list"] as const,
};

/** What a check-in here or at another door changes at once: the counter and the name searches. */
export const liveDoorKeys = (eventId: string) => [doorKeys.summary(eventId), doorKeys.searches(eventId)];

/** The host's door links of an event. */
export const doorLinkKeys = {
  list: (eventId: string) => ["door-links", eventId] as const,
};
