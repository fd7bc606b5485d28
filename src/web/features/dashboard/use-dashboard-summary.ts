import { useQuery } from "@tanstack/react-query";
import type { DashboardSummary } from "../../../contract/dashboard.ts";
import { api } from "../../lib/api-client.ts";

export const dashboardSummaryKey = ["dashboard", "summary"] as const;

export function useDashboardSummary() {
  return useQuery({
    queryKey: dashboardSummaryKey,
    queryFn: () => api<DashboardSummary>("/api/dashboard/summary"),
    staleTime: 0,
  });
}
