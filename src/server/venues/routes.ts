import { venueInputSchema, venueResultSchema, venueSchema } from "../../contract/venues.ts";
import { jsonBody, jsonResponse } from "../http/openapi-content.ts";
import { signInOptional } from "../http/openapi-security.ts";
import { deletedResponse, idParam, routesTagged } from "../http/route-kit.ts";
import { createRouter } from "../http/router.ts";
import type { VenuesService } from "./service.ts";

const route = routesTagged(["venues"]);

export function venuesRoutes(venues: VenuesService) {
  // A refused body is answered as the venue's host check would be, first.
  return createRouter((c) => {
    const id = c.req.param("id");
    return id && venues.mayManage(c.get("user"), id);
  })
    .openapi(
      route("get", "/events/{id}/venue", "The event's venue, or null (anyone who may read the event)", {
        security: signInOptional,
        request: { params: idParam },
        responses: { 200: jsonResponse(venueResultSchema, "The venue") },
      }),
      async (c) => c.json({ venue: await venues.get(c.get("user"), c.req.valid("param").id) }, 200),
    )
    .openapi(
      route(
        "put",
        "/events/{id}/venue",
        "Set the event's venue (creates or replaces it; the event's creator only)",
        {
          request: { params: idParam, body: jsonBody(venueInputSchema) },
          responses: { 200: jsonResponse(venueSchema, "The saved venue") },
        },
      ),
      async (c) =>
        c.json(await venues.save(c.get("user"), c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(
      route("delete", "/events/{id}/venue", "Delete the event's venue (the event's creator only)", {
        request: { params: idParam },
        responses: deletedResponse,
      }),
      async (c) => {
        await venues.remove(c.get("user"), c.req.valid("param").id);
        return c.body(null, 204);
      },
    );
}
