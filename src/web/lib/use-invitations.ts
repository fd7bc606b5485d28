import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "./api-client.ts";
import { invitationKeys } from "./query-keys.ts";

/** The host's invitations, newest first; of one event when eventId is given (invitations, event page). */
export function useInvitations(eventId: string | null, enabled = true) {
  return useQuery({
    enabled,
    queryKey: invitationKeys.list(eventId),
    queryFn: () => unwrap(api.GET("/invitations", { params: { query: eventId ? { eventId } : {} } })),
    select: (body) => body.items,
  });
}
