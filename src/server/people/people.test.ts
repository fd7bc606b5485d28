import { describe, expect, it } from "vitest";
import type { HostEvent } from "../../contract/events.ts";
import type { PeopleList, PlaceInvitation } from "../../contract/people.ts";
import { buyPackage } from "../test/buy-package.ts";
import { host, startHostApp, t } from "../test/host-app-setup.ts";
import { createEvent } from "../test/new-event.ts";
import { invitePerson, joinEvent } from "../test/people.ts";
import { signUp } from "../test/test-app.ts";

// An event's people (issue 35): invitations by e-mail, accepting with the invited address only,
// removal and leaving taking effect at once, the hand-over, the owner's plan for every limit, and
// each co-host's own e-mail switches.

startHostApp({ FREE_GUEST_LIMIT: "3" });

let n = 0;
const newEvent = async (cookie = host.cookie) =>
  (
    await createEvent(t, cookie, {
      title: `Sangeet ${++n}`,
      description: "Music, dance and the families together.",
      date: "2034-05-01",
      time: "18:00",
      location: "Jaipur",
      isPublic: false,
    })
  ).id;

const addGuest = (eventId: string, cookie: string) =>
  t.request(`/api/events/${eventId}/guests`, {
    cookie,
    json: { name: `Guest ${++n}`, email: `guest${n}@example.com`, status: "invited" },
  });

const message = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

/** A new account, and a co-host's place on the event for it. */
async function cohostOn(eventId: string, name = "Meera") {
  const account = await signUp(t, `${name.toLowerCase()}${++n}@example.com`, name);
  const personId = await joinEvent(t, host.cookie, eventId, account);
  return { ...account, personId };
}

describe("invitations", () => {
  it("mails a link; only the invited address accepts it, and the event is then shared with it", async () => {
    const eventId = await newEvent();
    const meera = await signUp(t, "meera@example.com", "Meera");
    const stranger = await signUp(t, "stranger@example.com", "Stranger");
    // The address is compared lower-cased, as it is stored.
    const { token } = await invitePerson(t, host.cookie, eventId, "Meera@Example.com");
    const mail = (await t.outbox()).find(
      (m) => m.to === "meera@example.com" && m.subject.includes("help run"),
    );
    expect(mail?.subject).toBe(`Host invited you to help run Sangeet ${n}`);
    expect(mail?.text).toContain(`/dashboard/join/${token}`);

    const list = (await (
      await t.request(`/api/events/${eventId}/people`, { cookie: host.cookie })
    ).json()) as PeopleList;
    expect(list.items).toMatchObject([
      { email: "meera@example.com", role: "cohost", status: "pending", name: null },
    ]);

    // Someone else signed in reads the invitation, is told it is not theirs, and cannot take it.
    const seen = (await (
      await t.request(`/api/people/invitations/${token}`, { cookie: stranger.cookie })
    ).json()) as PlaceInvitation;
    expect(seen).toMatchObject({ eventId, hostName: "Host", emailMatches: false, status: "pending" });
    const refused = await t.request(`/api/people/invitations/${token}/accept`, {
      method: "POST",
      cookie: stranger.cookie,
    });
    expect(refused.status).toBe(403);
    expect(await message(refused)).toBe(
      "This invitation is for meera@example.com, but you are signed in as stranger@example.com. Sign in with meera@example.com to accept it.",
    );
    expect((await t.request(`/api/events/${eventId}`, { cookie: stranger.cookie })).status).toBe(403);

    const accepted = await t.request(`/api/people/invitations/${token}/accept`, {
      method: "POST",
      cookie: meera.cookie,
    });
    expect(accepted.status).toBe(200);
    const mine = (await (await t.request("/api/events/mine", { cookie: meera.cookie })).json()) as {
      items: HostEvent[];
    };
    expect(mine.items).toEqual([
      expect.objectContaining({
        id: eventId,
        role: "cohost",
        isOwner: false,
        hostName: "Host",
        replies: expect.any(Object),
      }),
    ]);
    // A second accept is the same place; the link taken, nobody else may use it.
    expect(
      (await t.request(`/api/people/invitations/${token}/accept`, { method: "POST", cookie: meera.cookie }))
        .status,
    ).toBe(200);
    expect(
      (
        await t.request(`/api/people/invitations/${token}/accept`, {
          method: "POST",
          cookie: stranger.cookie,
        })
      ).status,
    ).toBe(409);
    const after = (await (
      await t.request(`/api/events/${eventId}/people`, { cookie: host.cookie })
    ).json()) as PeopleList;
    expect(after.items).toMatchObject([{ name: "Meera", status: "accepted" }]);
  });

  it("a new invitation to a pending address replaces its link; an accepted one is refused", async () => {
    const eventId = await newEvent();
    const first = await invitePerson(t, host.cookie, eventId, "twice@example.com", "door");
    const second = await invitePerson(t, host.cookie, eventId, "twice@example.com", "door");
    expect(second.personId).toBe(first.personId);
    expect((await t.request(`/api/people/invitations/${first.token}`, { cookie: host.cookie })).status).toBe(
      404,
    );
    const meera = await cohostOn(eventId);
    const again = await t.request(`/api/events/${eventId}/people`, {
      cookie: host.cookie,
      json: { email: meera.email, role: "cohost" },
    });
    expect(again.status).toBe(409);
    const self = await t.request(`/api/events/${eventId}/people`, {
      cookie: host.cookie,
      json: { email: host.email, role: "cohost" },
    });
    expect(self.status).toBe(400);
  });
});

