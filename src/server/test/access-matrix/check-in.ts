import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { guestPasses } from "../../db/schema.ts";
import {
  hostTeam,
  type MatrixArea,
  type MatrixWorld,
  once,
  ownerOnly,
  randomEmail,
} from "../access-matrix-setup.ts";
import { buyPackage } from "../buy-package.ts";

/** A fresh attending guest of a door event (with the check-in tool) with a live pass; its id and pass code. */
export async function attendingDoorGuest(
  w: MatrixWorld,
  eventId: string,
): Promise<{ id: string; code: string }> {
  const res = await w.asOwner(`/api/events/${eventId}/guests`, {
    json: { name: "Door guest", email: randomEmail("d"), status: "invited" },
  });
  const g = (await res.json()) as { id: string; rsvpPath: string };
  const { guests, checkIn } = w.t.services;
  const guest = (await guests.byToken(g.rsvpPath.split("/").pop()!))!;
  await guests.applyReply(guest, {
    response: "attending",
    plusOnes: [],
    plusOneAnswers: [],
    mealChoice: null,
    dietaryNotes: "",
    heldAnswers: null,
    noteToHost: "",
    respondedAt: new Date(),
  });
  const pass = await checkIn.passForMail((await guests.byToken(guest.token))!);
  expect(pass).not.toBeNull();
  const [row] = await w.t.db.select().from(guestPasses).where(eq(guestPasses.guestId, g.id));
  return { id: g.id, code: row.code };
}

/** Door mode: the host's, on an event whose package has the check-in tool. */
export const checkInRows: MatrixArea = (w) => {
  /** The owner's event with the Premium package (which has door mode), made on first use. */
  const doorEventId = once(async () => {
    const id = (await w.freshEvent()).id;
    await buyPackage(w.t, w.cookies.owner!, id, "premium");
    return id;
  });

  const doorGuest = async () => attendingDoorGuest(w, await doorEventId());

  return {
    // Door mode: the host only, on an event whose package has the check-in tool (the gate itself is
    // tested in check-in/). Admins are refused as on the guest list.
    "GET /api/events/:id/check-in": {
      expect: hostTeam(200),
      call: async () => ({ method: "GET", path: `/api/events/${await doorEventId()}/check-in` }),
    },
    "GET /api/events/:id/check-in/guests": {
      expect: hostTeam(200),
      call: async () => ({
        method: "GET",
        path: `/api/events/${await doorEventId()}/check-in/guests?q=door`,
      }),
    },
    "GET /api/events/:id/check-in/guest-list": {
      expect: hostTeam(200),
      call: async () => ({ method: "GET", path: `/api/events/${await doorEventId()}/check-in/guest-list` }),
    },
    "POST /api/events/:id/check-in/scan": {
      expect: hostTeam(200),
      call: async () => ({
        method: "POST",
        path: `/api/events/${await doorEventId()}/check-in/scan`,
        json: { code: (await doorGuest()).code },
      }),
    },
    "POST /api/events/:id/check-in/arrivals": {
      expect: hostTeam(200),
      call: async () => ({
        method: "POST",
        path: `/api/events/${await doorEventId()}/check-in/arrivals`,
        json: { actionId: randomUUID(), guestId: (await doorGuest()).id, party: 1 },
      }),
    },
    "POST /api/events/:id/check-in/undo": {
      expect: hostTeam(200),
      call: async () => ({
        method: "POST",
        path: `/api/events/${await doorEventId()}/check-in/undo`,
        json: { actionId: randomUUID(), guestId: (await doorGuest()).id },
      }),
    },
    "POST /api/events/:id/check-in/walk-ins": {
      expect: hostTeam(200),
      call: async () => ({
        method: "POST",
        path: `/api/events/${await doorEventId()}/check-in/walk-ins`,
        json: { actionId: randomUUID(), name: "Walk-in", party: 1 },
      }),
    },
    "POST /api/events/:id/check-in/passes/revoke": {
      expect: hostTeam(204),
      call: async () => ({
        method: "POST",
        path: `/api/events/${await doorEventId()}/check-in/passes/revoke`,
        json: { guestId: (await doorGuest()).id },
      }),
    },
    "GET /api/events/:id/check-in/stream": {
      expect: hostTeam(200),
      call: async () => ({ method: "GET", path: `/api/events/${await doorEventId()}/check-in/stream` }),
    },
  };
};
