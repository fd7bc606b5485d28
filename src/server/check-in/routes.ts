import { z } from "@hono/zod-openapi";
import { jsonBody } from "../http/openapi-content.ts";
import { errorResponses } from "../http/openapi-errors.ts";
import { noSignIn } from "../http/openapi-security.ts";
import { idParam, routesTagged } from "../http/route-kit.ts";
import { createRouter } from "../http/router.ts";
import type { Realtime } from "../realtime/realtime.ts";
import { doorRoutes } from "./door-routes.ts";
import type { CheckInService, Door } from "./service.ts";

const route = routesTagged(["check-in"]);
/** An event in parts (issue 36) has a door per part; one in one part takes no part. */
const partNote =
  "`part` / `partId` names it, the summary defaulting to the part happening now or next; 403 for a guest not coming to the part";
const gated =
  "Host only, with the Premium or Deluxe package for the event (403 with the upgrade message otherwise)";
const arrivalsStream =
  "Server-sent events: 'arrivals' whenever any door of the event checks someone in or out, or the list changes.";

/** Door mode: every route is the event host's, and needs the check-in tool of the event's package. */
export function checkInRoutes(checkIn: CheckInService, realtime: Realtime) {
  const door = doorRoutes({
    route,
    base: "/events/{id}/check-in",
    params: idParam,
    door: async (c) => checkIn.byAccount(c.get("user"), c.req.valid("param").id),
    summaries: {
      summary: `Arrived / expected and the latest arrivals; at an event in parts, of one part (${partNote}). ${gated}`,
      search: `Guests found by name, with whether they are in. ${gated}`,
      guestList: `Every guest with whether they are in, by name: the door's copy for finding guests offline; at an event in parts, the part's invited guests. ${gated}`,
      scan: `The guest a scanned pass belongs to (changes nothing); 404 not this event's pass, 410 voided, 403 at a part its guest is not coming to. ${gated}`,
      arrivals: `Check a guest in with how many of the party came; once per actionId, and once per guest (and part: ${partNote}). ${gated}`,
      undo: `Undo a guest's check-in; once per actionId. ${gated}`,
      walkIns: `Add someone not on the list as attending and check them in; once per actionId. ${gated}`,
      stream: `${arrivalsStream} ${gated}`,
    },
    errors: { read: {}, scan: errorResponses(410), write: {}, stream: errorResponses(429) },
    realtime,
  });
  // A refused body is answered as the door's host and package check would be, first.
  const router = createRouter((c) => {
    const id = c.req.param("id");
    if (!id) return;
    return c.req.path.endsWith("/passes/revoke")
      ? checkIn.mayCancelPasses(c.get("user"), id)
      : checkIn.mayRunDoor(c.get("user"), id);
  });
  for (const [config, handler] of door.routes) router.openapi(config, handler);
  return router
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
    .openapi(...door.stream);
}

const linkRoute = routesTagged(["door links"]);
/** The link's secret is the credential: 404 for an unknown one, 410 once revoked or expired. */
const byLink = "Anyone holding a working door link of the event (404 unknown link, 410 revoked or expired)";
const secretParam = z.object({ secret: z.string().max(100) });

/**
 * Door mode through a door link, without an account: the same door, answered by the check-in
 * service for the link's event once the door feature has checked the secret (`door`). No answer
 * carries an e-mail or a phone number.
 */
export function linkDoorRoutes(doorOf: (secret: string) => Promise<Door>, realtime: Realtime) {
  // 403: the event's package lost the check-in tool; 410: the link was revoked or has expired.
  const gone = errorResponses(403, 410);
  const door = doorRoutes({
    route: linkRoute,
    base: "/door/{secret}",
    params: secretParam,
    security: noSignIn,
    door: (c) => doorOf(c.req.valid("param").secret),
    summaries: {
      summary: `Arrived / expected and the latest arrivals; at an event in parts, of the part named by \`part\` (else the one happening now or next). ${byLink}`,
      search: `Guests found by name (names only). ${byLink}`,
      guestList: `Every guest with whether they are in: the door's copy for finding guests offline. ${byLink}`,
      scan: `The guest a scanned pass belongs to (changes nothing); 403 at a part its guest is not coming to. ${byLink}`,
      arrivals: `Check a guest in; once per actionId and guest. ${byLink}`,
      undo: `Undo a guest's check-in; once per actionId. ${byLink}`,
      walkIns: `Add and check in someone not on the list; once per actionId. ${byLink}`,
      stream: `${arrivalsStream} ${byLink}`,
    },
    // 409: an action id sent again for another kind of action.
    errors: {
      read: gone,
      scan: gone,
      write: errorResponses(403, 409, 410),
      stream: errorResponses(403, 410, 429),
    },
    realtime,
  });
  const router = createRouter((c) => {
    const secret = c.req.param("secret");
    return secret && doorOf(secret);
  });
  for (const [config, handler] of [...door.routes, door.stream]) router.openapi(config, handler);
  return router;
}
