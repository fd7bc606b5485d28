import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../lib/api-client.ts";
import { invitationKeys } from "../../lib/query-keys.ts";

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
