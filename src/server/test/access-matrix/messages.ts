import { hostTeam, type MatrixArea } from "../access-matrix-setup.ts";

/** Messages to guests and reminders to those Going: the event's owner and co-hosts write and follow them. */
export const messageRows: MatrixArea = (w) => {
  /** The owner's message to the one guest (with a phone, so WhatsApp) of a fresh event. */
  async function freshMessage(): Promise<{ id: string; guestId: string }> {
    const event = await w.freshEvent();
    const guest = (await (
      await w.asOwner(`/api/events/${event.id}/guests`, {
        json: { name: "Guest", email: "wa@example.com", phone: "98450 12345", status: "maybe" },
      })
    ).json()) as { id: string };
    const res = await w.asOwner(`/api/events/${event.id}/messages`, {
      json: { subject: "Hello", body: "See you.", audience: "maybe" },
    });
    return { id: ((await res.json()) as { id: string }).id, guestId: guest.id };
  }

  return {
    // Messages to guests: the event's owner and co-hosts alone write them and follow their delivery.
    "GET /api/events/:id/messages": {
      expect: hostTeam(200),
      call: async () => ({ method: "GET", path: `/api/events/${w.privateEvent.id}/messages` }),
    },
    "POST /api/events/:id/messages": {
      expect: hostTeam(201),
      // A fresh event each time: a few messages a day per event are allowed.
      call: async () => ({
        method: "POST",
        path: `/api/events/${(await w.freshEvent()).id}/messages`,
        json: { subject: "Parking", body: "Use gate 2.", audience: "all" },
      }),
    },
    "GET /api/messages/:id": {
      expect: hostTeam(200),
      call: async () => ({ method: "GET", path: `/api/messages/${(await freshMessage()).id}` }),
    },
    "POST /api/messages/:id/recipients/:guestId/whatsapp": {
      expect: hostTeam(200),
      call: async () => {
        const m = await freshMessage();
        return { method: "POST", path: `/api/messages/${m.id}/recipients/${m.guestId}/whatsapp` };
      },
    },
    "DELETE /api/messages/:id/recipients/:guestId/whatsapp": {
      expect: hostTeam(200),
      call: async () => {
        const m = await freshMessage();
        return { method: "DELETE", path: `/api/messages/${m.id}/recipients/${m.guestId}/whatsapp` };
      },
    },
    "GET /api/events/:id/attendee-reminders": {
      expect: hostTeam(200),
      call: async () => ({ method: "GET", path: `/api/events/${w.privateEvent.id}/attendee-reminders` }),
    },
    "POST /api/events/:id/attendee-reminders": {
      expect: hostTeam(201),
      // A fresh event each time: one scheduled reminder per timing.
      call: async () => ({
        method: "POST",
        path: `/api/events/${(await w.freshEvent()).id}/attendee-reminders`,
        json: { timing: "day-before" },
      }),
    },
    "DELETE /api/attendee-reminders/:id": {
      expect: hostTeam(200),
      call: async () => {
        const event = await w.freshEvent();
        const res = await w.asOwner(`/api/events/${event.id}/attendee-reminders`, {
          json: { timing: "day-of" },
        });
        const { items } = (await res.json()) as { items: { id: string }[] };
        return { method: "DELETE", path: `/api/attendee-reminders/${items[0].id}` };
      },
    },
  };
};
