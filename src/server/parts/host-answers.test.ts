import { describe, expect, it } from "vitest";
import type { Guest } from "../../contract/guests.ts";
import { guestPartsMessages, type Part, partMessages } from "../../contract/parts.ts";
import { importCsvAs } from "../test/guest-import.ts";
import { host, hostActor, hostEvent, startHostApp, t } from "../test/host-app-setup.ts";
import { partInput } from "../test/part-answers.ts";

// The host's status on the guest form at an event in parts (issue 36, decision 0033 "what a host
// does"): the form sets an answer per part, each Yes under the part's capacity, and the guest's
// status follows the answers; without answers a changed status answers every part alike.

startHostApp();

const addPart = (eventId: string, name: string, over: Partial<Part> = {}) =>
  t.services.parts.create(hostActor(), eventId, partInput(name, over));

let n = 0;
type Body = Record<string, unknown>;

async function add(eventId: string, over: Body = {}) {
  n++;
  const res = await t.request(`/api/events/${eventId}/guests`, {
    cookie: host.cookie,
    json: { name: `Guest ${n}`, email: `host-answers-${n}@example.com`, status: "invited", ...over },
  });
  return { status: res.status, body: (await res.json()) as Guest };
}

async function edit(guest: Guest, over: Body) {
  const res = await t.request(`/api/guests/${guest.id}`, {
    method: "PUT",
    cookie: host.cookie,
    json: { name: guest.name, email: guest.email, status: guest.status, ...over },
  });
  return { status: res.status, text: await res.clone().text(), body: (await res.json()) as Guest };
}

const answersOf = (g: Guest) => g.parts.map((p) => [p.status, p.party]);
const answer = (part: Part, status: string) => ({ partId: part.id, status });

/** A haldi with 2 seats and an open reception. */
async function wedding() {
  const eventId = await hostEvent();
  const haldi = await addPart(eventId, "Haldi", { capacity: 2 });
  const reception = await addPart(eventId, "Reception");
  return { eventId, haldi, reception };
}

