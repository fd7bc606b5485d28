/** The one query-key factory of the rsvp feature. */
export const rsvpKeys = {
  all: ["rsvp"] as const,
  view: (token: string) => ["rsvp", "view", token] as const,
};
