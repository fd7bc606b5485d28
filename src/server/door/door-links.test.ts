import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ActivityLine } from "../../contract/activity.ts";
import {
  checkInMessages,
  type DoorGuest,
  type DoorOutcome,
  type DoorSummary,
} from "../../contract/check-in.ts";
import { type DoorLink, doorLinkMessages, type NewDoorLink } from "../../contract/door-links.ts";
import type { CurrentUser } from "../../contract/session.ts";
import { createCheckInService } from "../check-in/service.ts";
import { doorLinks, events } from "../db/schema.ts";
import {
  addGuest,
  attendingGuest,
  errorOf,
  host,
  checkIn as hostCheckIn,
  door as hostDoor,
  newEvent,
  passOnPage,
  reply,
  startDoorApp,
  t,
} from "../test/check-in-setup.ts";
import { eventually } from "../test/eventually.ts";
import { readEvents } from "../test/read-events.ts";
import { readQr } from "../test/read-qr.ts";
import { signUp } from "../test/test-app.ts";

// Door links against the real app: the host makes, lists and revokes them; someone without an
// account runs the door with one, and never sees an e-mail or a phone number.

startDoorApp();

const linksOf = (eventId: string) => `/api/events/${eventId}/door-links`;

async function makeLink(eventId: string, label = "Front gate"): Promise<NewDoorLink & { secret: string }> {
  const res = await t.request(linksOf(eventId), { cookie: host.cookie, json: { label } });
  expect(res.status).toBe(201);
  const made = (await res.json()) as NewDoorLink;
  return { ...made, secret: made.url.split("/door/")[1] };
}

const list = async (eventId: string) =>
  ((await (await t.request(linksOf(eventId), { cookie: host.cookie })).json()) as { items: DoorLink[] })
    .items;

const revoke = (eventId: string, linkId: string) =>
  t.request(`${linksOf(eventId)}/${linkId}/revoke`, { method: "POST", cookie: host.cookie });

/** A door link's request, without any session: whoever holds the link. */
const byLink = (secret: string, rest = "", json?: unknown) =>
  t.request(`/api/door/${secret}${rest}`, { json });

/** Every key anywhere in a JSON value. */
function keysIn(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysIn(v, into);
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysIn(v, into);
    }
  }
  return into;
}

