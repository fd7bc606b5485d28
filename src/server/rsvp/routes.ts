import { z } from "@hono/zod-openapi";
import {
  openRsvpResultSchema,
  openRsvpSchema,
  rsvpReplySchema,
  rsvpSettingsSchema,
  rsvpViewSchema,
} from "../../contract/rsvp.ts";
import { jsonBody, jsonResponse, oneClickUnsubscribeBody } from "../http/openapi-content.ts";
import { errorResponses } from "../http/openapi-errors.ts";
import { noSignIn, signInOptional } from "../http/openapi-security.ts";
import type { RateLimits } from "../http/rate-limit.ts";
import { routesTagged } from "../http/route-kit.ts";
import { createRouter } from "../http/router.ts";
import type { RsvpService } from "./service.ts";

const tokenParam = z.object({ token: z.string().max(100) });
const route = routesTagged(["rsvp"]);

export function rsvpRoutes(
  rsvp: RsvpService,
  limits: RateLimits,
  publicUrl: string,
  writesPerMinute: number,
) {
  // A refused body is answered as the path's own check would be, first: an open reply to an event
  // that takes none, or settings saved by someone who is not the host.
  const router = createRouter((c) => {
    const id = c.req.param("id");
    if (!id) return;
    return c.req.path.endsWith("/rsvp") ? rsvp.mayReplyOpenly(id) : rsvp.mayManageSettings(c.get("user"), id);
  });
  // Guests answer without an account: the public endpoints are rate limited per address.
  const reads = limits.limit("rsvp-read", writesPerMinute * 6, 60);
  const writes = limits.limit("rsvp-write", writesPerMinute, 60);
  router.use("/rsvp/*", async (c, next) => (c.req.method === "GET" ? reads(c, next) : writes(c, next)));
  router.use("/events/:id/rsvp", async (c, next) =>
    c.req.method === "GET" ? reads(c, next) : writes(c, next),
  );

  return router
    .openapi(
      route("get", "/rsvp/{token}", {
        summary: "A guest's reply page: the event, the form's options and their own answer",
        security: noSignIn,
        request: { params: tokenParam },
        responses: { ...errorResponses(410, 429), 200: jsonResponse(rsvpViewSchema, "The reply page") },
      }),
      async (c) => {
        c.header("cache-control", "no-store");
        return c.json(await rsvp.viewByToken(c.req.valid("param").token), 200);
      },
    )
    .openapi(
      route("put", "/rsvp/{token}", {
        summary: "A guest answers or changes their answer",
        security: noSignIn,
        request: { params: tokenParam, body: jsonBody(rsvpReplySchema) },
        responses: {
          ...errorResponses(410, 429),
          200: jsonResponse(rsvpViewSchema, "The reply page with the saved answer"),
        },
      }),
      async (c) => c.json(await rsvp.replyByToken(c.req.valid("param").token, c.req.valid("json")), 200),
    )
    .openapi(
      route("get", "/rsvp/{token}/event.ics", {
        summary: "The event as a calendar file",
        security: noSignIn,
        request: { params: tokenParam },
        responses: {
          ...errorResponses(410, 429),
          200: { description: "text/calendar" },
          204: { description: "At an event in parts, the guest comes to none of them" },
        },
      }),
      async (c) => {
        const { token } = c.req.valid("param");
        // At an event in parts: the parts the guest comes to (none: the file has no entry to give).
        const file = await rsvp.calendarForToken(token, `${publicUrl}/rsvp/${token}`);
        if (file === null) return c.body(null, 204);
        c.header("content-type", "text/calendar; charset=utf-8");
        c.header("content-disposition", 'attachment; filename="event.ics"');
        return c.body(file, 200);
      },
    )
    .openapi(
      route("post", "/rsvp/{token}/unsubscribe", {
        summary: "One-click unsubscribe (List-Unsubscribe-Post): no more invitation e-mails to this guest",
        security: noSignIn,
        request: { body: oneClickUnsubscribeBody, params: tokenParam },
        responses: { ...errorResponses(410, 429), 204: { description: "Unsubscribed" } },
      }),
      async (c) => {
        await rsvp.unsubscribe(c.req.valid("param").token);
        return c.body(null, 204);
      },
    )
    .openapi(
      ...route.byId("get", "/events/{id}/rsvp", {
        summary: "The open reply form of a public event",
        security: signInOptional,
        responses: { ...errorResponses(410, 429), 200: jsonResponse(rsvpViewSchema, "The reply form") },
        answer: (_user, id) => rsvp.openView(id),
      }),
    )
    .openapi(
      ...route.byId("post", "/events/{id}/rsvp", {
        summary: "Register for a public event (open RSVP)",
        security: signInOptional,
        body: openRsvpSchema,
        responses: {
          ...errorResponses(410, 429),
          200: jsonResponse(openRsvpResultSchema, "The reply's outcome"),
        },
        answer: (_user, id, body) => rsvp.openReply(id, body),
      }),
    )
    .openapi(
      ...route.byId("get", "/events/{id}/rsvp-settings", {
        summary: "The event's RSVP settings (host only)",
        responses: { 200: jsonResponse(rsvpSettingsSchema, "The settings") },
        answer: (user, id) => rsvp.settings(user, id),
      }),
    )
    .openapi(
      ...route.byId("put", "/events/{id}/rsvp-settings", {
        summary:
          "Save the event's RSVP settings: deadline, capacity, meal and dietary questions, message (host only)",
        body: rsvpSettingsSchema,
        responses: { 200: jsonResponse(rsvpSettingsSchema, "The saved settings") },
        answer: (user, id, body) => rsvp.saveSettings(user, id, body),
      }),
    );
}
