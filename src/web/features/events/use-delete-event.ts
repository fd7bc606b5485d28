import { useMutation, useQueryClient } from "@tanstack/react-query";
import { eventKeys } from "../../lib/query-keys.ts";
import { deleteEvent } from "./event-requests.ts";

/** Deletes an event; the lists refetch, and its own page is only marked stale so it does not refetch a 404 while leaving. */
export function useDeleteEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: (_, eventId) => {
      void client.invalidateQueries({ queryKey: eventKeys.detail(eventId), refetchType: "none" });
      void client.invalidateQueries({
        queryKey: eventKeys.all,
        predicate: (query) => query.queryKey[1] !== "detail",
      });
    },
  });
}