describe("the host's door links", () => {
  it("makes a link shown once as an address and a QR code, lists it and revokes it at once", async () => {
    const eventId = await newEvent(); // 2034-02-14 19:00, Asia/Kolkata
    const made = await makeLink(eventId, "Front gate");
    expect(made.url).toMatch(new RegExp(`^${t.config.publicUrl}/door/[A-Za-z0-9_-]{43}$`));
    expect(await readQr(made.qrSvg)).toBe(made.url);
    // The end of the day after the event on the event's clocks: midnight starting 16 February in India.
    expect(made.link).toMatchObject({ label: "Front gate", state: "active", revokedAt: null });
    expect(made.link.expiresAt).toBe("2034-02-15T18:30:00.000Z");

    // Only the secret's hash is kept; the list never shows an address.
    const [row] = await t.db.select().from(doorLinks).where(eq(doorLinks.id, made.link.id));
    expect(row.tokenHash).not.toContain(made.secret);
    expect(JSON.stringify(row)).not.toContain(made.secret);
    const listed = await list(eventId);
    expect(listed).toEqual([made.link]);
    expect(JSON.stringify(listed)).not.toContain(made.secret);

    expect((await byLink(made.secret)).status).toBe(200);
    expect((await revoke(eventId, made.link.id)).status).toBe(204);
    // Refused on the very next request, with words for the person at the door.
    const after = await byLink(made.secret);
    expect(after.status).toBe(410);
    expect(await errorOf(after)).toBe(doorLinkMessages.gone);
    const [revoked] = await list(eventId);
    expect(revoked.state).toBe("revoked");
    expect(revoked.revokedAt).not.toBeNull();
  });

  it("refuses a link after its expiry, and a new link for an event that is over", async () => {
    const eventId = await newEvent();
    const made = await makeLink(eventId);
    // The clock moved past the end of the day after the event.
    await t.db
      .update(doorLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(doorLinks.id, made.link.id));
    const res = await byLink(made.secret, "/guest-list");
    expect(res.status).toBe(410);
    expect(await errorOf(res)).toBe(doorLinkMessages.gone);
    expect((await list(eventId))[0].state).toBe("expired");

    // An event whose day is long gone (moved there after its package was bought).
    const past = await newEvent();
    await t.db.update(events).set({ date: "2020-01-01" }).where(eq(events.id, past));
    // The server keeps event rows until the database announces a change; on PostgreSQL the notice
    // arrives a moment after the update, so wait for the server to read the new date.
    await eventually(
      async () =>
        ((await (await t.request(`/api/events/${past}`, { cookie: host.cookie })).json()) as { date: string })
          .date === "2020-01-01",
    );
    const over = await t.request(linksOf(past), { cookie: host.cookie, json: { label: "Late" } });
    expect(over.status).toBe(400);
    expect(await errorOf(over)).toBe(doorLinkMessages.eventOver);
  });

  it("answers an unknown or malformed link with 404 and the same words", async () => {
    for (const secret of [randomBytes(32).toString("base64url"), "short", "x".repeat(90)]) {
      const res = await byLink(secret);
      expect(res.status, secret).toBe(404);
      expect(await errorOf(res)).toBe(doorLinkMessages.gone);
    }
  });

  it("lets only the host make, list and revoke links; another host's link id is not found", async () => {
    const eventId = await newEvent();
    const other = await signUp(t, `other-${randomUUID()}@example.com`, "Other");
    expect((await t.request(linksOf(eventId), { cookie: other.cookie })).status).toBe(403);
    expect((await t.request(linksOf(eventId), { cookie: other.cookie, json: { label: "x" } })).status).toBe(
      403,
    );
    const made = await makeLink(eventId);
    const res = await t.request(`${linksOf(eventId)}/${made.link.id}/revoke`, {
      method: "POST",
      cookie: other.cookie,
    });
    expect(res.status).toBe(403);
    const elsewhere = await newEvent();
    expect((await revoke(elsewhere, made.link.id)).status).toBe(404);
    expect((await byLink(made.secret)).status).toBe(200);
    // A label is required.
    const blank = await t.request(linksOf(eventId), { cookie: host.cookie, json: { label: "  " } });
    expect(blank.status).toBe(400);
    expect(await errorOf(blank)).toBe(doorLinkMessages.labelRequired);
  });

  it("needs the check-in tool of the event's package", async () => {
    const eventId = await newEvent(null);
    const res = await t.request(linksOf(eventId), { cookie: host.cookie, json: { label: "Gate" } });
    expect(res.status).toBe(403);
  });
});

