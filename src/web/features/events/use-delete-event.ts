import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { eventKeys } from "../../lib/query-keys.ts";
import { deleteEvent, fetchCancellationNotice } from "./event-requests.ts";

/** Deletes an event; the lists refetch, and its own page is only marked stale so it does not refetch a 404 while leaving. */
export function useDeleteEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, notifyGuests }: { eventId: string; notifyGuests: boolean }) =>
      deleteEvent(eventId, notifyGuests),
    onSuccess: (_, { eventId }) => {
      void client.invalidateQueries({ queryKey: eventKeys.detail(eventId), refetchType: "none" });
      void client.invalidateQueries({
        queryKey: eventKeys.all,
        predicate: (query) => query.queryKey[1] !== "detail",
      });
    },
  });
}

/** How many guests who replied the delete confirmation can offer to e-mail; fresh each time it opens. */
export function useCancellationNotice(eventId: string) {
  return useQuery({
    queryKey: eventKeys.cancellationNotice(eventId),
    queryFn: () => fetchCancellationNotice(eventId),
    staleTime: 0,
    gcTime: 0,
  });
}
