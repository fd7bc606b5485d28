/** The shareable public page of an event, on whatever host serves this app. */
export function publicEventUrl(eventId: string): string {
  return `${window.location.origin}/events/${eventId}`;
}