describe("the door by link", () => {
  it("checks in, undoes and adds walk-ins without an account, and another door hears of it live", async () => {
    const eventId = await newEvent();
    const g = await attendingGuest(eventId, ["Asha"]);
    const { secret } = await makeLink(eventId);

    // The host's door mode listens while the link checks the guest in.
    const stream = await t.request(`${hostDoor(eventId)}/stream`, { cookie: host.cookie });
    const actionId = randomUUID();
    let outcome: DoorOutcome | undefined;
    const seen = await readEvents(stream, ["ready", "arrivals"], {
      onReady: async () => {
        const res = await byLink(secret, "/arrivals", { actionId, guestId: g.id, party: 2 });
        expect(res.status).toBe(200);
        outcome = (await res.json()) as DoorOutcome;
      },
    });
    expect(seen).toEqual(["ready", "arrivals"]);
    expect(outcome).toMatchObject({ outcome: "checked_in", guest: { id: g.id, checkedIn: { party: 2 } } });

    // The same action id again (the offline queue replaying) is applied once.
    const replay = (await (
      await byLink(secret, "/arrivals", { actionId, guestId: g.id, party: 2 })
    ).json()) as DoorOutcome;
    expect(replay.outcome).toBe("checked_in");
    const summary = (await (await byLink(secret)).json()) as DoorSummary;
    expect(summary).toMatchObject({ eventId, arrived: 2, arrivedGuests: 1, expected: 2 });

    // The link's own stream hears the host's door.
    const linkStream = await byLink(secret, "/stream");
    const other = await attendingGuest(eventId);
    const heard = await readEvents(linkStream, ["ready", "arrivals"], {
      onReady: () => hostCheckIn(eventId, other.id, 1),
    });
    expect(heard).toEqual(["ready", "arrivals"]);

    const undone = (await (
      await byLink(secret, "/undo", { actionId: randomUUID(), guestId: g.id })
    ).json()) as DoorOutcome;
    expect(undone.outcome).toBe("undone");
    const walkIn = await byLink(secret, "/walk-ins", { actionId: randomUUID(), name: "Ravi", party: 3 });
    expect(walkIn.status).toBe(200);
    expect(((await walkIn.json()) as DoorOutcome).message).toBe(checkInMessages.walkedIn("Ravi", 3));
  });

  it("never answers with an e-mail or a phone number, and finds guests by name only", async () => {
    const eventId = await newEvent();
    const phone = "+91 98765 43210";
    const g = await addGuest(eventId, { name: "Meera Iyer", phone, category: "vip" });
    expect((await reply(g.token, "attending", ["Kavi"])).status).toBe(200);
    const code = (await passOnPage(g.token))!;
    const { secret } = await makeLink(eventId);

    const answers: unknown[] = [];
    const read = async (res: Response) => {
      expect(res.status).toBe(200);
      const text = await res.text();
      // Neither the values…
      expect(text).not.toContain(g.email);
      expect(text).not.toContain("98765");
      const body = JSON.parse(text);
      answers.push(body);
      return body;
    };
    const scanned = (await read(await byLink(secret, "/scan", { code }))) as DoorGuest;
    expect(scanned).toMatchObject({ name: "Meera Iyer", vip: true, partySize: 2, checkedIn: null });
    await read(await byLink(secret, "/arrivals", { actionId: randomUUID(), guestId: g.id, party: 2 }));
    const summary = (await read(await byLink(secret))) as DoorSummary;
    expect(summary.recent.map((r) => r.name)).toEqual(["Meera Iyer"]);
    const byName = (await read(await byLink(secret, "/guests?q=meera"))) as { items: DoorGuest[] };
    expect(byName.items.map((i) => i.id)).toEqual([g.id]);
    await read(await byLink(secret, "/guest-list"));
    await read(await byLink(secret, "/undo", { actionId: randomUUID(), guestId: g.id }));
    await read(await byLink(secret, "/walk-ins", { actionId: randomUUID(), name: "Walk-in", party: 1 }));
    // …nor the fields, anywhere in any answer.
    for (const answer of answers) {
      const keys = keysIn(answer);
      expect([...keys].filter((k) => /email|phone/i.test(k))).toEqual([]);
    }

    // A search by e-mail or phone finds nothing through a link (it would tell who has which);
    // the host's own door still finds them.
    for (const q of [g.email, "98765", "example.com"]) {
      const found = (await read(await byLink(secret, `/guests?q=${encodeURIComponent(q)}`))) as {
        items: DoorGuest[];
      };
      expect(found.items, q).toEqual([]);
    }
    const hostFound = await t.request(`${hostDoor(eventId)}/guests?q=98765`, { cookie: host.cookie });
    expect(((await hostFound.json()) as { items: DoorGuest[] }).items.map((i) => i.id)).toEqual([g.id]);
  });

  it("cannot touch another event: its guests, its passes", async () => {
    const a = await newEvent();
    const b = await newEvent();
    const { secret } = await makeLink(a);
    const bGuest = await attendingGuest(b);
    const bCode = (await passOnPage(bGuest.token))!;

    const arrival = await byLink(secret, "/arrivals", {
      actionId: randomUUID(),
      guestId: bGuest.id,
      party: 1,
    });
    expect(arrival.status).toBe(404);
    expect(await errorOf(arrival)).toBe(checkInMessages.guestGone);
    const undo = await byLink(secret, "/undo", { actionId: randomUUID(), guestId: bGuest.id });
    expect(undo.status).toBe(404);
    const scan = await byLink(secret, "/scan", { code: bCode });
    expect(scan.status).toBe(404);
    expect(await errorOf(scan)).toBe(checkInMessages.unknownPass);
    const list = (await (await byLink(secret, "/guest-list")).json()) as { items: DoorGuest[] };
    expect(list.items.map((i) => i.id)).not.toContain(bGuest.id);
    // Nothing happened at B's door.
    const bSummary = (await (await t.request(hostDoor(b), { cookie: host.cookie })).json()) as DoorSummary;
    expect(bSummary.arrived).toBe(0);
  });

  it("refuses a revoked link's next write and its stream at once", async () => {
    const eventId = await newEvent();
    const g = await attendingGuest(eventId);
    const made = await makeLink(eventId);
    expect((await revoke(eventId, made.link.id)).status).toBe(204);
    const res = await byLink(made.secret, "/arrivals", { actionId: randomUUID(), guestId: g.id, party: 1 });
    expect(res.status).toBe(410);
    expect(await errorOf(res)).toBe(doorLinkMessages.gone);
    expect((await byLink(made.secret, "/stream")).status).toBe(410);
    // A bad body is refused as the link is, first.
    const bad = await t.app.request(`/api/door/${made.secret}/arrivals`, {
      method: "POST",
      headers: { origin: t.config.publicUrl, "content-type": "application/json" },
      body: "[0]",
    });
    expect(bad.status).toBe(410);
  });
});

