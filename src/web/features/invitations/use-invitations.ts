import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../lib/api-client.ts";
import { invitationKeys } from "../../lib/query-keys.ts";

/** The host's invitations, newest first; of one event when eventId is given. */
export function useInvitations(eventId: string | null) {
  return useQuery({
    queryKey: invitationKeys.list(eventId),
    queryFn: () => unwrap(api.GET("/invitations", { params: { query: eventId ? { eventId } : {} } })),
    select: (body) => body.items,
  });
}

export function useDeleteInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE("/invitations/{id}", { params: { path: { id: id } } })),
    onSuccess: (_, id) => client.removeQueries({ queryKey: invitationKeys.detail(id) }),
    // Lists and the dashboard's recent table; not the detail of what is gone (it would 404).
    onSettled: () =>
      client.invalidateQueries({
        queryKey: invitationKeys.all,
        predicate: (q) => q.queryKey[1] !== "detail",
      }),
  });
}
