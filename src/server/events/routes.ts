import type { z } from "@hono/zod-openapi";
import { cancellationNoticeSchema, deleteEventQuerySchema } from "../../contract/event-cancellation.ts";
import {
  type Event,
  type EventReplyCounts,
  eventInputSchema,
  eventListSchema,
  eventMessages,
  eventSchema,
  hostEventListSchema,
  hostEventSchema,
  myEventsQuerySchema,
  publicEventsPageSchema,
  publicEventsQuerySchema,
  upcomingQuerySchema,
} from "../../contract/events.ts";
import type { CurrentUser } from "../../contract/session.ts";
import { sessionUserTopic } from "../auth/session-cache.ts";
import { requireUser } from "../auth/session-middleware.ts";
import type { AnswerCache } from "../http/answer-cache.ts";
import { jsonResponse, multipartBody } from "../http/openapi-content.ts";
import { errorResponses } from "../http/openapi-errors.ts";
import { signInOptional } from "../http/openapi-security.ts";
import { deletedResponse, idParam, routesTagged } from "../http/route-kit.ts";
import { createRouter } from "../http/router.ts";
import { readUploadedFile } from "../http/upload.ts";
import { invalidImageMessage } from "../images/image-processor.ts";
import { guestsTopic } from "../realtime/realtime.ts";
import { type EventsService, eventRowTopic, hostEventsTopic, placesTopic } from "./service.ts";

const route = routesTagged(["events"]);

const noReplies = { going: 0, maybe: 0, declined: 0 };