describe("what a co-host may do", () => {
  it("runs the event (details, guests) but neither deletes it, pays for it, nor manages its people", async () => {
    const eventId = await newEvent();
    const meera = await cohostOn(eventId);
    const guest = (await (await addGuest(eventId, host.cookie)).json()) as { id: string };
    const edited = await t.request(`/api/guests/${guest.id}`, {
      method: "PUT",
      cookie: meera.cookie,
      json: { name: "Renamed by the co-host", email: "renamed@example.com", status: "confirmed" },
    });
    expect(edited.status).toBe(200);
    expect((await t.request(`/api/events/${eventId}`, { cookie: meera.cookie })).status).toBe(200);
    expect(
      (await t.request(`/api/events/${eventId}`, { method: "DELETE", cookie: meera.cookie })).status,
    ).toBe(403);
    const order = await t.request("/api/payments/orders", {
      cookie: meera.cookie,
      json: { packageId: "basic", eventId },
    });
    expect(order.status).toBe(403);
    expect((await t.request(`/api/events/${eventId}/people`, { cookie: meera.cookie })).status).toBe(403);
    const invite = await t.request(`/api/events/${eventId}/people`, {
      cookie: meera.cookie,
      json: { email: "friend@example.com", role: "cohost" },
    });
    expect(invite.status).toBe(403);
  });

  it("fills the owner's plan: the event's limit holds for a co-host, and the owner's purchase lifts it", async () => {
    const eventId = await newEvent();
    const meera = await cohostOn(eventId);
    for (let i = 0; i < 3; i++) expect((await addGuest(eventId, meera.cookie)).status).toBe(201);
    expect((await addGuest(eventId, meera.cookie)).status).toBe(403);
    // A package the co-host bought for an event of their own changes nothing here.
    await buyPackage(t, meera.cookie, await newEvent(meera.cookie), "premium");
    expect((await addGuest(eventId, meera.cookie)).status).toBe(403);
    await buyPackage(t, host.cookie, eventId, "basic");
    expect((await addGuest(eventId, meera.cookie)).status).toBe(201);
  });
});

describe("taking a place away", () => {
  it("the owner's removal refuses the co-host's very next request", async () => {
    const eventId = await newEvent();
    const meera = await cohostOn(eventId);
    expect((await t.request(`/api/events/${eventId}/guests`, { cookie: meera.cookie })).status).toBe(200);
    const removed = await t.request(`/api/events/${eventId}/people/${meera.personId}`, {
      method: "DELETE",
      cookie: host.cookie,
    });
    expect(removed.status).toBe(204);
    expect((await t.request(`/api/events/${eventId}/guests`, { cookie: meera.cookie })).status).toBe(403);
    const mine = (await (await t.request("/api/events/mine", { cookie: meera.cookie })).json()) as {
      items: HostEvent[];
    };
    expect(mine.items.map((e) => e.id)).not.toContain(eventId);
  });

  it("a co-host leaves on their own; the owner cannot leave their event", async () => {
    const eventId = await newEvent();
    const meera = await cohostOn(eventId);
    // Seen once, so that My Events is kept: leaving must refresh it.
    expect(
      (
        (await (await t.request("/api/events/mine", { cookie: meera.cookie })).json()) as {
          items: HostEvent[];
        }
      ).items,
    ).toHaveLength(1);
    expect(
      (await t.request(`/api/events/${eventId}/my-place`, { method: "DELETE", cookie: meera.cookie })).status,
    ).toBe(204);
    expect((await t.request(`/api/events/${eventId}`, { cookie: meera.cookie })).status).toBe(403);
    expect(
      (
        (await (await t.request("/api/events/mine", { cookie: meera.cookie })).json()) as {
          items: HostEvent[];
        }
      ).items,
    ).toEqual([]);
    expect(
      (await t.request(`/api/events/${eventId}/my-place`, { method: "DELETE", cookie: host.cookie })).status,
    ).toBe(403);
  });
});

