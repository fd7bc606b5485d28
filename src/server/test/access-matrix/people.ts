import {
  all,
  eventBody,
  type MatrixArea,
  ownerOnly,
  randomEmail,
  row,
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
    "GET /api/events/:id/people": row(ownerOnly(200), w.onPrivateEvent("/people")),
    "POST /api/events/:id/people": row(ownerOnly(201), w.onPrivateEvent("/people"), async () => ({
      json: { email: randomEmail("i"), role: "door" },
    })),
    "DELETE /api/events/:id/people/:personId": row(
      ownerOnly(204),
      async () => `/api/events/${w.privateEvent.id}/people/${(await freshInvitation()).personId}`,
    ),
    "POST /api/events/:id/hand-over": {
      expect: ownerOnly(200),
      call: async () => {
        // A fresh event of the owner's, on which the co-host holds a place.
        const id = await bareEvent();
        const personId = await w.givePlaces(id);
        return { path: `/api/events/${id}/hand-over`, json: { personId } };
      },
    },
    // One's own place: the co-host and the door-staff account hold one; the owner, others and admins not.
    "GET /api/events/:id/my-place": row(
      { ...all(403), anonymous: 401, cohost: 200, door: 200 },
      w.onPrivateEvent("/my-place"),
    ),
    "PUT /api/events/:id/my-place": row(
      { ...all(403), anonymous: 401, cohost: 200 },
      w.onPrivateEvent("/my-place"),
      {
        json: { notifyReminders: true },
      },
    ),
    "DELETE /api/events/:id/my-place": row(
      { ...all(403), anonymous: 401, cohost: 204, door: 204 },
      w.onFreshEvent("/my-place"),
    ),
    // The link is the key to read it; accepting also needs the invited address (the co-host's here).
    "GET /api/people/invitations/:token": row(
      signedInAll(200),
      async () => `/api/people/invitations/${(await freshInvitation()).token}`,
    ),
    "POST /api/people/invitations/:token/accept": row({ ...signedInAll(403), cohost: 200 }, async () => {
      const id = await bareEvent();
      const { token } = await invitePerson(w.t, w.cookies.owner!, id, "cohost@example.com", "cohost");
      return `/api/people/invitations/${token}/accept`;
    }),
  };
};
