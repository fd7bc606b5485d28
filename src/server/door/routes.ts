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
import { doorLinkInputSchema, doorLinkListSchema, newDoorLinkSchema } from "../../contract/door-links.ts";
import { jsonBody, jsonResponse } from "../http/openapi-content.ts";
import { errorResponses } from "../http/openapi-errors.ts";
import { noSignIn } from "../http/openapi-security.ts";
import { routesTagged } from "../http/route-kit.ts";
import { createRouter } from "../http/router.ts";
import { changeStream } from "../realtime/change-stream.ts";
import { checkInTopic, guestsTopic, type Realtime } from "../realtime/realtime.ts";
import type { DoorLinksService } from "./service.ts";

const route = routesTagged(["door links"]);
const hostOnly =
  "The event's host, with the Premium or Deluxe package for the event (403 with the upgrade message otherwise)";
/** The link's secret is the credential: 404 for an unknown one, 410 once revoked or expired. */
const byLink = "Anyone holding a working door link of the event (404 unknown link, 410 revoked or expired)";
const secretParam = z.object({ secret: z.string().max(100) });
const linkParams = z.object({ id: z.uuid(), linkId: z.uuid() });

/** The host's door links of an event: list, make, revoke. */
export function doorLinkRoutes(links: DoorLinksService) {
  return createRouter((c) => {
    const id = c.req.param("id");
    return id && links.mayManage(c.get("user"), id);
  })
    .openapi(
      ...route.byId("get", "/events/{id}/door-links", {
        summary: `The event's door links, newest first. ${hostOnly}`,
        responses: { 200: jsonResponse(doorLinkListSchema, "Label, made, works until, and whether revoked") },
        answer: async (user, id) => ({ items: await links.list(user, id) }),
      }),
    )
    .openapi(
      ...route.byId("post", "/events/{id}/door-links", {
        summary: `Make a door link: the only answer with its address and QR code (only its hash is kept). ${hostOnly}`,
        body: doorLinkInputSchema,
        responses: { 201: jsonResponse(newDoorLinkSchema, "The link, its address and its QR code") },
        answer: (user, id, body) => links.create(user, id, body),
      }),
    )
    .openapi(
      route("post", "/events/{id}/door-links/{linkId}/revoke", {
        summary: `Revoke a door link at once. ${hostOnly}`,
        request: { params: linkParams },
        responses: { 204: { description: "Revoked" } },
      }),
      async (c) => {
        const { id, linkId } = c.req.valid("param");
        await links.revoke(c.get("user"), id, linkId);
        return c.body(null, 204);
      },
    );
}

/**
 * Door mode through a door link, without an account: the check-in routes the door needs, answered
 * by the check-in service for the link's event. No answer carries an e-mail or a phone number.
 */
export function doorRoutes(links: DoorLinksService, realtime: Realtime) {
  const door = (secret: string) => links.door(secret);
  const common = { security: noSignIn } as const;
  // 403: the event's package lost the check-in tool; 410: the link was revoked or has expired.
  const gone = errorResponses(403, 410);
  // 409: an action id sent again for another kind of action.
  const goneOrReused = errorResponses(403, 409, 410);
  return createRouter((c) => {
    const secret = c.req.param("secret");
    return secret && door(secret);
  })
    .openapi(
      route("get", "/door/{secret}", {
        summary: `Arrived / expected and the latest arrivals; at an event in parts, of the part named by \`part\` (else the one happening now or next). ${byLink}`,
        ...common,
        request: { params: secretParam, query: doorPartQuerySchema },
        responses: { ...gone, 200: jsonResponse(doorSummarySchema, "The door's counter") },
      }),
      async (c) =>
        c.json(await (await door(c.req.valid("param").secret)).summary(c.req.valid("query").part), 200),
    )
    .openapi(
      route("get", "/door/{secret}/guests", {
        summary: `Guests found by name (names only). ${byLink}`,
        ...common,
        request: { params: secretParam, query: doorSearchSchema },
        responses: { ...gone, 200: jsonResponse(doorSearchResultSchema, "Up to 20 guests, by name") },
      }),
      async (c) => {
        const { q, part } = c.req.valid("query");
        const found = await (await door(c.req.valid("param").secret)).search(q, part);
        return c.json({ items: found }, 200);
      },
    )
    .openapi(
      route("get", "/door/{secret}/guest-list", {
        summary: `Every guest with whether they are in: the door's copy for finding guests offline. ${byLink}`,
        ...common,
        request: { params: secretParam, query: doorPartQuerySchema },
        responses: { ...gone, 200: jsonResponse(doorGuestListSchema, "All the event's guests") },
      }),
      async (c) => {
        const linkDoor = await door(c.req.valid("param").secret);
        return c.json({ items: await linkDoor.guestList(c.req.valid("query").part) }, 200);
      },
    )
    .openapi(
      route("post", "/door/{secret}/scan", {
        summary: `The guest a scanned pass belongs to (changes nothing); 403 at a part its guest is not coming to. ${byLink}`,
        ...common,
        request: { params: secretParam, body: jsonBody(passLookupSchema) },
        responses: { ...gone, 200: jsonResponse(doorGuestSchema, "The pass's guest") },
      }),
      async (c) => {
        const { code, partId } = c.req.valid("json");
        return c.json(await (await door(c.req.valid("param").secret)).lookup(code, partId), 200);
      },
    )
    .openapi(
      route("post", "/door/{secret}/arrivals", {
        summary: `Check a guest in; once per actionId and guest. ${byLink}`,
        ...common,
        request: { params: secretParam, body: jsonBody(checkInRequestSchema) },
        responses: {
          ...goneOrReused,
          200: jsonResponse(doorOutcomeSchema, "checked_in, or already_checked_in (nothing changed)"),
        },
      }),
      async (c) => c.json(await (await door(c.req.valid("param").secret)).checkIn(c.req.valid("json")), 200),
    )
    .openapi(
      route("post", "/door/{secret}/undo", {
        summary: `Undo a guest's check-in; once per actionId. ${byLink}`,
        ...common,
        request: { params: secretParam, body: jsonBody(undoRequestSchema) },
        responses: {
          ...goneOrReused,
          200: jsonResponse(doorOutcomeSchema, "undone, or not_checked_in (nothing changed)"),
        },
      }),
      async (c) => c.json(await (await door(c.req.valid("param").secret)).undo(c.req.valid("json")), 200),
    )
    .openapi(
      route("post", "/door/{secret}/walk-ins", {
        summary: `Add and check in someone not on the list; once per actionId. ${byLink}`,
        ...common,
        request: { params: secretParam, body: jsonBody(walkInRequestSchema) },
        responses: { ...goneOrReused, 200: jsonResponse(doorOutcomeSchema, "The new guest, checked in") },
      }),
      async (c) => c.json(await (await door(c.req.valid("param").secret)).walkIn(c.req.valid("json")), 200),
    )
    .openapi(
      route("get", "/door/{secret}/stream", {
        summary: `Server-sent events: 'arrivals' whenever any door of the event checks someone in or out, or the list changes. ${byLink}`,
        ...common,
        request: { params: secretParam },
        responses: { ...errorResponses(403, 410, 429), 200: { description: "text/event-stream" } },
      }),
      async (c) => {
        const linkDoor = await door(c.req.valid("param").secret);
        const release = await linkDoor.openStream();
        return changeStream(c, {
          realtime,
          topic: [checkInTopic(linkDoor.eventId), guestsTopic(linkDoor.eventId)],
          event: "arrivals",
          release,
        });
      },
    );
}
