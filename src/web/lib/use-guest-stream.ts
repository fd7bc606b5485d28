import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { eventKeys, guestKeys } from "./query-keys.ts";

/**
 * Keeps every open view of an event's guests fresh (the guest list, the event page's Guests tab, a
 * guest's edit screen): the server pushes 'guests' on every change. EventSource reconnects by itself
 * after a drop, and each connection starts with 'ready'; any 'ready' after the first means changes
 * may have been missed, so that refetches too.
 */
export function useGuestStream(eventId: string | null) {
  const client = useQueryClient();
  useEffect(() => {
    if (!eventId || typeof EventSource === "undefined") return;
    const source = new EventSource(`/api/events/${eventId}/guests/stream`);
    let connections = 0;
    const refresh = () => {
      void client.invalidateQueries({ queryKey: guestKeys.event(eventId) });
      void client.invalidateQueries({ queryKey: guestKeys.details() });
      // The event's Going / Maybe / Declined ride on the event itself (its page and My Events).
      void client.invalidateQueries({ queryKey: eventKeys.detail(eventId) });
      void client.invalidateQueries({ queryKey: eventKeys.mine().slice(0, 2) });
    };
    const onReady = () => {
      connections += 1;
      if (connections > 1) refresh();
    };
    source.addEventListener("ready", onReady);
    source.addEventListener("guests", refresh);
    return () => source.close();
  }, [eventId, client]);
}
