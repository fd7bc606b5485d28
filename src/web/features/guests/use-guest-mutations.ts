import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Guest, type GuestInput, guestVersion, guestVersionHeader } from "../../../contract/guests.ts";
import { api, asForm, unwrap } from "../../lib/api-client.ts";
import { submitChange } from "../../lib/offline/offline-sync.ts";
import { newTempId, tempIdPrefix } from "../../lib/offline/queued-change.ts";
import { guestKeys } from "../../lib/query-keys.ts";
import {
  type AddGuestData,
  addGuestKind,
  offlineGuest,
  type UpdateGuestData,
  updateGuestKind,
} from "./offline-changes.ts";

/** After a write, the event's lists and counts are stale (the stream would say so too, a moment later). */
function useRefreshEvent() {
  const client = useQueryClient();
  return (eventId: string) => client.invalidateQueries({ queryKey: guestKeys.event(eventId) });
}

/**
 * Adds a guest: saved at once when online, else kept on this device (shown in the list at once)
 * and sent when the connection returns; `queued` says which.
 */
export function useAddGuest(eventId: string) {
  const refresh = useRefreshEvent();
  return useMutation({
    mutationFn: (input: GuestInput) => {
      const tempId = newTempId();
      return submitChange<Guest>({
        kind: addGuestKind.kind,
        label: `Add guest ${input.name}`,
        request: { method: "POST", path: `/api/events/${eventId}/guests`, json: input },
        tempId,
        invalidate: [guestKeys.event(eventId)],
        data: { eventId, guest: offlineGuest(eventId, tempId, input) } satisfies AddGuestData,
      });
    },
    onSuccess: (result) => (result.queued ? undefined : refresh(eventId)),
  });
}

/** Edits a guest (its status too), online or offline as adding does; `guest` is the copy being edited. */
export function useUpdateGuest(guest: Guest) {
  const refresh = useRefreshEvent();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: GuestInput) => {
      const after: Guest = { ...guest, ...input, updatedAt: new Date().toISOString() };
      return submitChange<Guest>({
        kind: updateGuestKind.kind,
        label: `Edit guest ${input.name}`,
        request: {
          method: "PUT",
          path: `/api/guests/${guest.id}`,
          json: input,
          // Refused if the guest changed since (a reply while this edit waited offline); a guest
          // made on this device has no server version yet.
          preconditions: guest.id.startsWith(tempIdPrefix)
            ? undefined
            : { [guestVersionHeader]: guestVersion(guest) },
        },
        invalidate: [guestKeys.event(guest.eventId), guestKeys.detail(guest.id)],
        data: { eventId: guest.eventId, before: guest, after } satisfies UpdateGuestData,
      });
    },
    onSuccess: (result) => {
      if (result.queued) return;
      client.setQueryData(guestKeys.detail(result.body.id), result.body);
      return refresh(result.body.eventId);
    },
  });
}

/** Deletes one guest or several of one event; one request either way. */
export function useDeleteGuests(eventId: string) {
  const refresh = useRefreshEvent();
  return useMutation({
    mutationFn: async (ids: string[]) => {
      if (ids.length === 1) {
        await unwrap(api.DELETE("/guests/{guestId}", { params: { path: { guestId: ids[0] } } }));
        return 1;
      }
      const body = await unwrap(
        api.POST("/events/{id}/guests/delete", { params: { path: { id: eventId } }, body: { ids } }),
      );
      return body.removed;
    },
    onSettled: () => refresh(eventId),
  });
}

/** The CSV and the host's choice, as both import steps send them. */
export type ImportChoice = { file: File; updateExisting: boolean };

/** The multipart fields both steps share: the form field is left out when not asked for. */
const importFields = ({ file, updateExisting }: ImportChoice) =>
  updateExisting ? { file, updateExisting: "true" } : { file };

/** What the import would do; writes nothing. */
export function usePreviewImport(eventId: string) {
  return useMutation({
    mutationFn: (choice: ImportChoice) =>
      unwrap(
        api.POST("/events/{id}/guests/import/preview", {
          params: { path: { id: eventId } },
          body: importFields(choice),
          bodySerializer: asForm,
        }),
      ),
  });
}

/** Imports what the preview with this fingerprint showed (409 when the list changed since). */
export function useImportGuests(eventId: string) {
  const refresh = useRefreshEvent();
  return useMutation({
    mutationFn: ({ fingerprint, ...choice }: ImportChoice & { fingerprint: string }) =>
      unwrap(
        api.POST("/events/{id}/guests/import", {
          params: { path: { id: eventId } },
          body: { ...importFields(choice), fingerprint },
          bodySerializer: asForm,
        }),
      ),
    // Even a refused or half-done import may have changed what the list shows.
    onSettled: () => refresh(eventId),
  });
}
