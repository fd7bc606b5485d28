import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PartInput } from "../../../contract/parts.ts";
import { api, unwrap } from "../../lib/api-client.ts";
import { eventKeys, guestKeys, partKeys } from "../../lib/query-keys.ts";

const path = (id: string) => ({ params: { path: { id } } });
const partPath = (id: string, partId: string) => ({ params: { path: { id, partId } } });

/** The event's parts in order with each part's counts (owner and co-hosts). */
export function useHostParts(eventId: string) {
  return useQuery({
    queryKey: partKeys.forHost(eventId),
    queryFn: () => unwrap(api.GET("/events/{id}/parts", path(eventId))),
  });
}

/** Before a removal: who answered the part, and who said yes with an address. */
export function usePartRemovalNotice(eventId: string, partId: string | null) {
  return useQuery({
    queryKey: partKeys.removalNotice(eventId, partId ?? ""),
    queryFn: () =>
      unwrap(api.GET("/events/{id}/parts/{partId}/removal-notice", partPath(eventId, partId ?? ""))),
    enabled: partId !== null,
    // Answers keep coming in: asked again each time the dialog opens.
    staleTime: 0,
  });
}

export function usePartMutations(eventId: string) {
  const client = useQueryClient();
  // A part's change can move guests' answers (the first part takes them over, a removal settles
  // them): the guest views and the event's counts are asked again with the parts.
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: partKeys.event(eventId) }),
      client.invalidateQueries({ queryKey: guestKeys.event(eventId) }),
      client.invalidateQueries({ queryKey: eventKeys.detail(eventId) }),
    ]);
  const create = useMutation({
    mutationFn: (input: PartInput) =>
      unwrap(api.POST("/events/{id}/parts", { ...path(eventId), body: input })),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ partId, input }: { partId: string; input: PartInput }) =>
      unwrap(api.PUT("/events/{id}/parts/{partId}", { ...partPath(eventId, partId), body: input })),
    onSuccess: refresh,
  });
  const reorder = useMutation({
    mutationFn: (partIds: string[]) =>
      unwrap(api.PUT("/events/{id}/parts/order", { ...path(eventId), body: { partIds } })),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: ({ partId, tell }: { partId: string; tell: boolean }) =>
      unwrap(
        api.DELETE("/events/{id}/parts/{partId}", {
          params: { path: { id: eventId, partId }, query: tell ? { tell: "1" } : {} },
        }),
      ),
    onSuccess: refresh,
  });
  return { create, update, reorder, remove };
}
