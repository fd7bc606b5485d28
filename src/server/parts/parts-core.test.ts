import { describe, expect, it } from "vitest";
import { addGuest, host, hostActor, newEvent, reply, startDoorApp, t } from "../test/check-in-setup.ts";
import { answerParts, partInput } from "../test/part-answers.ts";

// The parts of an event (issue 36): the counts per part kept by the triggers, each part's capacity
// and waitlist, who is invited to which part, and the guest's overall status from their answers.

startDoorApp();

const part = partInput;
const answer = (
  eventId: string,
  guestId: string,
  replies: { partId: string; attending: boolean; party: number }[],
) => answerParts(t, { id: guestId, eventId, plusOnes: ["A", "B"] }, replies);

const countsOf = async (eventId: string) =>
  Object.fromEntries((await t.services.parts.counts(eventId)).map((c) => [c.partId, c]));

describe("parts of an event", () => {
  it("the first part takes over the answers given before; later parts start unanswered", async () => {
    const eventId = await newEvent(null);
    const yes = await addGuest(eventId);
    const no = await addGuest(eventId);
    await addGuest(eventId);
    expect((await reply(yes.token, "attending", ["Meera"])).status).toBe(200);
    expect((await reply(no.token, "not_attending")).status).toBe(200);
    const haldi = await t.services.parts.create(hostActor(), eventId, part("Haldi"));
    const sangeet = await t.services.parts.create(
      hostActor(),
      eventId,
      part("Sangeet", { startTime: "19:00" }),
    );
    const counts = await countsOf(eventId);
    expect(counts[haldi.id]).toMatchObject({ confirmed: 1, declined: 1, invited: 1, seats: 2 });
    expect(counts[sangeet.id]).toMatchObject({ confirmed: 0, declined: 0, invited: 3, seats: 0 });
    expect((await t.services.parts.list(eventId)).map((p) => [p.name, p.position])).toEqual([
      ["Haldi", 0],
      ["Sangeet", 1],
    ]);
  });

  it("holds each part's capacity, waitlists what does not fit and moves it up when a seat frees", async () => {
    const eventId = await newEvent(null);
    const small = await t.services.parts.create(hostActor(), eventId, part("Haldi", { capacity: 3 }));
    const big = await t.services.parts.create(hostActor(), eventId, part("Reception"));
    const a = await addGuest(eventId);
    const b = await addGuest(eventId);
    // The host invites them to both parts (a guest added later is invited by the guests feature).
    await t.services.parts.invite(hostActor(), eventId, { guestIds: [a.id, b.id] }, [small.id, big.id]);
    const first = await answer(eventId, a.id, [
      { partId: small.id, attending: true, party: 3 },
      { partId: big.id, attending: false, party: 1 },
    ]);
    expect(first.status).toBe("confirmed");
    expect(first.parts.map((p) => p.status)).toEqual(["confirmed", "declined"]);
    const second = await answer(eventId, b.id, [
      { partId: small.id, attending: true, party: 2 },
      { partId: big.id, attending: false, party: 1 },
    ]);
    expect(second.status).toBe("waitlisted");
    expect((await countsOf(eventId))[small.id]).toMatchObject({ confirmed: 1, waitlisted: 1, seats: 3 });
    // A drops to one person: B's two fit now.
    await answer(eventId, a.id, [{ partId: small.id, attending: true, party: 1 }]);
    expect((await countsOf(eventId))[small.id]).toMatchObject({ confirmed: 2, waitlisted: 0, seats: 3 });
    const row = await t.request(`/api/guests/${b.id}`, { cookie: host.cookie });
    expect(((await row.json()) as { status: string }).status).toBe("confirmed");
  });

  it("refuses an answer to a part the guest is not invited to, and a stranger's part", async () => {
    const eventId = await newEvent(null);
    const g = await addGuest(eventId);
    const haldi = await t.services.parts.create(hostActor(), eventId, part("Haldi"));
    const mehndi = await t.services.parts.create(hostActor(), eventId, part("Mehndi"));
    await t.services.parts.invite(hostActor(), eventId, { guestIds: [g.id] }, [haldi.id]);
    await expect(answer(eventId, g.id, [{ partId: mehndi.id, attending: true, party: 1 }])).rejects.toThrow(
      "You are not invited to this part",
    );
    const other = await newEvent(null);
    const foreign = await t.services.parts.create(hostActor(), other, part("Elsewhere"));
    await expect(
      t.services.parts.invite(hostActor(), eventId, { guestIds: [g.id] }, [foreign.id]),
    ).rejects.toThrow("Some of these parts are not in this event");
  });

  it("removing a part names who said yes, renumbers the rest and settles each guest's status", async () => {
    const eventId = await newEvent(null);
    const g = await addGuest(eventId);
    const haldi = await t.services.parts.create(hostActor(), eventId, part("Haldi"));
    const mehndi = await t.services.parts.create(hostActor(), eventId, part("Mehndi"));
    await answer(eventId, g.id, [
      { partId: haldi.id, attending: true, party: 1 },
      { partId: mehndi.id, attending: false, party: 1 },
    ]);
    const { told } = await t.services.parts.remove(hostActor(), eventId, haldi.id);
    expect(told.map((x) => x.email)).toEqual([g.email]);
    expect((await t.services.parts.list(eventId)).map((p) => [p.name, p.position])).toEqual([["Mehndi", 0]]);
    const row = await t.request(`/api/guests/${g.id}`, { cookie: host.cookie });
    expect(((await row.json()) as { status: string }).status).toBe("declined");
  });

  it("lets only the event's managers change its parts", async () => {
    const eventId = await newEvent(null);
    const stranger = { ...hostActor(), id: "00000000-0000-4000-8000-000000000000" };
    await expect(t.services.parts.create(stranger, eventId, part("Haldi"))).rejects.toThrow();
    await expect(t.services.parts.create(null, eventId, part("Haldi"))).rejects.toThrow(
      "You must be logged in",
    );
  });
});
