// The spec's texts for an event page that cannot be shown, for the server-rendered public page and
// the dashboard's screens alike.
export const eventLoadMessages = {
  missingId: "Event ID is missing",
  notFound: "Event not found",
  private: "This event is private",
  failed: "Failed to load event details",
} as const;
