import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { guestPasses } from "../../db/schema.ts";
import {
  type Actor,
  doorTeam,
  hostTeam,
  type MatrixArea,
  type MatrixRows,
  type MatrixWorld,
  once,
  type Row,
  randomEmail,
  row,
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

/** The owner's event with the Premium package (which has door mode), made on first use; its id. */
export const premiumEvent = (w: MatrixWorld) =>
  once(async () => {
    const id = (await w.freshEvent()).id;
    await buyPackage(w.t, w.cookies.owner!, id, "premium");
    return id;
  });

/**
 * Door mode's routes under one base, by account (`/api/events/:id/check-in`) or by link
 * (`/api/door/:secret`): the same reads and writes, each write about a fresh attending guest.
 */
export function doorModeRows(
  w: MatrixWorld,
  base: string,
  expect: Row["expect"],
  eventId: () => Promise<string>,
  on: (rest: string) => (as: Actor) => Promise<string>,
): MatrixRows {
  const guest = async () => attendingDoorGuest(w, await eventId());
  return {
    [`GET ${base}`]: row(expect, on("")),
    [`GET ${base}/guests`]: row(expect, on("/guests?q=door")),
    [`GET ${base}/guest-list`]: row(expect, on("/guest-list")),
    [`POST ${base}/scan`]: row(expect, on("/scan"), async () => ({ json: { code: (await guest()).code } })),
    [`POST ${base}/arrivals`]: row(expect, on("/arrivals"), async () => ({
      json: { actionId: randomUUID(), guestId: (await guest()).id, party: 1 },
    })),
    [`POST ${base}/undo`]: row(expect, on("/undo"), async () => ({
      json: { actionId: randomUUID(), guestId: (await guest()).id },
    })),
    [`POST ${base}/walk-ins`]: row(expect, on("/walk-ins"), async () => ({
      json: { actionId: randomUUID(), name: "Walk-in", party: 1 },
    })),
    [`GET ${base}/stream`]: row(expect, on("/stream")),
  };
}

/** Door mode: the host's, on an event whose package has the check-in tool. */
export const checkInRows: MatrixArea = (w) => {
  const doorEventId = premiumEvent(w);
  /** A path of the door event's check-in: `/api/events/{id}/check-in…`. */
  const onCheckIn = (rest: string) => async () => `/api/events/${await doorEventId()}/check-in${rest}`;

  return {
    // Door mode: the host team and door-staff accounts (names only), on an event whose package has
    // the check-in tool (the gate itself is tested in check-in/). Admins are refused as on the guest
    // list. Cancelling a pass is the hosts' alone.
    ...doorModeRows(w, "/api/events/:id/check-in", doorTeam(200), doorEventId, onCheckIn),
    "POST /api/events/:id/check-in/passes/revoke": row(
      hostTeam(204),
      onCheckIn("/passes/revoke"),
      async () => ({
        json: { guestId: (await attendingDoorGuest(w, await doorEventId())).id },
      }),
    ),
  };
};
