import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Guest } from "../../contract/guests.ts";
import { rsvpMessages } from "../../contract/rsvp-messages.ts";
import { createLogger } from "../logger.ts";
import { createMailer } from "../mail/mailer.ts";
import { deleteAccount } from "../test/delete-account.ts";
import { sharedLinkInvitation } from "../test/invitation-fixtures.ts";
import { createEvent } from "../test/new-event.ts";
import { createTestApp, signUp, type TestApp } from "../test/test-app.ts";
import { createCancellationMailer } from "./cancellation-mail.ts";
import { cancellationMails, cancelledEvents } from "./tables.ts";

// A host who deletes their account asks to be forgotten: the notices left for their deleted events
// (so an old guest link says "cancelled") keep no title and nothing that leads back to them.

type Host = Awaited<ReturnType<typeof signUp>>;
let t: TestApp;

beforeAll(async () => {
  // No workers: cancellation mails wait in their table until a test sends them.
  t = await createTestApp({}, { web: true });
});
afterAll(async () => {
  await t.close();
});

/** A public event of `host` with one guest who replied, and a shared link invitation. */
async function eventOf(host: Host, title: string) {
  const event = await createEvent(t, host.cookie, {
    title,
    description: "A gathering with enough words.",
    date: "2031-03-09",
    time: "18:00",
    location: "Jaipur",
  });
  const guest = (await (
    await t.request(`/api/events/${event.id}/guests`, {
      cookie: host.cookie,
      json: { name: "Tara Guest", email: `tara.${event.id.slice(0, 8)}@example.com`, status: "confirmed" },
    })
  ).json()) as Guest;
  const inv = await sharedLinkInvitation(t, host, event.id, [guest.id]);
  return { id: event.id, token: guest.rsvpPath.split("/").pop()!, code: inv.uniqueCode };
}

const deleteEvent = (host: Host, id: string, notifyGuests = false) =>
  t.request(`/api/events/${id}${notifyGuests ? "?notifyGuests=true" : ""}`, {
    method: "DELETE",
    cookie: host.cookie,
  });

const messageOf = async (res: Response) =>
  ((await res.json()) as { error: { message: string } }).error.message;

describe("a host who deletes their account", () => {
  it("leaves notices of its cancelled events without title or host; old links and pages still say cancelled", async () => {
    const host = await signUp(t, "lalita.leaving@example.com", "Lalita Leaving");
    const other = await signUp(t, "sita.staying@example.com", "Sita Staying");
    // One event the host deleted before leaving, one still there when the account goes.
    const earlier = await eventOf(host, "Lalita's Secret Sangeet");
    expect((await deleteEvent(host, earlier.id)).status).toBe(204);
    const still = await eventOf(host, "Lalita's Farewell Brunch");
    // Another host's cancelled event keeps its title: only the leaving account is forgotten.
    const theirs = await eventOf(other, "Sita's Holi Party");
    expect((await deleteEvent(other, theirs.id)).status).toBe(204);

    await deleteAccount(t, host);

    const rows = await t.db
      .select()
      .from(cancelledEvents)
      .where(inArray(cancelledEvents.id, [earlier.id, still.id, theirs.id]));
    const kept = (id: string) => rows.find((r) => r.id === id);
    expect(kept(earlier.id)).toMatchObject({ title: null, date: null, hostId: null });
    expect(kept(still.id)).toMatchObject({ title: null, date: null, hostId: null });
    expect(kept(theirs.id)).toMatchObject({ title: "Sita's Holi Party", hostId: other.id });
    const everything = JSON.stringify(await t.db.select().from(cancelledEvents));
    for (const trace of ["Lalita", host.id, host.email]) expect(everything).not.toContain(trace);

    const cancelled = rsvpMessages.cancelled(null);
    expect(cancelled).toBe("This event has been cancelled by its host.");
    for (const e of [earlier, still]) {
      for (const url of [`/api/rsvp/${e.token}`, `/api/invite/${e.code}`, `/api/events/${e.id}`]) {
        const res = await t.request(url);
        expect(res.status, url).toBe(410);
        expect(await messageOf(res), url).toBe(cancelled);
      }
      // The guest pages, as a phone without script opens them from an old message.
      for (const url of [`/events/${e.id}`, `/rsvp/${e.token}`, `/invite/${e.code}`]) {
        const page = await t.request(url);
        expect(page.status, url).toBe(410);
        const html = await page.text();
        expect(html, url).toContain(cancelled);
        expect(html, url).not.toContain("Lalita");
      }
    }
    expect(await messageOf(await t.request(`/api/rsvp/${theirs.token}`))).toBe(
      rsvpMessages.cancelled("Sita's Holi Party"),
    );
  });

  it("drops the cancellation mails still waiting, which would name the host and the event", async () => {
    const host = await signUp(t, "mira.hasty@example.com", "Mira Hasty");
    const e = await eventOf(host, "Mira's Sudden Mehendi");
    expect((await deleteEvent(host, e.id, true)).status).toBe(204);
    expect(
      await t.db
        .select()
        .from(cancellationMails)
        .where(inArray(cancellationMails.cancelledEventId, [e.id])),
    ).toHaveLength(1);
    await deleteAccount(t, host);

    // The queued job runs after the account is gone: nothing is sent, and the addresses go.
    const before = (await t.outbox()).length;
    const log = createLogger("silent");
    const mailer = createMailer({ from: t.config.mailFrom, dataDir: t.dataDir, log });
    await createCancellationMailer({ db: t.db, mailer, log }).deliver({
      cancelledEventId: e.id,
      hostName: "Mira Hasty",
      when: "Sunday, March 9, 2031 at 18:00",
    });
    expect((await t.outbox()).length).toBe(before);
    expect(
      await t.db
        .select()
        .from(cancellationMails)
        .where(inArray(cancellationMails.cancelledEventId, [e.id])),
    ).toEqual([]);
  });
});
