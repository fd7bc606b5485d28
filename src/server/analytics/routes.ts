import { z } from "@hono/zod-openapi";
import { stream } from "hono/streaming";
import {
  analyticsSummarySchema,
  analyticsTrendsSchema,
  headcountCsvColumns,
} from "../../contract/analytics.ts";
import { eventFileSlug } from "../../contract/event-file-names.ts";
import { attachmentDisposition } from "../http/content-disposition.ts";
import { streamCsv } from "../http/csv-writer.ts";
import { jsonResponse } from "../http/openapi-content.ts";
import { idParam, routesTagged } from "../http/route-kit.ts";
import { createRouter } from "../http/router.ts";
import { headcountCells, headcountTotal } from "./headcount-csv.ts";
import type { AnalyticsService } from "./service.ts";

const route = routesTagged(["analytics"]);

export function analyticsRoutes(analytics: AnalyticsService) {
  return createRouter()
    .openapi(
      route(
        "get",
        "/events/{id}/analytics",
        "The reply funnel and the caterer's headcount (the event's creator; Premium or Deluxe)",
        {
          request: { params: idParam },
          responses: { 200: jsonResponse(analyticsSummarySchema, "Basic analytics") },
        },
      ),
      async (c) => {
        c.header("cache-control", "private, no-store");
        return c.json(await analytics.summary(c.get("user"), c.req.valid("param").id), 200);
      },
    )
    .openapi(
      route(
        "get",
        "/events/{id}/analytics/trends",
        "Replies per day and by guest category (the event's creator; Deluxe)",
        {
          request: { params: idParam },
          responses: { 200: jsonResponse(analyticsTrendsSchema, "Advanced analytics") },
        },
      ),
      async (c) => {
        c.header("cache-control", "private, no-store");
        return c.json(await analytics.trends(c.get("user"), c.req.valid("param").id), 200);
      },
    )
    .openapi(
      route(
        "get",
        "/events/{id}/analytics/headcount.csv",
        "The caterer's headcount as CSV: one line per confirmed person with their meal, then the total (Deluxe)",
        {
          request: { params: idParam },
          responses: { 200: { description: "CSV", content: { "text/csv": { schema: z.string() } } } },
        },
      ),
      async (c) => {
        // Refusals (sign-in, owner, package) are thrown here, before the answer starts.
        const { event, parties } = await analytics.headcountRows(c.get("user"), c.req.valid("param").id);
        const name = `${eventFileSlug(event.title)}-headcount.csv`;
        c.header("content-type", "text/csv; charset=utf-8");
        c.header("content-disposition", attachmentDisposition(name));
        c.header("cache-control", "private, no-store");
        const total = headcountTotal();
        async function* lines() {
          for await (const party of parties) yield* headcountCells(party, total);
          yield total.cells();
        }
        return stream(c, (s) => streamCsv(s, headcountCsvColumns, lines()));
      },
    );
}
