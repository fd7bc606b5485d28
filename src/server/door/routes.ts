import { z } from "@hono/zod-openapi";
import { doorLinkInputSchema, doorLinkListSchema, newDoorLinkSchema } from "../../contract/door-links.ts";
import { jsonResponse } from "../http/openapi-content.ts";
import { routesTagged } from "../http/route-kit.ts";
import { createRouter } from "../http/router.ts";
import type { DoorLinksService } from "./service.ts";

const route = routesTagged(["door links"]);
const hostOnly =
  "The event's host, with the Premium or Deluxe package for the event (403 with the upgrade message otherwise)";
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
