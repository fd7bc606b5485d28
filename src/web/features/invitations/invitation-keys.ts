/**
 * The one query-key factory of the invitations feature. Everything starts with ["invitations"], the
 * same root as the dashboard's recent table, so one invalidation after a write refreshes both.
 */
export const invitationKeys = {
  all: ["invitations"] as const,
  lists: () => ["invitations", "list"] as const,
  list: (eventId: string | null) => ["invitations", "list", eventId ?? "all"] as const,
  detail: (id: string) => ["invitations", "detail", id] as const,
  templates: () => ["invitations", "templates"] as const,
  hostEvents: () => ["invitations", "host-events"] as const,
  eventGuests: (eventId: string) => ["invitations", "event-guests", eventId] as const,
};
