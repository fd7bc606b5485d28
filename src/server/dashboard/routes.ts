import { dashboardSummarySchema } from "../../contract/dashboard.ts";
import { jsonResponse } from "../http/openapi-content.ts";
import { routesTagged } from "../http/route-kit.ts";
import { createRouter } from "../http/router.ts";
import type { DashboardService } from "./service.ts";

const route = routesTagged(["dashboard"]);

export function dashboardRoutes(dashboard: DashboardService) {
  return createRouter().openapi(
    ...route.json("get", "/dashboard/summary", {
      summary: "The signed-in host's own figures and next event, for the dashboard home",
      caller: "user",
      responses: { 200: jsonResponse(dashboardSummarySchema, "The figures") },
      answer: (user) => dashboard.summary(user),
    }),
  );
}
