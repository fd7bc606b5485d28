import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { feedKeys } from "./feed-keys.ts";

/**
 * Keeps an open feed page fresh: the server sends 'feed' after every post, comment or like (the
 * host's own from another tab, or a guest's from their invitation page). EventSource reconnects by
 * itself; every 'ready' after the first means changes may have been missed, so that refetches too.
 */
export function useFeedStream(eventId: string) {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource(`/api/events/${eventId}/feed/stream`);
    let connections = 0;
    const refresh = () => void client.invalidateQueries({ queryKey: feedKeys.event(eventId) });
    source.addEventListener("ready", () => {
      connections += 1;
      if (connections > 1) refresh();
    });
    source.addEventListener("feed", refresh);
    return () => source.close();
  }, [eventId, client]);
}
