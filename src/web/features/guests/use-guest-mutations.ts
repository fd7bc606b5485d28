import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Guest, GuestInput, ImportReport } from "../../../contract/guests.ts";
import { api } from "../../lib/api-client.ts";
import { guestKeys } from "../../lib/query-keys.ts";

/** After a write, the event's lists and counts are stale (the stream would say so too, a moment later). */
function useRefreshEvent() {
  const client = useQueryClient();
  return (eventId: string) => client.invalidateQueries({ queryKey: guestKeys.event(eventId) });
}

export function useAddGuest(eventId: string) {
  const refresh = useRefreshEvent();
  return useMutation({
    mutationFn: (input: GuestInput) =>
      api<Guest>(`/api/events/${eventId}/guests`, { method: "POST", json: input }),
    onSuccess: () => refresh(eventId),
  });
}

export function useUpdateGuest(guestId: string) {
  const refresh = useRefreshEvent();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: GuestInput) => api<Guest>(`/api/guests/${guestId}`, { method: "PUT", json: input }),
    onSuccess: (guest) => {
      client.setQueryData(guestKeys.detail(guest.id), guest);
      return refresh(guest.eventId);
    },
  });
}

/** Deletes one guest or several of one event; one request either way. */
export function useDeleteGuests(eventId: string) {
  const refresh = useRefreshEvent();
  return useMutation({
    mutationFn: async (ids: string[]) => {
      if (ids.length === 1) {
        await api<void>(`/api/guests/${ids[0]}`, { method: "DELETE" });
        return 1;
      }
      const body = await api<{ removed: number }>(`/api/events/${eventId}/guests/delete`, {
        method: "POST",
        json: { ids },
      });
      return body.removed;
    },
    onSettled: () => refresh(eventId),
  });
}

export function useImportGuests(eventId: string) {
  const refresh = useRefreshEvent();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append("file", file);
      return api<ImportReport>(`/api/events/${eventId}/guests/import`, { method: "POST", body });
    },
    onSuccess: () => refresh(eventId),
  });
}
