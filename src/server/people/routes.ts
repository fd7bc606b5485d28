import { z } from "@hono/zod-openapi";
import { eventSchema } from "../../contract/events.ts";
import {
  handOverSchema,
  inviteTokenParam,
  myPlaceSchema,
  peopleListSchema,
  personInviteSchema,
  personNotificationsUpdateSchema,
  personSchema,
  placeInvitationSchema,
} from "../../contract/people.ts";
import { jsonResponse } from "../http/openapi-content.ts";
import { deletedResponse, routesTagged } from "../http/route-kit.ts";
import { createRouter } from "../http/router.ts";
import type { PeopleService } from "./service.ts";

const route = routesTagged(["people"]);

const personParams = z.object({ id: z.uuid(), personId: z.uuid() });

/** An event's people (co-hosts, door-staff accounts): the owner manages them; each person their own place. */
export function peopleRoutes(people: PeopleService) {
  // A refused body is answered as the route's own check would be, first: the caller's own place for
  // /my-place, the owner's for the rest.
  return createRouter((c) => {
    const id = c.req.param("id");
    if (!id) return;
    const user = c.get("user");
    return c.req.path.endsWith("/my-place")
      ? people.maySaveNotifications(user, id)
      : people.mayManage(user, id);
  })
    .openapi(
      ...route.byId("get", "/events/{id}/people", {
        summary: "The event's owner, co-hosts and door staff (the owner only)",
        responses: { 200: jsonResponse(peopleListSchema, "The people, pending and accepted") },
        answer: (user, id) => people.list(user, id),
      }),
    )
    .openapi(
      ...route.byId("post", "/events/{id}/people", {
        summary:
          "Invite someone by e-mail as co-host or door staff (the owner only); the mail carries the accept link",
        body: personInviteSchema,
        responses: { 201: jsonResponse(personSchema, "The invitation, pending") },
        answer: (user, id, body) => people.invite(user, id, body),
      }),
    )
    .openapi(
      route("delete", "/events/{id}/people/{personId}", {
        summary: "Take a person's place away (the owner only), at once",
        request: { params: personParams },
        responses: deletedResponse,
      }),
      async (c) => {
        const { id, personId } = c.req.valid("param");
        await people.remove(c.get("user"), id, personId);
        return c.body(null, 204);
      },
    )
    .openapi(
      ...route.byId("post", "/events/{id}/hand-over", {
        summary:
          "Hand the event to an accepted co-host (the owner only); the old owner stays on as a co-host",
        body: handOverSchema,
        responses: { 200: jsonResponse(eventSchema, "The event, as the old owner now sees it") },
        answer: (user, id, body) => people.handOver(user, id, body.personId),
      }),
    )
    .openapi(
      ...route.byId("get", "/events/{id}/my-place", {
        summary: "The caller's own place on the event, with their e-mail switches",
        responses: { 200: jsonResponse(myPlaceSchema, "The caller's place") },
        answer: (user, id) => people.myPlace(user, id),
      }),
    )
    .openapi(
      ...route.byId("put", "/events/{id}/my-place", {
        summary: "A co-host's own e-mail switches for this event (replies, reminders, guest updates)",
        body: personNotificationsUpdateSchema,
        responses: { 200: jsonResponse(myPlaceSchema, "The caller's place, saved") },
        answer: (user, id, body) => people.saveNotifications(user, id, body),
      }),
    )
    .openapi(
      ...route.deleteById(
        "/events/{id}/my-place",
        "Leave the event (a co-host or door staff declining later)",
        (user, id) => people.leave(user, id),
      ),
    )
    .openapi(
      ...route.json("get", "/people/invitations/{token}", {
        summary: "An invitation to help run an event, as its accept page shows it",
        params: inviteTokenParam,
        responses: { 200: jsonResponse(placeInvitationSchema, "The invitation") },
        answer: (user, { param }) => people.invitation(user, param.token),
      }),
    )
    .openapi(
      ...route.json("post", "/people/invitations/{token}/accept", {
        summary: "Accept an invitation: the signed-in account's e-mail must be the invited one",
        params: inviteTokenParam,
        responses: { 200: jsonResponse(myPlaceSchema, "The place taken") },
        answer: (user, { param }) => people.accept(user, param.token),
      }),
    );
}
