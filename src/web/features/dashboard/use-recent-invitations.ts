import { useQuery } from "@tanstack/react-query";
import type { InvitationSummary } from "../../../contract/invitations.ts";
import { api } from "../../lib/api-client.ts";

/** The dashboard's query keys; they share the invitations root, so an invitation write refreshes them too. */
export const dashboardKeys = {
  recentInvitations: () => ["invitations", "recent"] as const,
};

/** The host's 5 newest invitations (GET /api/invitations/recent, createdAt descending). */
export function useRecentInvitations() {
  return useQuery({
    queryKey: dashboardKeys.recentInvitations(),
    queryFn: () => api<{ items: InvitationSummary[] }>("/api/invitations/recent"),
    select: (body) => body.items,
  });
}
