import { createRoute } from "@hono/zod-openapi";
import { dashboardSummarySchema } from "../../contract/dashboard.ts";
import { requireUser } from "../auth/session-middleware.ts";
import { jsonResponse } from "../http/openapi-content.ts";
import { createRouter } from "../http/router.ts";
import type { DashboardService } from "./service.ts";

export function dashboardRoutes(dashboard: DashboardService) {
  return createRouter().openapi(
    createRoute({
      method: "get",
      path: "/dashboard/summary",
      tags: ["dashboard"],
      summary: "The signed-in host's own figures and next event, for the dashboard home",
      responses: { 200: jsonResponse(dashboardSummarySchema, "The figures") },
    }),
    async (c) => c.json(await dashboard.summary(requireUser(c)), 200),
  );
}
