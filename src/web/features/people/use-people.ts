import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PersonInvite, PersonNotifications } from "../../../contract/people.ts";
import { api, unwrap } from "../../lib/api-client.ts";
import { eventKeys } from "../../lib/query-keys.ts";

/** An event's people and the caller's own place; an invitation by its link's token. */
export const peopleKeys = {
  event: (eventId: string) => ["people", "event", eventId] as const,
  myPlace: (eventId: string) => ["people", "my-place", eventId] as const,
  invitation: (token: string) => ["people", "invitation", token] as const,
};

const path = (id: string) => ({ params: { path: { id } } });

/** The owner's list of the event's people (pending and accepted). */
export function useEventPeople(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: peopleKeys.event(eventId),
    queryFn: () => unwrap(api.GET("/events/{id}/people", path(eventId))),
    enabled,
  });
}

/** A co-host's or door staff's own place on the event, with their e-mail switches. */
export function useMyPlace(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: peopleKeys.myPlace(eventId),
    queryFn: () => unwrap(api.GET("/events/{id}/my-place", path(eventId))),
    enabled,
  });
}

export function usePeopleMutations(eventId: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: peopleKeys.event(eventId) });
  const invite = useMutation({
    mutationFn: (input: PersonInvite) =>
      unwrap(api.POST("/events/{id}/people", { ...path(eventId), body: input })),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (personId: string) =>
      unwrap(api.DELETE("/events/{id}/people/{personId}", { params: { path: { id: eventId, personId } } })),
    onSuccess: refresh,
  });
  const handOver = useMutation({
    mutationFn: (personId: string) =>
      unwrap(api.POST("/events/{id}/hand-over", { ...path(eventId), body: { personId } })),
    // The event's owner changed: every view of it (lists, its page, its people) is asked again.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: eventKeys.all }),
        client.invalidateQueries({ queryKey: ["people"] }),
      ]),
  });
  return { invite, remove, handOver };
}

export function useMyPlaceMutations(eventId: string) {
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (input: Partial<PersonNotifications>) =>
      unwrap(api.PUT("/events/{id}/my-place", { ...path(eventId), body: input })),
    onSuccess: (place) => client.setQueryData(peopleKeys.myPlace(eventId), place),
  });
  const leave = useMutation({
    mutationFn: () => unwrap(api.DELETE("/events/{id}/my-place", path(eventId))),
    onSuccess: () => client.invalidateQueries({ queryKey: eventKeys.all }),
  });
  return { save, leave };
}

/** The invitation behind a mail's link, as the accept page shows it. */
export function usePlaceInvitation(token: string) {
  return useQuery({
    queryKey: peopleKeys.invitation(token),
    queryFn: () => unwrap(api.GET("/people/invitations/{token}", { params: { path: { token } } })),
    retry: false,
  });
}

export function useAcceptInvitation(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST("/people/invitations/{token}/accept", { params: { path: { token } } })),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: eventKeys.all }),
        client.invalidateQueries({ queryKey: peopleKeys.invitation(token) }),
      ]),
  });
}
