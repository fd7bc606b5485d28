import { createRoute, z } from "@hono/zod-openapi";
import { venueInputSchema, venueResultSchema, venueSchema } from "../../contract/venues.ts";
import { jsonBody, jsonResponse } from "../http/openapi-content.ts";
import { signInOptional } from "../http/openapi-security.ts";
import { createRouter } from "../http/router.ts";
import type { VenuesService } from "./service.ts";

const tags = ["venues"];
const eventParam = z.object({ id: z.uuid() });

export function venuesRoutes(venues: VenuesService) {
  // A refused body is answered as the venue's host check would be, first.
  return createRouter((c) => {
    const id = c.req.param("id");
    return id && venues.mayManage(c.get("user"), id);
  })
    .openapi(
      createRoute({
        method: "get",
        path: "/events/{id}/venue",
        security: signInOptional,
        tags,
        summary: "The event's venue, or null (anyone who may read the event)",
        request: { params: eventParam },
        responses: { 200: jsonResponse(venueResultSchema, "The venue") },
      }),
      async (c) => c.json({ venue: await venues.get(c.get("user"), c.req.valid("param").id) }, 200),
    )
    .openapi(
      createRoute({
        method: "put",
        path: "/events/{id}/venue",
        tags,
        summary: "Set the event's venue (creates or replaces it; the event's creator only)",
        request: { params: eventParam, body: jsonBody(venueInputSchema) },
        responses: { 200: jsonResponse(venueSchema, "The saved venue") },
      }),
      async (c) =>
        c.json(await venues.save(c.get("user"), c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(
      createRoute({
        method: "delete",
        path: "/events/{id}/venue",
        tags,
        summary: "Delete the event's venue (the event's creator only)",
        request: { params: eventParam },
        responses: { 204: { description: "Deleted" } },
      }),
      async (c) => {
        await venues.remove(c.get("user"), c.req.valid("param").id);
        return c.body(null, 204);
      },
    );
}
