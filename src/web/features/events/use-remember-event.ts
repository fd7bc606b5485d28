import { useQueryClient } from "@tanstack/react-query";
import type { Event } from "../../../contract/events.ts";
import { eventKeys } from "../../lib/query-keys.ts";

/** After a write: the detail screen gets the saved event at once and every list refetches. */
export function useRememberEvent() {
  const client = useQueryClient();
  return (event: Event) => {
    client.setQueryData(eventKeys.detail(event.id), event);
    void client.invalidateQueries({
      queryKey: eventKeys.all,
      predicate: (query) => query.queryKey[1] !== "detail" || query.queryKey[2] !== event.id,
    });
  };
}
