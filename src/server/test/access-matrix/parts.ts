import { hostTeam, type MatrixArea, once } from "../access-matrix-setup.ts";

/** An event's parts (decision 0033): the owner and co-hosts run them; door staff and others are refused. */
export const partRows: MatrixArea = (w) => {
  const partBody = { name: "Sangeet", date: "2035-06-01", startTime: "19:00" };

  /** A fresh event of the owner's (the co-host and door staff hold places) with one part. */
  const eventWithPart = async () => {
    const event = await w.freshEvent();
    const res = await w.asOwner(`/api/events/${event.id}/parts`, { json: partBody });
    return { eventId: event.id, partId: ((await res.json()) as { id: string }).id };
  };
  /** A part of the private event, for the reads. */
  const privatePart = once(async () => {
    const res = await w.asOwner(`/api/events/${w.privateEvent.id}/parts`, { json: partBody });
    return ((await res.json()) as { id: string }).id;
  });

  return {
    "GET /api/events/:id/parts": {
      expect: hostTeam(200),
      call: async () => ({ method: "GET", path: `/api/events/${w.privateEvent.id}/parts` }),
    },
    "POST /api/events/:id/parts": {
      expect: hostTeam(201),
      call: async () => ({
        method: "POST",
        path: `/api/events/${(await w.freshEvent()).id}/parts`,
        json: partBody,
      }),
    },
    "PUT /api/events/:id/parts/order": {
      expect: hostTeam(200),
      call: async () => {
        const { eventId, partId } = await eventWithPart();
        return { method: "PUT", path: `/api/events/${eventId}/parts/order`, json: { partIds: [partId] } };
      },
    },
    "PUT /api/events/:id/parts/:partId": {
      expect: hostTeam(200),
      call: async () => {
        const { eventId, partId } = await eventWithPart();
        return {
          method: "PUT",
          path: `/api/events/${eventId}/parts/${partId}`,
          json: { ...partBody, name: "Mehndi" },
        };
      },
    },
    "GET /api/events/:id/parts/:partId/removal-notice": {
      expect: hostTeam(200),
      call: async () => ({
        method: "GET",
        path: `/api/events/${w.privateEvent.id}/parts/${await privatePart()}/removal-notice`,
      }),
    },
    "DELETE /api/events/:id/parts/:partId": {
      expect: hostTeam(204),
      call: async () => {
        const { eventId, partId } = await eventWithPart();
        return { method: "DELETE", path: `/api/events/${eventId}/parts/${partId}?tell=1` };
      },
    },
  };
};
