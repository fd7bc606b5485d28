import { useQuery } from "@tanstack/react-query";
import type { DashboardSummary } from "../../../contract/dashboard.ts";
import { api, unwrap } from "../../lib/api-client.ts";

export const dashboardSummaryKey = ["dashboard", "summary"] as const;

export function useDashboardSummary() {
  return useQuery({
    queryKey: dashboardSummaryKey,
    queryFn: (): Promise<DashboardSummary> => unwrap(api.GET("/dashboard/summary")),
    staleTime: 0,
  });
}
