import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";

/**
 * Calls `refresh` on every `event` of a live stream, and on every 'ready' after the first: each
 * connection starts with 'ready', and EventSource reconnects by itself after a drop, so a second
 * 'ready' means changes may have been missed meanwhile.
 */
export function onLiveChanges(source: EventTarget, event: string, refresh: () => void) {
  let connections = 0;
  source.addEventListener("ready", () => {
    connections += 1;
    if (connections > 1) refresh();
  });
  source.addEventListener(event, refresh);
}

/**
 * Keeps open views fresh from one of the server's live streams (server-sent events from
 * `src/server/realtime/change-stream.ts`): its messages carry no data, so each `event` refetches
 * `queryKeys`. No stream while `url` is null, nor where the browser has no EventSource.
 */
export function useLiveUpdates(url: string | null, event: string, queryKeys: QueryKey[]) {
  const client = useQueryClient();
  // The keys of the latest render, without opening a new stream for each render's new array.
  const keys = useRef(queryKeys);
  useEffect(() => {
    keys.current = queryKeys;
  });
  useEffect(() => {
    if (!url || typeof EventSource === "undefined") return;
    const source = new EventSource(url);
    onLiveChanges(source, event, () => {
      for (const queryKey of keys.current) void client.invalidateQueries({ queryKey });
    });
    return () => source.close();
  }, [url, event, client]);
}