describe("door staff with an account", () => {
  it("run the door with a link's redacted view once the event's people say they are door staff", async () => {
    const eventId = await newEvent();
    const g = await addGuest(eventId, { name: "Zoya Khan", phone: "+91 90000 11111" });
    expect((await reply(g.token, "attending")).status).toBe(200);
    const account = await signUp(t, `door-staff-${randomUUID()}@example.com`, "Door Staff");
    const stranger = await signUp(t, `stranger-${randomUUID()}@example.com`, "Stranger");
    const as = (u: { id: string; email: string }): CurrentUser => ({
      id: u.id,
      email: u.email,
      name: "Door Staff",
      image: null,
      emailVerified: true,
      isAdmin: false,
    });
    // The check-in service as the app wires it, with the people feature's answer standing in for
    // `people.roleOn(actor, eventId) === "door"` (issue 35's co-hosts work).
    const { db, realtime, services } = t;
    const checkIn = createCheckInService({
      db,
      realtime,
      events: services.events,
      guests: services.guests,
      payments: services.payments,
      isDoorStaff: async (actor, id) => actor.id === account.id && id === eventId,
    });
    const staff = as(account);
    // The door's counter tells the page who asks: door staff get the door alone, as a link does.
    expect(await checkIn.summary(staff, eventId)).toMatchObject({ expected: 1, view: "door" });
    expect(await checkIn.summary(as(host), eventId)).toMatchObject({ view: "host" });
    const { link: counterLink } = await makeLink(eventId, "Counter");
    expect(
      await checkIn.byLink({ linkId: counterLink.id, eventId, label: counterLink.label }).summary(),
    ).toMatchObject({ view: "door", date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect((await checkIn.search(staff, eventId, "zoya")).map((x) => x.id)).toEqual([g.id]);
    expect(await checkIn.search(staff, eventId, "90000")).toEqual([]);
    expect(await checkIn.search(staff, eventId, g.email)).toEqual([]);
    const arrival = await checkIn.checkIn(staff, eventId, {
      actionId: randomUUID(),
      guestId: g.id,
      party: 1,
    });
    expect(arrival.outcome).toBe("checked_in");
    expect([...keysIn(arrival)].filter((k) => /email|phone/i.test(k))).toEqual([]);
    // Who did it, for the activity list: the account; through a link, the link by its label.
    const { link } = await makeLink(eventId, "Side gate");
    await checkIn
      .byLink({ linkId: link.id, eventId, label: link.label })
      .undo({ actionId: randomUUID(), guestId: g.id });
    const activity = await t.request(`/api/events/${eventId}/activity`, { cookie: host.cookie });
    const lines = ((await activity.json()) as { items: ActivityLine[] }).items;
    const atTheDoor = lines.filter((l) => l.action === "checked_in" || l.action === "check_in_undone");
    expect(atTheDoor.map((l) => [l.actorName, l.action, l.subject])).toEqual([
      ["Door link: Side gate", "check_in_undone", "Zoya Khan"],
      ["Door Staff", "checked_in", "Zoya Khan"],
    ]);
    const release = await checkIn.openStream(staff, eventId);
    release();
    // Not the host's rights: no pass cancelling; and nobody else's door.
    await expect(checkIn.revokePass(staff, eventId, g.id)).rejects.toMatchObject({ code: "forbidden" });
    await expect(checkIn.summary(as(stranger), eventId)).rejects.toMatchObject({ code: "forbidden" });
    await expect(checkIn.summary(staff, await newEvent())).rejects.toMatchObject({ code: "forbidden" });
  });
});
