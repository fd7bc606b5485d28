import { useQueryClient } from "@tanstack/react-query";
import type { HostEvent } from "../../contract/events.ts";
import { api, unwrap } from "./api-client.ts";
import { eventKeys } from "./query-keys.ts";
import { useQueryById } from "./use-query-by-id.ts";

type EventList = { items: HostEvent[] };

/** One event by id (with its reply counts for its host); nothing is fetched without an id. */
export function useEvent(eventId: string | undefined) {
  const client = useQueryClient();
  // The host's event lists hold the same event: start from there (at the list's age, so it is
  // fetched again when stale). Offline, a page of an event seen only in a list still opens.
  const fromList = () =>
    client
      .getQueriesData<EventList>({ queryKey: eventKeys.mine().slice(0, 2) })
      .map(([key, list]) => ({ key, event: list?.items.find((e) => e.id === eventId) }))
      .find((found) => found.event);
  return useQueryById(
    eventId,
    eventKeys.detail,
    (id): Promise<HostEvent> => unwrap(api.GET("/events/{id}", { params: { path: { id } } })),
    {
      initialData: () => fromList()?.event,
      initialDataUpdatedAt: () => {
        const found = fromList();
        return found ? client.getQueryState(found.key)?.dataUpdatedAt : undefined;
      },
    },
  );
}
