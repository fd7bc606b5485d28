/** The one query-key factory of the rsvp feature. */
export const rsvpKeys = {
  all: ["rsvp"] as const,
  view: (token: string) => ["rsvp", "view", token] as const,
  /** A shared invitation (/invite/:code), or a guest's own one when a token is given. */
  invite: (code: string, token: string | null) => ["rsvp", "invite", code, token ?? ""] as const,
};
