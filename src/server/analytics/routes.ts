import { z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { stream } from "hono/streaming";
import {
  analyticsSummarySchema,
  analyticsTrendsSchema,
  headcountCsvColumns,
  partsHeadcountCsvColumns,
} from "../../contract/analytics.ts";
import { eventFileSlug } from "../../contract/event-file-names.ts";
import { attachmentDisposition } from "../http/content-disposition.ts";
import { streamCsv } from "../http/csv-writer.ts";
import { jsonResponse } from "../http/openapi-content.ts";
import { idParam, routesTagged } from "../http/route-kit.ts";
import { createRouter } from "../http/router.ts";
import { headcountCells, headcountTotal, partSectionCells } from "./headcount-csv.ts";
import type { AnalyticsService } from "./service.ts";

const route = routesTagged(["analytics"]);
/** An event in parts: the caterer's sheet of one part only. */
const partQuery = z.object({ partId: z.uuid().optional() });

/** Every answer here is one host's own figures: private, and never stored on the way. */
const privateNoStore: MiddlewareHandler = async (c, next) => {
  c.header("cache-control", "private, no-store");
  await next();
};

export function analyticsRoutes(analytics: AnalyticsService) {
  const router = createRouter();
  router.use("/events/:id/analytics", privateNoStore);
  router.use("/events/:id/analytics/*", privateNoStore);
  return router
    .openapi(
      ...route.byId("get", "/events/{id}/analytics", {
        summary:
          "The reply funnel and the caterer's headcount (the event's owner or a co-host; Premium or Deluxe)",
        responses: { 200: jsonResponse(analyticsSummarySchema, "Basic analytics") },
        answer: (user, id) => analytics.summary(user, id),
      }),
    )
    .openapi(
      ...route.byId("get", "/events/{id}/analytics/trends", {
        summary: "Replies per day and by guest category (the event's owner or a co-host; Deluxe)",
        responses: { 200: jsonResponse(analyticsTrendsSchema, "Advanced analytics") },
        answer: (user, id) => analytics.trends(user, id),
      }),
    )
    .openapi(
      route("get", "/events/{id}/analytics/headcount.csv", {
        summary:
          "The caterer's headcount as CSV: one line per confirmed person with their meal, then the total; for an event in parts, a section per part (or only `partId`'s) with its time, place and totals (Deluxe)",
        request: { params: idParam, query: partQuery },
        responses: { 200: { description: "CSV", content: { "text/csv": { schema: z.string() } } } },
      }),
      async (c) => {
        // Refusals (sign-in, owner, package, an unknown part) are thrown here, before the answer starts.
        const id = c.req.valid("param").id;
        const inParts = await analytics.partHeadcountRows(c.get("user"), id, c.req.valid("query").partId);
        c.header("content-type", "text/csv; charset=utf-8");
        if (inParts.parts.length > 0) {
          const only = c.req.valid("query").partId ? `-${eventFileSlug(inParts.parts[0].part.name)}` : "";
          const name = `${eventFileSlug(inParts.event.title)}${only}-headcount.csv`;
          c.header("content-disposition", attachmentDisposition(name));
          async function* sections() {
            for (const p of inParts.parts) yield* partSectionCells(p.part, p.where, p.parties);
          }
          return stream(c, (s) => streamCsv(s, partsHeadcountCsvColumns, sections()));
        }
        const { event, parties } = await analytics.headcountRows(c.get("user"), id);
        const name = `${eventFileSlug(event.title)}-headcount.csv`;
        c.header("content-disposition", attachmentDisposition(name));
        const total = headcountTotal();
        async function* lines() {
          for await (const party of parties) yield* headcountCells(party, total);
          yield total.cells();
        }
        return stream(c, (s) => streamCsv(s, headcountCsvColumns, lines()));
      },
    );
}
