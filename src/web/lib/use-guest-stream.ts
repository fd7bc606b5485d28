import { eventKeys, guestKeys } from "./query-keys.ts";
import { useLiveUpdates } from "./use-live-updates.ts";

/**
 * Keeps every open view of an event's guests fresh (the guest list, the event page's Guests tab, a
 * guest's edit screen): the server pushes 'guests' on every change.
 */
export function useGuestStream(eventId: string | null) {
  useLiveUpdates(
    eventId ? `/api/events/${eventId}/guests/stream` : null,
    "guests",
    eventId
      ? [
          guestKeys.event(eventId),
          guestKeys.details(),
          // The event's Going / Maybe / Declined ride on the event itself (its page and My Events).
          eventKeys.detail(eventId),
          eventKeys.mine().slice(0, 2),
        ]
      : [],
  );
}