describe("hand-over", () => {
  it("makes the co-host the owner and the owner a co-host; payments stay with their payer", async () => {
    const eventId = await newEvent();
    const meera = await cohostOn(eventId);
    const earlier = await buyPackage(t, host.cookie, eventId, "basic");
    const handed = await t.request(`/api/events/${eventId}/hand-over`, {
      cookie: host.cookie,
      json: { personId: meera.personId },
    });
    expect(handed.status).toBe(200);
    expect(await handed.json()).toMatchObject({
      id: eventId,
      isOwner: false,
      role: "cohost",
      createdBy: meera.id,
    });

    // The old owner runs it still, as a co-host: no delete, no people, no payments for it.
    expect((await t.request(`/api/events/${eventId}/guests`, { cookie: host.cookie })).status).toBe(200);
    expect(
      (await t.request(`/api/events/${eventId}`, { method: "DELETE", cookie: host.cookie })).status,
    ).toBe(403);
    expect((await t.request(`/api/events/${eventId}/people`, { cookie: host.cookie })).status).toBe(403);
    const people = (await (
      await t.request(`/api/events/${eventId}/people`, { cookie: meera.cookie })
    ).json()) as PeopleList;
    expect(people.owner.name).toBe("Meera");
    expect(people.items).toMatchObject([{ email: host.email, role: "cohost", status: "accepted" }]);

    // The new owner pays for what comes next; the earlier payment is still the old owner's.
    await buyPackage(t, meera.cookie, eventId, "premium");
    const history = async (cookie: string) =>
      (
        (await (await t.request("/api/payments", { cookie })).json()) as {
          payments: { id: string; eventId: string }[];
        }
      ).payments;
    expect((await history(host.cookie)).map((p) => p.id)).toContain(earlier);
    expect((await history(meera.cookie)).map((p) => p.id)).not.toContain(earlier);
    expect((await t.request(`/api/payments/${earlier}/receipt`, { cookie: meera.cookie })).status).toBe(403);
  });

  it("goes only to an accepted co-host", async () => {
    const eventId = await newEvent();
    const { personId } = await invitePerson(t, host.cookie, eventId, "pending@example.com");
    const res = await t.request(`/api/events/${eventId}/hand-over`, {
      cookie: host.cookie,
      json: { personId },
    });
    expect(res.status).toBe(409);
  });
});

describe("notifications per person", () => {
  it("a reply's notice goes to the owner and to each co-host whose switch is on", async () => {
    const eventId = await newEvent();
    const meera = await cohostOn(eventId, "Meera");
    const ravi = await cohostOn(eventId, "Ravi");
    const door = await signUp(t, `door${++n}@example.com`, "Door");
    await joinEvent(t, host.cookie, eventId, door, "door");
    // Ravi turns replies off for this event; door staff get no host mail at all.
    const off = await t.request(`/api/events/${eventId}/my-place`, {
      method: "PUT",
      cookie: ravi.cookie,
      json: { notifyReplies: false },
    });
    expect(await off.json()).toMatchObject({ role: "cohost", notifyReplies: false, notifyReminders: true });
    expect(
      (
        await t.request(`/api/events/${eventId}/my-place`, {
          method: "PUT",
          cookie: door.cookie,
          json: { notifyReplies: true },
        })
      ).status,
    ).toBe(403);

    const guest = (await (await addGuest(eventId, host.cookie)).json()) as { name: string; rsvpPath: string };
    const before = (await t.outbox()).length;
    const reply = await t.request(`/api/rsvp/${guest.rsvpPath.split("/").pop()}`, {
      method: "PUT",
      json: { response: "attending" },
    });
    expect(reply.status).toBe(200);
    const notices = (await t.outbox()).slice(before).filter((m) => m.subject.startsWith(guest.name));
    expect(notices.map((m) => m.to).sort()).toEqual([host.email, meera.email].sort());
    const meeras = notices.find((m) => m.to === meera.email)!;
    expect(meeras.text).toContain("are on for you on this event");
    expect(meeras.text).toContain(`/dashboard/events/${eventId}/people`);
    expect(notices.find((m) => m.to === host.email)!.text).toContain("are on in your profile");
  });
});
