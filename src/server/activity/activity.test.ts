import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { type ActivityLine, type ActivityPage, activitySentence } from "../../contract/activity.ts";
import type { Guest } from "../../contract/guests.ts";
import type { CurrentUser } from "../../contract/session.ts";
import {
  addGuest,
  checkIn,
  door,
  host,
  newEvent,
  reply,
  startDoorApp,
  t,
  undo,
} from "../test/check-in-setup.ts";
import { deleteAccount } from "../test/delete-account.ts";
import { importCsvAs } from "../test/guest-import.ts";
import { customTemplate, draft } from "../test/invitation-fixtures.ts";
import { fileForm, pngImage } from "../test/sample-images.ts";
import { signUp, signUpAdmin } from "../test/test-app.ts";
import { activity } from "./service.ts";

// Who did what (issue 35, item 4): each change an event's managers make leaves one line, in the
// change's own transaction, read newest first by whoever manages the event.

startDoorApp();

let other: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  other = await signUp(t, "someone-else@example.com", "Someone Else");
  admin = await signUpAdmin(t, "admin@example.com");
});

const activityOf = async (eventId: string, page = 1, cookie = host.cookie) => {
  const res = await t.request(`/api/events/${eventId}/activity?page=${page}`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as ActivityPage;
};
/** The event's lines as the host reads them: "who what", newest first. */
const said = async (eventId: string) =>
  (await activityOf(eventId)).items.map((l) => `${l.actorName} ${activitySentence(l)}`);

const editGuest = (g: Guest, over: Record<string, unknown>, unchangedSince?: string) =>
  t.request(`/api/guests/${g.id}`, {
    method: "PUT",
    cookie: host.cookie,
    json: { name: g.name, email: g.email, status: g.status, ...over },
    headers: unchangedSince ? { "if-match": `"${unchangedSince}"` } : {},
  });
const guestById = async (id: string) =>
  (await (await t.request(`/api/guests/${id}`, { cookie: host.cookie })).json()) as Guest;

describe("activity", () => {
  it("names the host for each guest added, edited and removed, newest first, with names only", async () => {
    const eventId = await newEvent(null);
    const asha = await addGuest(eventId, { name: "Asha Rao", phone: "+91 98450 00001" });
    const ravi = await addGuest(eventId, { name: "Ravi" });
    const meera = await addGuest(eventId, { name: "Meera" });
    expect((await editGuest(await guestById(asha.id), { name: "Asha R. Rao" })).status).toBe(200);
    expect(
      (await t.request(`/api/guests/${ravi.id}`, { method: "DELETE", cookie: host.cookie })).status,
    ).toBe(204);
    const both = await t.request(`/api/events/${eventId}/guests/delete`, {
      cookie: host.cookie,
      json: { ids: [asha.id, meera.id] },
    });
    expect(await both.json()).toEqual({ removed: 2 });
    expect(await said(eventId)).toEqual([
      "Door Host removed 2 guests",
      "Door Host removed guest Ravi",
      "Door Host edited guest Asha R. Rao",
      "Door Host added guest Meera",
      "Door Host added guest Ravi",
      "Door Host added guest Asha Rao",
    ]);
    // Guests appear by name alone: no e-mail or phone of theirs is in the answer.
    const raw = JSON.stringify(await activityOf(eventId));
    expect(raw).not.toContain("@example.com");
    expect(raw).not.toContain("98450");
  });

  it("records a change that failed as nothing at all", async () => {
    const eventId = await newEvent();
    const g = await addGuest(eventId, { name: "Kiran" });
    const before = await said(eventId);
    // A second guest with the same e-mail: refused, rolled back.
    const dup = await t.request(`/api/events/${eventId}/guests`, {
      cookie: host.cookie,
      json: { name: "Kiran Again", email: g.email, status: "invited" },
    });
    expect(dup.status).toBe(409);
    // An edit made to an older copy of the guest: refused inside its transaction.
    const guest = await guestById(g.id);
    expect((await editGuest(guest, { name: "Kiran K" })).status).toBe(200);
    expect((await editGuest(guest, { name: "Kiran Stale" }, guest.updatedAt)).status).toBe(409);
    // A party larger than the guest may bring, and a venue that is not there to delete.
    const tooMany = await t.request(`${door(eventId)}/arrivals`, {
      cookie: host.cookie,
      json: { actionId: randomUUID(), guestId: g.id, party: 9 },
    });
    expect(tooMany.status).toBe(400);
    const noVenue = await t.request(`/api/events/${eventId}/venue`, {
      method: "DELETE",
      cookie: host.cookie,
    });
    expect(noVenue.status).toBe(404);
    expect(await said(eventId)).toEqual(["Door Host edited guest Kiran K", ...before]);
    // The line is written through the change's own transaction: when that rolls back, so does the line.
    const failing = t.db.transaction(async (tx) => {
      await activity.record(tx, {
        eventId,
        actor: { id: host.id, name: "Door Host" },
        action: "venue_removed",
      });
      throw new Error("the change failed after its line");
    });
    await expect(failing).rejects.toThrow("the change failed after its line");
    expect(await said(eventId)).toEqual(["Door Host edited guest Kiran K", ...before]);
  });

  it("records the door: check-in with the party, undo, walk-in, each once per action id", async () => {
    const eventId = await newEvent();
    const g = await addGuest(eventId, { name: "Farah" });
    expect((await reply(g.token, "attending", ["Zoya"])).status).toBe(200);
    const actionId = randomUUID();
    await checkIn(eventId, g.id, 2, actionId);
    await checkIn(eventId, g.id, 2, actionId); // the same action again: applied once
    await checkIn(eventId, g.id, 2); // another device a moment later: in already, nothing changed
    await undo(eventId, g.id);
    await undo(eventId, g.id); // not checked in any more: nothing changed
    const walkIn = await t.request(`${door(eventId)}/walk-ins`, {
      cookie: host.cookie,
      json: { actionId: randomUUID(), name: "Kabir", party: 3 },
    });
    expect(walkIn.status).toBe(200);
    expect((await said(eventId)).slice(0, 3)).toEqual([
      "Door Host added walk-in Kabir (party of 3)",
      "Door Host undid the check-in of Farah",
      "Door Host checked in Farah (party of 2)",
    ]);
    expect((await activityOf(eventId)).total).toBe(4);
  });

  it("says which fields an edit of the event changed, and the banner, venue, gallery and feed", async () => {
    const eventId = await newEvent();
    const event = await (await t.request(`/api/events/${eventId}`, { cookie: host.cookie })).json();
    const put = (over: Record<string, unknown>) =>
      t.request(`/api/events/${eventId}`, {
        method: "PUT",
        cookie: host.cookie,
        json: {
          title: event.title,
          description: event.description,
          date: event.date,
          time: event.time,
          location: event.location,
          isPublic: event.isPublic,
          timeZone: event.timeZone,
          ...over,
        },
      });
    expect((await put({ date: "2034-02-15", time: "18:30" })).status).toBe(200);
    // Saved unchanged: nothing to say.
    expect((await put({ date: "2034-02-15", time: "18:30" })).status).toBe(200);
    const upload = (path: string, method = "PUT") =>
      pngImage().then((png) =>
        t.app.request(path, {
          method,
          body: fileForm(png, "p.png", "image/png"),
          headers: { cookie: host.cookie, origin: t.config.publicUrl },
        }),
      );
    expect((await upload(`/api/events/${eventId}/banner`)).status).toBe(200);
    await t.request(`/api/events/${eventId}/banner`, { method: "DELETE", cookie: host.cookie });
    const venue = { name: "Rambagh Palace", address: "Bhawani Singh Road" };
    await t.request(`/api/events/${eventId}/venue`, { method: "PUT", cookie: host.cookie, json: venue });
    await t.request(`/api/events/${eventId}/venue`, { method: "DELETE", cookie: host.cookie });
    const photo = (await (await upload(`/api/events/${eventId}/gallery`, "POST")).json()) as { id: string };
    await t.request(`/api/gallery/${photo.id}`, { method: "DELETE", cookie: host.cookie });
    const post = await t.request(`/api/events/${eventId}/feed`, {
      cookie: host.cookie,
      json: { title: "Doors open at six", content: "See you there." },
    });
    const { id: postId } = (await post.json()) as { id: string };
    await t.request(`/api/feed/${postId}`, { method: "DELETE", cookie: host.cookie });
    expect(await said(eventId)).toEqual([
      "Door Host removed the post “Doors open at six” from the feed",
      "Door Host posted “Doors open at six” to the feed",
      "Door Host removed a photo from the gallery",
      "Door Host added 1 photo or video to the gallery",
      "Door Host removed the venue",
      "Door Host set the venue to Rambagh Palace",
      "Door Host removed the banner",
      "Door Host changed the banner",
      "Door Host changed the event’s date and time",
    ]);
  });

  it("records imports, invitations, messages and reminders with their counts and channels", async () => {
    const eventId = await newEvent();
    const csv = "name,email\nAnil,anil@example.com\nBela,bela@example.com\n";
    expect((await importCsvAs(t, host.cookie, eventId, csv)).status).toBe(200);
    const guests = (
      (await (await t.request(`/api/events/${eventId}/guests`, { cookie: host.cookie })).json()) as {
        items: Guest[];
      }
    ).items;
    const templateId = await customTemplate(t, host);
    const d = await draft(t, host, { eventId, templateId, guestIds: guests.map((g) => g.id) });
    expect(
      (await t.request(`/api/invitations/${d.id}/send`, { method: "POST", cookie: host.cookie })).status,
    ).toBe(200);
    const later = await draft(t, host, { eventId, templateId, guestIds: [guests[0].id] });
    const when = new Date(Date.now() + 86_400_000).toISOString();
    await t.request(`/api/invitations/${later.id}/schedule`, {
      cookie: host.cookie,
      json: { scheduledDate: when },
    });
    const wa = await draft(t, host, { eventId, templateId, guestIds: [guests[1].id], type: "whatsapp" });
    await t.request(`/api/invitations/${wa.id}/mark-sent`, {
      cookie: host.cookie,
      json: { guestIds: "all" },
    });
    const message = await t.request(`/api/events/${eventId}/messages`, {
      cookie: host.cookie,
      json: { subject: "Parking", body: "Use gate 2.", audience: "all" },
    });
    expect(message.status).toBe(201);
    const reminder = await t.request(`/api/events/${eventId}/attendee-reminders`, {
      cookie: host.cookie,
      json: { timing: "day-before" },
    });
    expect(reminder.status).toBeLessThan(300);
    expect(await said(eventId)).toEqual([
      "Door Host scheduled a reminder for the day before",
      "Door Host sent message “Parking” to 2 guests by e-mail",
      "Door Host sent invitation “Invitation to Mehendi Night” to 1 guest by WhatsApp",
      "Door Host scheduled invitation “Invitation to Mehendi Night” by e-mail",
      "Door Host sent invitation “Invitation to Mehendi Night” to 2 guests by e-mail",
      "Door Host imported 2 guests (2 new, 0 updated)",
    ]);
  });

  it("is read by the event's manager only, in pages of 30, newest first, with the event's zone", async () => {
    const eventId = await newEvent(null);
    const started = Date.now();
    for (let i = 1; i <= 32; i++) await addGuest(eventId, { name: `Guest number ${i}` });
    const first = await activityOf(eventId);
    expect(first).toMatchObject({ page: 1, pageSize: 30, total: 32, timeZone: "Asia/Kolkata" });
    expect(first.items).toHaveLength(30);
    expect(first.items[0].subject).toBe("Guest number 32");
    const second = await activityOf(eventId, 2);
    expect(second.items.map((l: ActivityLine) => l.subject)).toEqual(["Guest number 2", "Guest number 1"]);
    // Times are real moments of the change, newest first.
    const times = [...first.items, ...second.items].map((l) => Date.parse(l.at));
    expect(times.every((at) => at >= started - 1000 && at <= Date.now() + 1000)).toBe(true);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const path = `/api/events/${eventId}/activity`;
    expect((await t.request(path)).status).toBe(401);
    expect((await t.request(path, { cookie: other.cookie })).status).toBe(403);
    expect((await t.request(path, { cookie: admin.cookie })).status).toBe(403);
    expect((await t.request(`/api/events/${randomUUID()}/activity`, { cookie: host.cookie })).status).toBe(
      404,
    );
  });

  it("keeps a gone account's lines under its name, goes with the event, and drops lines after 12 months", async () => {
    const eventId = await newEvent(null);
    await addGuest(eventId, { name: "Nila" });
    // Until co-hosts land, only the service can put another account's line on this event.
    const helper = await signUp(t, "helper@example.com", "Helper Hema");
    const actor: CurrentUser = {
      ...helper,
      name: "Helper Hema",
      image: null,
      emailVerified: true,
      isAdmin: false,
    };
    await activity.record(t.db, { eventId, actor, action: "guest_edited", subject: "Nila" });
    const exportedRows = async (userId: string) => {
      const rows: unknown[] = [];
      const exported = await t.services.activity.exportFor(userId);
      for await (const batch of exported.tables.event_activity.rows()) rows.push(...batch);
      return rows;
    };
    expect(await exportedRows(helper.id)).toHaveLength(1);
    await deleteAccount(t, helper);
    expect(await said(eventId)).toEqual(["Helper Hema edited guest Nila", "Door Host added guest Nila"]);
    expect(await exportedRows(helper.id)).toEqual([]);
    // A door link names itself by its label.
    await activity.record(t.db, {
      eventId,
      actor: { doorLink: { id: randomUUID(), label: "Front gate" } },
      action: "checked_in",
      subject: "Nila",
      count: 1,
    });
    expect((await said(eventId))[0]).toBe("Door link: Front gate checked in Nila");
    // Twelve months on, the sweep removes them; a day later than now it keeps them.
    const total = (await activityOf(eventId)).total;
    expect(await t.services.activity.sweep(new Date(Date.now() + 86_400_000))).toBe(0);
    expect((await activityOf(eventId)).total).toBe(total);
    const yearOn = new Date();
    yearOn.setUTCMonth(yearOn.getUTCMonth() + 12, yearOn.getUTCDate() + 1);
    expect(await t.services.activity.sweep(yearOn)).toBeGreaterThanOrEqual(total);
    expect((await activityOf(eventId)).total).toBe(0);
    // Deleted with the event.
    const gone = await newEvent(null);
    await addGuest(gone, { name: "Omar" });
    await t.request(`/api/events/${gone}`, { method: "DELETE", cookie: host.cookie });
    const { eventActivity } = await import("../db/schema.ts");
    const { eq } = await import("drizzle-orm");
    expect(await t.db.select().from(eventActivity).where(eq(eventActivity.eventId, gone))).toEqual([]);
  });
});
