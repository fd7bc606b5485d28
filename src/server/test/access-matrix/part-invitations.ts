import { eq } from "drizzle-orm";
import { user } from "../../auth/tables.ts";
import { hostTeam, type MatrixArea, once, randomEmail } from "../access-matrix-setup.ts";

/**
 * Who is invited to which parts of an event (issue 36): the event's owner and co-hosts, like the
 * guest list. On an event of its own with a part (made through the parts service: its routes are
 * another branch's), so the shared private event stays in one part.
 */
export const partInvitationRows: MatrixArea = (w) => {
  const eventWithPart = once(async () => {
    const event = await w.freshEvent();
    const [owner] = await w.t.db.select().from(user).where(eq(user.email, "owner@example.com"));
    const part = await w.t.services.parts.create({ ...owner, image: null, isAdmin: false }, event.id, {
      ...{ name: "Sangeet", date: "2035-06-01", startTime: "19:00", endTime: null },
      ...{ venue: null, note: "", capacity: null, isPublic: true },
    });
    return { eventId: event.id, partId: part.id };
  });
  return {
    "POST /api/events/:id/parts/invitations": {
      expect: hostTeam(200),
      call: async () => {
        const { eventId, partId } = await eventWithPart();
        const res = await w.asOwner(`/api/events/${eventId}/guests`, {
          json: { name: "Guest", email: randomEmail("g"), status: "invited" },
        });
        const guest = (await res.json()) as { id: string };
        const path = `/api/events/${eventId}/parts/invitations`;
        return { method: "POST", path, json: { guestIds: [guest.id], partIds: [partId] } };
      },
    },
  };
};
