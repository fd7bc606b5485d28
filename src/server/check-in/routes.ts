import { z } from "@hono/zod-openapi";
import {
  checkInRequestSchema,
  doorGuestListSchema,
  doorGuestSchema,
  doorOutcomeSchema,
  doorPartQuerySchema,
  doorSearchResultSchema,
  doorSearchSchema,
  doorSummarySchema,
  passLookupSchema,
  undoRequestSchema,
  walkInRequestSchema,
} from "../../contract/check-in.ts";
import { jsonBody, jsonResponse } from "../http/openapi-content.ts";
import { errorResponses } from "../http/openapi-errors.ts";
import { idParam, routesTagged } from "../http/route-kit.ts";
import { createRouter } from "../http/router.ts";
import { changeStreamRoute } from "../realtime/change-stream-route.ts";
import { checkInTopic, guestsTopic, type Realtime } from "../realtime/realtime.ts";
import type { CheckInService } from "./service.ts";

const route = routesTagged(["check-in"]);
/** An event in parts (issue 36) has a door per part; one in one part takes no part. */
const partNote =
  "`part` / `partId` names it, the summary defaulting to the part happening now or next; 403 for a guest not coming to the part";
const gated =
  "Host only, with the Premium or Deluxe package for the event (403 with the upgrade message otherwise)";

/** Door mode: every route is the event host's, and needs the check-in tool of the event's package. */
export function checkInRoutes(checkIn: CheckInService, realtime: Realtime) {
  // A refused body is answered as the door's host and package check would be, first.
  return createRouter((c) => {
    const id = c.req.param("id");
    if (!id) return;
    return c.req.path.endsWith("/passes/revoke")
      ? checkIn.mayCancelPasses(c.get("user"), id)
      : checkIn.mayRunDoor(c.get("user"), id);
  })
    .openapi(
      route("get", "/events/{id}/check-in", {
        summary: `Arrived / expected and the latest arrivals; at an event in parts, of one part (${partNote}). ${gated}`,
        request: { params: idParam, query: doorPartQuerySchema },
        responses: { 200: jsonResponse(doorSummarySchema, "The door's counter") },
      }),
      async (c) =>
        c.json(await checkIn.summary(c.get("user"), c.req.valid("param").id, c.req.valid("query").part), 200),
    )
    .openapi(
      route("get", "/events/{id}/check-in/guests", {
        summary: `Guests found by name, with whether they are in. ${gated}`,
        request: { params: idParam, query: doorSearchSchema },
        responses: { 200: jsonResponse(doorSearchResultSchema, "Up to 20 guests, by name") },
      }),
      async (c) => {
        const { q, part } = c.req.valid("query");
        return c.json({ items: await checkIn.search(c.get("user"), c.req.valid("param").id, q, part) }, 200);
      },
    )
    .openapi(
      route("get", "/events/{id}/check-in/guest-list", {
        summary: `Every guest with whether they are in, by name: the door's copy for finding guests offline; at an event in parts, the part's invited guests. ${gated}`,
        request: { params: idParam, query: doorPartQuerySchema },
        responses: { 200: jsonResponse(doorGuestListSchema, "All the event's guests") },
      }),
      async (c) => {
        const { id } = c.req.valid("param");
        return c.json({ items: await checkIn.guestList(c.get("user"), id, c.req.valid("query").part) }, 200);
      },
    )
    .openapi(
      ...route.byId("post", "/events/{id}/check-in/scan", {
        summary: `The guest a scanned pass belongs to (changes nothing); 404 not this event's pass, 410 voided, 403 at a part its guest is not coming to. ${gated}`,
        body: passLookupSchema,
        responses: { ...errorResponses(410), 200: jsonResponse(doorGuestSchema, "The pass's guest") },
        answer: (user, id, body) => checkIn.lookup(user, id, body.code, body.partId),
      }),
    )
    .openapi(
      ...route.byId("post", "/events/{id}/check-in/arrivals", {
        summary: `Check a guest in with how many of the party came; once per actionId, and once per guest (and part: ${partNote}). ${gated}`,
        body: checkInRequestSchema,
        responses: {
          200: jsonResponse(doorOutcomeSchema, "checked_in, or already_checked_in (nothing changed)"),
        },
        answer: (user, id, body) => checkIn.checkIn(user, id, body),
      }),
    )
    .openapi(
      ...route.byId("post", "/events/{id}/check-in/undo", {
        summary: `Undo a guest's check-in; once per actionId. ${gated}`,
        body: undoRequestSchema,
        responses: { 200: jsonResponse(doorOutcomeSchema, "undone, or not_checked_in (nothing changed)") },
        answer: (user, id, body) => checkIn.undo(user, id, body),
      }),
    )
    .openapi(
      ...route.byId("post", "/events/{id}/check-in/walk-ins", {
        summary: `Add someone not on the list as attending and check them in; once per actionId. ${gated}`,
        body: walkInRequestSchema,
        responses: { 200: jsonResponse(doorOutcomeSchema, "The new guest, checked in") },
        answer: (user, id, body) => checkIn.walkIn(user, id, body),
      }),
    )
    .openapi(
      route("post", "/events/{id}/check-in/passes/revoke", {
        summary: `Cancel a guest's pass; their reply page then shows a new one. ${gated}`,
        request: { params: idParam, body: jsonBody(z.object({ guestId: z.uuid() })) },
        responses: { 204: { description: "Cancelled" } },
      }),
      async (c) => {
        await checkIn.revokePass(c.get("user"), c.req.valid("param").id, c.req.valid("json").guestId);
        return c.body(null, 204);
      },
    )
    .openapi(
      ...changeStreamRoute(
        route,
        "/events/{id}/check-in/stream",
        `Server-sent events: 'arrivals' whenever any door of the event checks someone in or out, or the list changes. ${gated}`,
        {
          realtime,
          open: (user, id) => checkIn.openStream(user, id),
          topic: (id) => [checkInTopic(id), guestsTopic(id)],
          event: "arrivals",
        },
      ),
    );
}
