import { venueInputSchema, venueResultSchema, venueSchema } from "../../contract/venues.ts";
import { jsonResponse } from "../http/openapi-content.ts";
import { signInOptional } from "../http/openapi-security.ts";
import { routesTagged } from "../http/route-kit.ts";
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
      ...route.byId("get", "/events/{id}/venue", {
        summary: "The event's venue, or null (anyone who may read the event)",
        security: signInOptional,
        responses: { 200: jsonResponse(venueResultSchema, "The venue") },
        answer: async (user, id) => ({ venue: await venues.get(user, id) }),
      }),
    )
    .openapi(
      ...route.byId("put", "/events/{id}/venue", {
        summary: "Set the event's venue (creates or replaces it; the event's owner or a co-host)",
        body: venueInputSchema,
        responses: { 200: jsonResponse(venueSchema, "The saved venue") },
        answer: (user, id, body) => venues.save(user, id, body),
      }),
    )
    .openapi(
      ...route.deleteById(
        "/events/{id}/venue",
        "Delete the event's venue (the event's owner or a co-host)",
        (user, id) => venues.remove(user, id),
      ),
    );
}
