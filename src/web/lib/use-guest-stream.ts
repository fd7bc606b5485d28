import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { guestKeys } from "./query-keys.ts";

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
