import { useQuery } from "@tanstack/react-query";
import { ApiError, api } from "../../lib/api-client.ts";

/** The fields the dashboard's Recent Invitations table shows; the server may send more. */
export type RecentInvitation = {
  id: string;
  title: string;
  type: string;
  status: string;
  /** ISO timestamp. */
  createdAt: string;
  recipientCount: number;
};

type RecentResponse = { invitations: RecentInvitation[] } | RecentInvitation[];

export const dashboardKeys = {
  recentInvitations: () => ["invitations", "recent"] as const,
};

async function fetchRecentInvitations(): Promise<RecentInvitation[]> {
  try {
    const body = await api<RecentResponse>("/api/invitations/recent");
    return Array.isArray(body) ? body : (body.invitations ?? []);
  } catch (error) {
    // Until the invitations API ships, a missing route is just an empty list.
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export function useRecentInvitations() {
  return useQuery({ queryKey: dashboardKeys.recentInvitations(), queryFn: fetchRecentInvitations });
}
