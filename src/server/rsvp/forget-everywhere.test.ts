import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { idempotencyKeyHeader } from "../../contract/idempotency.ts";
import { checkInActions, idempotencyKeys } from "../db/schema.ts";
import { startApp, t } from "../test/app-setup.ts";
import { buyPackage } from "../test/buy-package.ts";
import { createEvent } from "../test/new-event.ts";
import { signUp } from "../test/test-app.ts";

// Issue 30, item 7: "Remove my details" removes the guest from every record that named them, not
// only from the guest list: the stored Idempotency-Key answers and the door's action log.

startApp();

describe("a guest's Remove my details", () => {
  it("leaves no name, address, phone or token in stored answers or the door's log", async () => {
    const host = await signUp(t);
    const { id: eventId } = await createEvent(t, host.cookie, {
      title: "Reception",
      description: "Dinner and dancing after the ceremony.",
      date: "2034-02-14",
      time: "19:00",
      location: "Jaipur",
      isPublic: false,
    });
    await buyPackage(t, host.cookie, eventId, "premium");
    // Added from the offline queue: the answer, with the guest in it, is stored under its key.
    const added = await t.request(`/api/events/${eventId}/guests`, {
      cookie: host.cookie,
      json: {
        name: "Meera Forgetful",
        email: "meera.forgetful@example.com",
        phone: "+91 98450 11111",
        status: "invited",
        category: "friend",
      },
      headers: { [idempotencyKeyHeader]: randomUUID() },
    });
    expect(added.status).toBe(201);
    const guest = (await added.json()) as { id: string; rsvpPath: string };
    const token = guest.rsvpPath.split("/").pop() as string;
    const arrived = await t.request(`/api/events/${eventId}/check-in/arrivals`, {
      cookie: host.cookie,
      json: { actionId: randomUUID(), guestId: guest.id, party: 1 },
    });
    expect(arrived.status).toBe(200);
    const stored = async () =>
      JSON.stringify([await t.db.select().from(idempotencyKeys), await t.db.select().from(checkInActions)]);
    expect(await stored()).toContain("Meera Forgetful");

    await t.services.rsvp.forget(token);

    const after = await stored();
    for (const trace of ["Meera", "meera.forgetful@example.com", "98450 11111", token]) {
      expect(after).not.toContain(trace);
    }
  });
});
