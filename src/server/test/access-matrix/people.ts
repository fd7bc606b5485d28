import {
  all,
  eventBody,
  type MatrixArea,
  ownerOnly,
  randomEmail,
  signedInAll,
} from "../access-matrix-setup.ts";
import { invitePerson } from "../people.ts";

/**
 * An event's people: the owner invites, removes and hands over; each person reads and changes their
 * own place; an invitation's link is read by whoever holds it and accepted only by its address.
 */
export const peopleRows: MatrixArea = (w) => {
  /** A pending invitation on the private event to a new address: its row id and its link's token. */
  const freshInvitation = (email = randomEmail("p")) =>
    invitePerson(w.t, w.cookies.owner!, w.privateEvent.id, email, "cohost");

  /** A fresh event of the owner's that nobody else holds a place on yet; its id. */
  const bareEvent = async () =>
    ((await (await w.asOwner("/api/events", { json: eventBody() })).json()) as { id: string }).id;

  return {
    "GET /api/events/:id/people": {
      expect: ownerOnly(200),
      call: async () => ({ method: "GET", path: `/api/events/${w.privateEvent.id}/people` }),
    },
    "POST /api/events/:id/people": {
      expect: ownerOnly(201),
      call: async () => ({
        method: "POST",
        path: `/api/events/${w.privateEvent.id}/people`,
        json: { email: randomEmail("i"), role: "door" },
      }),
    },
    "DELETE /api/events/:id/people/:personId": {
      expect: ownerOnly(204),
      call: async () => ({
        method: "DELETE",
        path: `/api/events/${w.privateEvent.id}/people/${(await freshInvitation()).personId}`,
      }),
    },
    "POST /api/events/:id/hand-over": {
      expect: ownerOnly(200),
      call: async () => {
        // A fresh event of the owner's, on which the co-host holds a place.
        const id = await bareEvent();
        const personId = await w.givePlaces(id);
        return { method: "POST", path: `/api/events/${id}/hand-over`, json: { personId } };
      },
    },
    // One's own place: the co-host and the door-staff account hold one; the owner, others and admins not.
    "GET /api/events/:id/my-place": {
      expect: { ...all(403), anonymous: 401, cohost: 200, door: 200 },
      call: async () => ({ method: "GET", path: `/api/events/${w.privateEvent.id}/my-place` }),
    },
    "PUT /api/events/:id/my-place": {
      expect: { ...all(403), anonymous: 401, cohost: 200 },
      call: async () => ({
        method: "PUT",
        path: `/api/events/${w.privateEvent.id}/my-place`,
        json: { notifyReminders: true },
      }),
    },
    "DELETE /api/events/:id/my-place": {
      expect: { ...all(403), anonymous: 401, cohost: 204, door: 204 },
      call: async () => ({ method: "DELETE", path: `/api/events/${(await w.freshEvent()).id}/my-place` }),
    },
    // The link is the key to read it; accepting also needs the invited address (the co-host's here).
    "GET /api/people/invitations/:token": {
      expect: signedInAll(200),
      call: async () => ({
        method: "GET",
        path: `/api/people/invitations/${(await freshInvitation()).token}`,
      }),
    },
    "POST /api/people/invitations/:token/accept": {
      expect: { ...signedInAll(403), cohost: 200 },
      call: async () => {
        const id = await bareEvent();
        const { token } = await invitePerson(w.t, w.cookies.owner!, id, "cohost@example.com", "cohost");
        return { method: "POST", path: `/api/people/invitations/${token}/accept` };
      },
    },
  };
};
