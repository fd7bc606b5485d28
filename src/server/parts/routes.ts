import { z } from "@hono/zod-openapi";
import {
  partInputSchema,
  partListSchema,
  partOrderSchema,
  partRemovalNoticeSchema,
  partSchema,
  partsForHostSchema,
  removePartQuerySchema,
} from "../../contract/parts.ts";
import { jsonBody, jsonResponse } from "../http/openapi-content.ts";
import { deletedResponse, routesTagged } from "../http/route-kit.ts";
import { createRouter } from "../http/router.ts";
import type { PartRemoval } from "./removal.ts";
import type { PartsService } from "./service.ts";

const route = routesTagged(["parts"]);
const hostTeam = "the event's owner or a co-host";
const partParams = z.object({ id: z.uuid(), partId: z.uuid() });

/** The host's parts of an event (decision 0033): list with counts, add, edit, reorder, remove. */
export function partsRoutes(parts: PartsService, removal: PartRemoval) {
  return (
    createRouter((c) => {
      const id = c.req.param("id");
      return id && parts.mayManage(c.get("user"), id);
    })
      .openapi(
        ...route.byId("get", "/events/{id}/parts", {
          summary: `The event's parts in order, with each part's guests by answer and people coming (${hostTeam})`,
          responses: { 200: jsonResponse(partsForHostSchema, "The parts and their counts") },
          answer: (user, id) => parts.forHost(user, id),
        }),
      )
      .openapi(
        ...route.byId("post", "/events/{id}/parts", {
          summary: `Add a part at the end; every guest is invited to it (${hostTeam})`,
          body: partInputSchema,
          responses: { 201: jsonResponse(partSchema, "The part") },
          answer: (user, id, body) => parts.create(user, id, body),
        }),
      )
      // Before /parts/{partId}, so that "order" is never read as a part's id.
      .openapi(
        ...route.byId("put", "/events/{id}/parts/order", {
          summary: `Put the parts in a new order: every part's id once (${hostTeam})`,
          body: partOrderSchema,
          responses: { 200: jsonResponse(partListSchema, "The parts in their new order") },
          answer: async (user, id, body) => ({ items: await parts.reorder(user, id, body.partIds) }),
        }),
      )
      .openapi(
        route("put", "/events/{id}/parts/{partId}", {
          summary: `Change a part; a larger capacity moves its waitlist up (${hostTeam})`,
          request: { params: partParams, body: jsonBody(partInputSchema) },
          responses: { 200: jsonResponse(partSchema, "The part, saved") },
        }),
        async (c) => {
          const { id, partId } = c.req.valid("param");
          return c.json(await parts.update(c.get("user"), id, partId, c.req.valid("json")), 200);
        },
      )
      .openapi(
        route("get", "/events/{id}/parts/{partId}/removal-notice", {
          summary: `Before a removal: how many guests answered the part and how many who said yes can be e-mailed (${hostTeam})`,
          request: { params: partParams },
          responses: { 200: jsonResponse(partRemovalNoticeSchema, "Who answered, who would be told") },
        }),
        async (c) => {
          const { id, partId } = c.req.valid("param");
          return c.json(await parts.removalNotice(c.get("user"), id, partId), 200);
        },
      )
      .openapi(
        route("delete", "/events/{id}/parts/{partId}", {
          summary: `Remove a part and the answers to it; tell=1 e-mails the guests who said yes that it is off (${hostTeam})`,
          request: { params: partParams, query: removePartQuerySchema },
          responses: deletedResponse,
        }),
        async (c) => {
          const { id, partId } = c.req.valid("param");
          await removal.remove(c.get("user"), id, partId, c.req.valid("query").tell);
          return c.body(null, 204);
        },
      )
  );
}
