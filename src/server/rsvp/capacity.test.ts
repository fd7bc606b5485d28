import { beforeEach, describe, expect, it } from "vitest";
import type { RsvpView } from "../../contract/rsvp.ts";
import { host, invite, newEvent, reply, settings, startRsvpApp, statuses, t } from "../test/rsvp-setup.ts";

// Capacity and the waitlist, at their edges too.

startRsvpApp();

describe("capacity and waitlist", () => {
  it("puts replies past capacity on the waitlist and moves them up when a seat frees", async () => {
    const id = await newEvent({ capacity: 3 });
    const a = await invite(id, "Anil", 1);
    const b = await invite(id, "Bina", 1);
    const c = await invite(id, "Chai");
    expect(
      ((await (await reply(a.token, { response: "attending", plusOnes: ["Anil+1"] })).json()) as RsvpView)
        .guest?.status,
    ).toBe("confirmed");
    // 2 seats taken; Bina needs 2 of the 1 left.
    expect(
      ((await (await reply(b.token, { response: "attending", plusOnes: ["Bina+1"] })).json()) as RsvpView)
        .guest?.status,
    ).toBe("waitlisted");
    expect(((await (await reply(c.token, { response: "attending" })).json()) as RsvpView).guest?.status).toBe(
      "confirmed",
    );
    // Anil declines: 2 seats free, Bina (first in line) moves up.
    await reply(a.token, { response: "not_attending" });
    expect(await statuses(id)).toMatchObject({ Anil: "declined", Bina: "confirmed", Chai: "confirmed" });
  });

  it("raising the capacity promotes the waitlist at once", async () => {
    const id = await newEvent({ capacity: 1 });
    const a = await invite(id, "First");
    const b = await invite(id, "Second");
    await reply(a.token, { response: "attending" });
    await reply(b.token, { response: "attending" });
    expect((await statuses(id)).Second).toBe("waitlisted");
    await t.request(`/api/events/${id}/rsvp-settings`, {
      method: "PUT",
      cookie: host.cookie,
      json: settings({ capacity: 2 }),
    });
    expect((await statuses(id)).Second).toBe("confirmed");
  });
});

describe("capacity and waitlist at their edges", () => {
  // Replies from an address per test, so these many replies stay clear of the public rate limit.
  let address = 0;
  let from: Record<string, string>;
  beforeEach(() => {
    from = { "x-forwarded-for": `192.0.2.${++address}` };
  });
  const reply = (token: string, body: object) =>
    t.request(`/api/rsvp/${token}`, { method: "PUT", json: body, headers: from });
  const statusOf = async (token: string, body: object) =>
    ((await (await reply(token, body)).json()) as RsvpView).guest?.status;
  const setCapacity = (id: string, capacity: number | null) =>
    t.request(`/api/events/${id}/rsvp-settings`, {
      method: "PUT",
      cookie: host.cookie,
      json: settings({ capacity }),
    });

  it("confirms the reply that fills the last seat, and waitlists one seat more", async () => {
    const id = await newEvent({ capacity: 3 });
    const a = await invite(id, "Asha", 1);
    const b = await invite(id, "Bala");
    const c = await invite(id, "Chitra");
    expect(await statusOf(a.token, { response: "attending", plusOnes: ["Asha+1"] })).toBe("confirmed");
    expect(await statusOf(b.token, { response: "attending" })).toBe("confirmed");
    expect(await statusOf(c.token, { response: "attending" })).toBe("waitlisted");
  });

  it("counts a confirmed guest's own seats once when they reply again", async () => {
    const id = await newEvent({ capacity: 2 });
    const a = await invite(id, "Dev", 1);
    expect(await statusOf(a.token, { response: "attending", plusOnes: ["Dev+1"] })).toBe("confirmed");
    // Full, with Dev's own two seats: the same reply again, or a smaller one, stays confirmed.
    expect(await statusOf(a.token, { response: "attending", plusOnes: ["Dev+1"] })).toBe("confirmed");
    expect(await statusOf(a.token, { response: "attending" })).toBe("confirmed");
    const b = await invite(id, "Esha");
    expect(await statusOf(b.token, { response: "attending" })).toBe("confirmed");
    // Now Dev's +1 would need a third seat.
    expect(await statusOf(a.token, { response: "attending", plusOnes: ["Dev+1"] })).toBe("waitlisted");
  });

  it("moves the waitlist up in reply order, never skipping a party at its head that does not fit", async () => {
    const id = await newEvent({ capacity: 2 });
    const [a, b, c, d] = [
      await invite(id, "Farah"),
      await invite(id, "Gopal"),
      await invite(id, "Hari", 1),
      await invite(id, "Indu"),
    ];
    await reply(a.token, { response: "attending" });
    await reply(b.token, { response: "attending" });
    expect(await statusOf(c.token, { response: "attending", plusOnes: ["Hari+1"] })).toBe("waitlisted");
    expect(await statusOf(d.token, { response: "attending" })).toBe("waitlisted");
    // One seat frees: Hari's party needs two, and Indu behind him waits too.
    await reply(a.token, { response: "not_attending" });
    expect(await statuses(id)).toMatchObject({ Hari: "waitlisted", Indu: "waitlisted" });
    // Two free: Hari's party moves up and fills them; Indu still waits.
    await reply(b.token, { response: "not_attending" });
    expect(await statuses(id)).toMatchObject({ Hari: "confirmed", Indu: "waitlisted" });
    // One more seat: exactly Indu's.
    await setCapacity(id, 3);
    expect(await statuses(id)).toMatchObject({ Hari: "confirmed", Indu: "confirmed" });
  });

  it("with no capacity everyone is confirmed, and removing it seats the whole waitlist", async () => {
    const id = await newEvent({ capacity: 1 });
    const [a, b, c] = [await invite(id, "Jaya"), await invite(id, "Kiran", 2), await invite(id, "Lata")];
    await reply(a.token, { response: "attending" });
    expect(await statusOf(b.token, { response: "attending", plusOnes: ["K1", "K2"] })).toBe("waitlisted");
    expect(await statusOf(c.token, { response: "attending" })).toBe("waitlisted");
    await setCapacity(id, null);
    expect(await statuses(id)).toMatchObject({ Jaya: "confirmed", Kiran: "confirmed", Lata: "confirmed" });
    const d = await invite(id, "Mohan", 3);
    expect(await statusOf(d.token, { response: "attending", plusOnes: ["M1", "M2", "M3"] })).toBe(
      "confirmed",
    );
  });
});