export function eventsRoutes(
  events: EventsService,
  /** The guests feature's counts (it sits above events: events asks through this). */
  guests: { replyCounts(actor: CurrentUser, eventIds: string[]): Promise<Map<string, EventReplyCounts>> },
  answers: AnswerCache,
) {
  /** The events the caller runs (owner, co-host) with their Going / Maybe / Declined, read for all at once. */
  async function withReplies(actor: CurrentUser | null, list: Event[]) {
    const runs = (e: Event) => e.role === "owner" || e.role === "cohost";
    const run = list.filter(runs);
    if (!actor || run.length === 0) return list;
    const replies = await guests.replyCounts(
      actor,
      run.map((e) => e.id),
    );
    return list.map((e) => (runs(e) ? { ...e, replies: replies.get(e.id) ?? noReplies } : e));
  }

  // A refused body to /events/{id} is answered as the event's host check would be, first.
  return createRouter((c) => {
    const id = c.req.param("id");
    return id && events.manageable(c.get("user"), id, eventMessages.noPermissionEdit);
  })
    .openapi(
      route("get", "/events/mine", {
        summary: "My events (search on title or location), date descending, with their reply counts",
        request: { query: myEventsQuerySchema },
        responses: { 200: jsonResponse(hostEventListSchema, "The caller's events") },
      }),
      async (c) => {
        const actor = requireUser(c);
        // Kept per user and query until one of the host's events, its guests or the host changes, or
        // the user's places on others' events (and those events) change.
        return answers.send<z.infer<typeof hostEventListSchema>>(
          c,
          `${actor.id} ${c.req.url}`,
          [sessionUserTopic(actor.id), hostEventsTopic(actor.id), placesTopic(actor.id)],
          async () => {
            const items = await withReplies(actor, await events.listMine(actor, c.req.valid("query").search));
            const shared = items.filter((e) => !e.isOwner);
            return {
              answer: { items },
              dependsOn: [
                ...items.map((e) => guestsTopic(e.id)),
                ...shared.map((e) => eventRowTopic(e.id)),
                ...shared.map((e) => hostEventsTopic(e.createdBy)),
              ],
            };
          },
        );
      },
    )
    .openapi(
      route("get", "/events/upcoming", {
        summary: "The next public events (home page)",
        security: signInOptional,
        request: { query: upcomingQuerySchema },
        responses: { 200: jsonResponse(eventListSchema, "Upcoming public events, date ascending") },
      }),
      async (c) => {
        const page = await events.listUpcoming(c.get("user"), { page: 1, limit: c.req.valid("query").limit });
        return c.json({ items: page.items }, 200);
      },
    )
    .openapi(
      route("get", "/events/public", {
        summary: "Public upcoming events, 12 a page, with search",
        security: signInOptional,
        request: { query: publicEventsQuerySchema },
        responses: { 200: jsonResponse(publicEventsPageSchema, "One page of public events and the total") },
      }),
      async (c) => {
        const user = c.get("user");
        // The same for every visitor but the hosts of the events on it (isOwner): kept per visitor
        // until any event or any host changes (a host's name is on the list), and for at most the
        // cache's time, in which an event whose day has passed may still show. Profiled in decision
        // record 0024: two queries on PGlite were most of its time.
        return answers.send<z.infer<typeof publicEventsPageSchema>>(
          c,
          `${user?.id ?? "anyone"} ${c.req.url}`,
          [hostEventsTopic("*"), sessionUserTopic("*")],
          async () => ({ answer: await events.listUpcoming(user, c.req.valid("query")) }),
        );
      },
    )
    .openapi(
      route("get", "/events/{id}", {
        summary: "One event; a private one only for its owner and co-hosts, who also get its reply counts",
        security: signInOptional,
        request: { params: idParam },
        responses: { ...errorResponses(410), 200: jsonResponse(hostEventSchema, "The event") },
      }),
      async (c) => {
        const actor = c.get("user");
        const [event] = await withReplies(actor, [await events.get(actor, c.req.valid("param").id)]);
        return c.json(event, 200);
      },
    )
    .openapi(
      ...route.json("post", "/events", {
        summary: "Create an event",
        caller: "user",
        body: eventInputSchema,
        responses: { 201: jsonResponse(eventSchema, "The created event") },
        answer: (user, { body }) => events.create(user, body),
      }),
    )
    .openapi(
      ...route.byId("put", "/events/{id}", {
        summary: "Update an event (its owner or a co-host)",
        body: eventInputSchema,
        responses: { 200: jsonResponse(eventSchema, "The updated event") },
        answer: (user, id, body) => events.update(user, id, body),
      }),
    )
    .openapi(
      route("delete", "/events/{id}", {
        summary:
          "Delete an event and everything attached (the owner only); notifyGuests=true e-mails the guests who replied",
        request: { params: idParam, query: deleteEventQuerySchema },
        responses: deletedResponse,
      }),
      async (c) => {
        await events.remove(c.get("user"), c.req.valid("param").id, {
          notifyGuests: c.req.valid("query").notifyGuests,
        });
        return c.body(null, 204);
      },
    )
    .openapi(
      ...route.byId("get", "/events/{id}/cancellation-notice", {
        summary: "Before a delete: how many guests who replied can be e-mailed that the event is cancelled",
        responses: { 200: jsonResponse(cancellationNoticeSchema, "Who would be told") },
        answer: (user, id) => events.cancellationNotice(user, id),
      }),
    )
    .openapi(
      route("put", "/events/{id}/banner", {
        summary: "Upload or replace the banner image (multipart field `file`)",
        request: {
          body: multipartBody({
            file: { description: "The image (JPEG, PNG, WebP…)", file: true, required: true },
          }),
          params: idParam,
        },
        responses: { 200: jsonResponse(eventSchema, "The event with its new banner") },
      }),
      async (c) => {
        const { id } = c.req.valid("param");
        const actor = c.get("user");
        // Whether the caller may, before a byte of the image is read.
        await events.manageable(actor, id, eventMessages.noPermissionEdit);
        const file = await readUploadedFile(c, invalidImageMessage);
        return c.json(await events.setBanner(actor, id, file.data), 200);
      },
    )
    .openapi(
      ...route.byId("delete", "/events/{id}/banner", {
        summary: "Remove the banner image",
        responses: { 200: jsonResponse(eventSchema, "The event without a banner") },
        answer: (user, id) => events.removeBanner(user, id),
      }),
    );
}