describe("the host's answers per part on the guest form", () => {
  it("sets each part's answer and derives the status; a Yes past a part's capacity waits on its waitlist", async () => {
    const { eventId, haldi, reception } = await wedding();
    const asha = (await add(eventId, { plusOnesAllowed: 1 })).body;
    const both = await edit(asha, {
      partAnswers: [answer(haldi, "confirmed"), answer(reception, "declined")],
    });
    expect(both.status).toBe(200);
    expect(answersOf(both.body)).toEqual([
      ["confirmed", 1],
      ["declined", 0],
    ]);
    expect(both.body.status).toBe("confirmed");
    // Only "No" to every part: Declined.
    const no = await edit(both.body, { partAnswers: [answer(haldi, "declined")] });
    expect(no.body.status).toBe("declined");
    // No answer to any part: the host's Maybe stands.
    const maybe = await edit(no.body, {
      status: "maybe",
      partAnswers: [answer(haldi, "invited"), answer(reception, "invited")],
    });
    expect(answersOf(maybe.body)).toEqual([
      ["invited", 0],
      ["invited", 0],
    ]);
    expect(maybe.body.status).toBe("maybe");

    // The haldi's two seats go to Ravi and Meera; Asha's Yes then waits.
    const ravi = (await add(eventId, { partAnswers: [answer(haldi, "confirmed")] })).body;
    const meera = (await add(eventId, { partAnswers: [answer(haldi, "confirmed")] })).body;
    expect([ravi.status, meera.status]).toEqual(["confirmed", "confirmed"]);
    const waiting = await edit(maybe.body, { partAnswers: [answer(haldi, "confirmed")] });
    expect(answersOf(waiting.body)[0]).toEqual(["waitlisted", 1]);
    expect(waiting.body.status).toBe("waitlisted");
    // Saving her again as she is keeps her place; Ravi's No frees a seat, and she moves up.
    const kept = await edit(waiting.body, { name: "Asha Rao" });
    expect(answersOf(kept.body)[0]).toEqual(["waitlisted", 1]);
    await edit(ravi, { partAnswers: [answer(haldi, "declined")] });
    const moved = (await (
      await t.request(`/api/guests/${asha.id}`, { cookie: host.cookie })
    ).json()) as Guest;
    expect(answersOf(moved)[0]).toEqual(["confirmed", 1]);
    expect(moved.status).toBe("confirmed");
  });

  it("without answers, a changed status answers every part alike; an unchanged one moves none", async () => {
    const { eventId, reception } = await wedding();
    const guest = (await add(eventId)).body;
    const coming = await edit(guest, { status: "confirmed" });
    expect(answersOf(coming.body)).toEqual([
      ["confirmed", 1],
      ["confirmed", 1],
    ]);
    const mixed = await edit(coming.body, { partAnswers: [answer(reception, "declined")] });
    const renamed = await edit(mixed.body, { name: "Renamed" });
    expect(answersOf(renamed.body)).toEqual([
      ["confirmed", 1],
      ["declined", 0],
    ]);
    expect(renamed.body.status).toBe("confirmed");
    const notComing = await edit(renamed.body, { status: "declined" });
    expect(answersOf(notComing.body)).toEqual([
      ["declined", 0],
      ["declined", 0],
    ]);
    const maybe = await edit(notComing.body, { status: "maybe" });
    expect(maybe.body.status).toBe("maybe");
    expect(answersOf(maybe.body)).toEqual([
      ["invited", 0],
      ["invited", 0],
    ]);
    // A new guest put down as coming takes a seat at each part, capacity applying (2 at the haldi).
    await add(eventId, { status: "confirmed" });
    await add(eventId, { status: "confirmed" });
    const third = (await add(eventId, { status: "confirmed" })).body;
    expect(answersOf(third)).toEqual([
      ["waitlisted", 1],
      ["confirmed", 1],
    ]);
    expect(third.status).toBe("confirmed");
  });

  it("refuses an answer for a part the guest is not invited to, or at an event without parts", async () => {
    const { eventId, haldi, reception } = await wedding();
    const guest = (await add(eventId, { partIds: [reception.id] })).body;
    const refused = await edit(guest, { partAnswers: [answer(haldi, "confirmed")] });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(guestPartsMessages.answerNotInvited);
    // Invited to the haldi and answered in one save.
    const both = await edit(guest, {
      partIds: [haldi.id, reception.id],
      partAnswers: [answer(haldi, "confirmed"), answer(reception, "invited")],
    });
    expect(answersOf(both.body)).toEqual([
      ["confirmed", 1],
      ["invited", 0],
    ]);
    const plain = await hostEvent();
    const single = (await add(plain)).body;
    const none = await edit(single, { partAnswers: [answer(haldi, "confirmed")] });
    expect(none.status).toBe(400);
    expect(none.text).toContain(partMessages.unknownParts);
    // Without parts the host's status is saved as given, as before.
    const coming = await edit(single, { status: "confirmed" });
    expect([coming.body.status, coming.body.parts]).toEqual(["confirmed", []]);
  });

  it("a guest removed frees their seats at each part: that part's waitlist moves up, not the event's", async () => {
    const { eventId, haldi } = await wedding();
    const holders = [(await add(eventId, { status: "confirmed" })).body];
    holders.push((await add(eventId, { status: "confirmed" })).body);
    const first = (await add(eventId, { status: "confirmed" })).body;
    const second = (await add(eventId, { status: "confirmed" })).body;
    // Both wait at the haldi and come to the reception: Confirmed overall.
    expect([answersOf(first)[0][0], answersOf(second)[0][0]]).toEqual(["waitlisted", "waitlisted"]);
    const onlyHaldi = (await add(eventId, { partIds: [haldi.id], status: "confirmed" })).body;
    expect(onlyHaldi.status).toBe("waitlisted");
    const res = await t.request(`/api/events/${eventId}/guests/delete`, {
      cookie: host.cookie,
      json: { ids: [holders[0].id] },
    });
    expect(res.status).toBe(200);
    const read = async (g: Guest) =>
      (await (await t.request(`/api/guests/${g.id}`, { cookie: host.cookie })).json()) as Guest;
    expect(answersOf(await read(first))[0]).toEqual(["confirmed", 1]);
    expect(answersOf(await read(second))[0]).toEqual(["waitlisted", 1]);
    // Still waiting for the one part they are invited to: not seated at the event by its own waitlist.
    expect((await read(onlyHaldi)).status).toBe("waitlisted");
  });

  it("a status an import changes answers every part of the guest alike, each Yes under the part's capacity", async () => {
    const { eventId } = await wedding();
    const guests = [(await add(eventId)).body, (await add(eventId)).body, (await add(eventId)).body];
    const csv = (statuses: string[]) =>
      ["Name,Email,Status", ...guests.map((g, i) => `${g.name},${g.email},${statuses[i]}`)].join("\n");
    const importStatuses = async (statuses: string[]) => {
      const res = await importCsvAs(t, host.cookie, eventId, csv(statuses), { updateExisting: true });
      expect(res.status).toBe(200);
    };
    const read = async (g: Guest) =>
      (await (await t.request(`/api/guests/${g.id}`, { cookie: host.cookie })).json()) as Guest;

    // Three Yeses for the haldi's two seats: the third waits there, and comes to the reception.
    await importStatuses(["confirmed", "confirmed", "confirmed"]);
    const coming = await Promise.all(guests.map(read));
    expect(coming.map((g) => [g.status, answersOf(g)])).toEqual([
      [
        "confirmed",
        [
          ["confirmed", 1],
          ["confirmed", 1],
        ],
      ],
      [
        "confirmed",
        [
          ["confirmed", 1],
          ["confirmed", 1],
        ],
      ],
      [
        "confirmed",
        [
          ["waitlisted", 1],
          ["confirmed", 1],
        ],
      ],
    ]);

    // The first says no to everything: their haldi seat goes to the third.
    await importStatuses(["declined", "confirmed", "confirmed"]);
    const after = await Promise.all(guests.map(read));
    expect(after.map((g) => [g.status, answersOf(g).map(([status]) => status)])).toEqual([
      ["declined", ["declined", "declined"]],
      ["confirmed", ["confirmed", "confirmed"]],
      ["confirmed", ["confirmed", "confirmed"]],
    ]);
  });
});
