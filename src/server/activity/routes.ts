import { activityPageSchema, activityQuerySchema } from "../../contract/activity.ts";
import { jsonResponse } from "../http/openapi-content.ts";
import { idParam, routesTagged } from "../http/route-kit.ts";
import { createRouter } from "../http/router.ts";
import type { ActivityService } from "./service.ts";

const route = routesTagged(["activity"]);

export function activityRoutes(activity: ActivityService) {
  return createRouter().openapi(
    route("get", "/events/{id}/activity", {
      summary: "Who did what with the event, newest first, 30 a page (whoever manages the event)",
      request: { params: idParam, query: activityQuerySchema },
      responses: { 200: jsonResponse(activityPageSchema, "One page of the event's activity") },
    }),
    async (c) => {
      c.header("cache-control", "private, no-store");
      const page = await activity.list(c.get("user"), c.req.valid("param").id, c.req.valid("query").page);
      return c.json(page, 200);
    },
  );
}
