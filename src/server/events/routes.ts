import { createRoute, z } from "@hono/zod-openapi";
import { cancellationNoticeSchema, deleteEventQuerySchema } from "../../contract/event-cancellation.ts";
import {
  eventInputSchema,
  eventListSchema,
  eventSchema,
  myEventsQuerySchema,
  publicEventsPageSchema,
  publicEventsQuerySchema,
  upcomingQuerySchema,
} from "../../contract/events.ts";
import { requireUser } from "../auth/session-middleware.ts";
import { jsonBody, jsonResponse } from "../http/openapi-content.ts";
import { createRouter } from "../http/router.ts";
import { readUploadedFile } from "../http/upload.ts";
import { invalidImageMessage } from "../images/image-processor.ts";
import type { EventsService } from "./service.ts";

const idParam = z.object({ id: z.uuid() });
const tags = ["events"];

export function eventsRoutes(events: EventsService) {
  return createRouter()
    .openapi(
      createRoute({
        method: "get",
        path: "/events/mine",
        tags,
        summary: "My events (search on title or location), date descending",
        request: { query: myEventsQuerySchema },
        responses: { 200: jsonResponse(eventListSchema, "The caller's events") },
      }),
      async (c) => c.json({ items: await events.listMine(requireUser(c), c.req.valid("query").search) }, 200),
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/events/upcoming",
        tags,
        summary: "The next public events (home page)",
        request: { query: upcomingQuerySchema },
        responses: { 200: jsonResponse(eventListSchema, "Upcoming public events, date ascending") },
      }),
      async (c) => {
        const page = await events.listUpcoming(c.get("user"), { page: 1, limit: c.req.valid("query").limit });
        return c.json({ items: page.items }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/events/public",
        tags,
        summary: "Public upcoming events, 12 a page, with search",
        request: { query: publicEventsQuerySchema },
        responses: { 200: jsonResponse(publicEventsPageSchema, "One page of public events and the total") },
      }),
      async (c) => c.json(await events.listUpcoming(c.get("user"), c.req.valid("query")), 200),
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/events/{id}",
        tags,
        summary: "One event; a private one only for its creator",
        request: { params: idParam },
        responses: { 200: jsonResponse(eventSchema, "The event") },
      }),
      async (c) => c.json(await events.get(c.get("user"), c.req.valid("param").id), 200),
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/events",
        tags,
        summary: "Create an event",
        request: { body: jsonBody(eventInputSchema) },
        responses: { 201: jsonResponse(eventSchema, "The created event") },
      }),
      async (c) => c.json(await events.create(requireUser(c), c.req.valid("json")), 201),
    )
    .openapi(
      createRoute({
        method: "put",
        path: "/events/{id}",
        tags,
        summary: "Update an event (creator only)",
        request: {
          params: idParam,
          body: jsonBody(eventInputSchema),
        },
        responses: { 200: jsonResponse(eventSchema, "The updated event") },
      }),
      async (c) =>
        c.json(await events.update(c.get("user"), c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(
      createRoute({
        method: "delete",
        path: "/events/{id}",
        tags,
        summary:
          "Delete an event and everything attached (creator only); notifyGuests=true e-mails the guests who replied",
        request: { params: idParam, query: deleteEventQuerySchema },
        responses: { 204: { description: "Deleted" } },
      }),
      async (c) => {
        await events.remove(c.get("user"), c.req.valid("param").id, {
          notifyGuests: c.req.valid("query").notifyGuests,
        });
        return c.body(null, 204);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/events/{id}/cancellation-notice",
        tags,
        summary: "Before a delete: how many guests who replied can be e-mailed that the event is cancelled",
        request: { params: idParam },
        responses: { 200: jsonResponse(cancellationNoticeSchema, "Who would be told") },
      }),
      async (c) => c.json(await events.cancellationNotice(c.get("user"), c.req.valid("param").id), 200),
    )
    .openapi(
      createRoute({
        method: "put",
        path: "/events/{id}/banner",
        tags,
        summary: "Upload or replace the banner image (multipart field `file`)",
        request: { params: idParam },
        responses: { 200: jsonResponse(eventSchema, "The event with its new banner") },
      }),
      async (c) => {
        const { id } = c.req.valid("param");
        const actor = c.get("user");
        const file = await readUploadedFile(c, invalidImageMessage);
        return c.json(await events.setBanner(actor, id, file.data), 200);
      },
    )
    .openapi(
      createRoute({
        method: "delete",
        path: "/events/{id}/banner",
        tags,
        summary: "Remove the banner image",
        request: { params: idParam },
        responses: { 200: jsonResponse(eventSchema, "The event without a banner") },
      }),
      async (c) => c.json(await events.removeBanner(c.get("user"), c.req.valid("param").id), 200),
    );
}
