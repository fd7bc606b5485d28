import { z } from "@hono/zod-openapi";
import { partInvitationSchema } from "../../contract/parts.ts";
import { jsonResponse } from "../http/openapi-content.ts";
import { routesTagged } from "../http/route-kit.ts";
import { createRouter } from "../http/router.ts";
import type { PartsService } from "./service.ts";

const route = routesTagged(["parts"]);

/** Who is invited to which parts, in bulk: a selection of the guest list or a category (issue 36). */
export function partInvitationRoutes(parts: PartsService) {
  // A refused body is answered as the event's host check would be, first.
  return createRouter((c) => {
    const id = c.req.param("id");
    return id && parts.hostEvent(c.get("user"), id);
  }).openapi(
    ...route.byId("post", "/events/{id}/parts/invitations", {
      summary:
        "Invite guests (`guestIds`, or every guest of a `category`) to exactly these parts: their answers to the parts they keep stay (the event's owner or a co-host)",
      body: partInvitationSchema,
      responses: {
        200: jsonResponse(z.object({ guests: z.number().int() }), "How many guests the choice applied to"),
      },
      answer: (user, id, body) =>
        parts.invite(user, id, { guestIds: body.guestIds, category: body.category }, body.partIds),
    }),
  );
}
