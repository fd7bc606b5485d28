import { useQuery } from "@tanstack/react-query";
import type { InvitationSummary } from "../../../contract/invitations.ts";
import { api, unwrap } from "../../lib/api-client.ts";
import { invitationKeys } from "../../lib/query-keys.ts";

/** The host's 5 newest invitations (GET /api/invitations/recent, createdAt descending). */
export function useRecentInvitations() {
  return useQuery({
    queryKey: invitationKeys.recent(),
    queryFn: (): Promise<{ items: InvitationSummary[] }> => unwrap(api.GET("/invitations/recent")),
    select: (body) => body.items,
  });
}
