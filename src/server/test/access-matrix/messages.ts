import { hostTeam, type MatrixArea, row } from "../access-matrix-setup.ts";

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

  /** The path of a fresh message's WhatsApp mark for its guest. */
  const onFreshWhatsApp = async () => {
    const m = await freshMessage();
    return `/api/messages/${m.id}/recipients/${m.guestId}/whatsapp`;
  };

  return {
    // Messages to guests: the event's owner and co-hosts alone write them and follow their delivery.
    "GET /api/events/:id/messages": row(hostTeam(200), w.onPrivateEvent("/messages")),
    // A fresh event each time: a few messages a day per event are allowed.
    "POST /api/events/:id/messages": row(hostTeam(201), w.onFreshEvent("/messages"), {
      json: { subject: "Parking", body: "Use gate 2.", audience: "all" },
    }),
    "GET /api/messages/:id": row(hostTeam(200), async () => `/api/messages/${(await freshMessage()).id}`),
    "POST /api/messages/:id/recipients/:guestId/whatsapp": row(hostTeam(200), onFreshWhatsApp),
    "DELETE /api/messages/:id/recipients/:guestId/whatsapp": row(hostTeam(200), onFreshWhatsApp),
    "GET /api/events/:id/attendee-reminders": row(hostTeam(200), w.onPrivateEvent("/attendee-reminders")),
    // A fresh event each time: one scheduled reminder per timing.
    "POST /api/events/:id/attendee-reminders": row(hostTeam(201), w.onFreshEvent("/attendee-reminders"), {
      json: { timing: "day-before" },
    }),
    "DELETE /api/attendee-reminders/:id": row(hostTeam(200), async () => {
      const event = await w.freshEvent();
      const res = await w.asOwner(`/api/events/${event.id}/attendee-reminders`, {
        json: { timing: "day-of" },
      });
      const { items } = (await res.json()) as { items: { id: string }[] };
      return `/api/attendee-reminders/${items[0].id}`;
    }),
  };
};
