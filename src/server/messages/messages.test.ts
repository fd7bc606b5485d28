import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { GuestStatus } from "../../contract/guests.ts";
import { type MessageDetail, type MessageList, messageTexts } from "../../contract/messages.ts";
import { guests as guestsTable } from "../db/schema.ts";
import { eventually } from "../test/eventually.ts";
import { host, startHostApp, t } from "../test/host-app-setup.ts";
import { eventWithGuests, mailable } from "../test/invitation-fixtures.ts";
import { signUp } from "../test/test-app.ts";

// The guest pages are served (a message's link opens one), with a stand-in for the built web app.
startHostApp({}, { workers: true, web: true });

const browser = { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1" };

async function setStatus(guestId: string, status: GuestStatus, category?: "family") {
  await t.db
    .update(guestsTable)
    .set({ status, ...(category ? { category } : {}) })
    .where(eq(guestsTable.id, guestId));
}

async function send(eventId: string, json: object) {
  return t.request(`/api/events/${eventId}/messages`, { cookie: host.cookie, json });
}

async function detailOf(id: string): Promise<MessageDetail> {
  return (await (await t.request(`/api/messages/${id}`, { cookie: host.cookie })).json()) as MessageDetail;
}

async function waitFor(id: string, ok: (m: MessageDetail) => boolean): Promise<MessageDetail> {
  let last: MessageDetail | null = null;
  await eventually(async () => {
    last = await detailOf(id);
    return ok(last);
  }, 10_000);
  return last!;
}

describe("a message to Maybe", () => {
  it("reaches exactly the Maybe guests, skips and counts the unsubscribed, and shows each delivery", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, [
      ["Asha", "asha@example.com", "98450 10001"],
      ["Bina", "bina@example.com", null],
      ["Chen", "chen@example.com", "98450 10003"],
      ["Dev", "dev@example.com", null],
      ["Esa", null, "98450 10005"],
      ["Farah", "farah@example.com", null],
    ]);
    const [asha, bina, chen, dev, esa, farah] = guests;
    for (const g of [asha, bina, esa, farah]) await setStatus(g.id, "maybe");
    await setStatus(chen.id, "confirmed");
    await setStatus(dev.id, "declined");
    const binaToken = bina.rsvpPath.split("/").pop();
    expect((await t.request(`/api/rsvp/${binaToken}/unsubscribe`, { method: "POST" })).status).toBe(204);

    const res = await send(eventId, {
      subject: "Bring an umbrella",
      body: "Rain is likely in the evening.\n\nThe mehendi moves indoors.",
      audience: "maybe",
    });
    expect(res.status).toBe(201);
    const sent = (await res.json()) as MessageDetail;
    expect(sent.skippedUnsubscribed).toBe(1);
    expect(sent.skippedNoContact).toBe(0);
    expect(sent.recipients.map((r) => `${r.name} ${r.channel}`).sort()).toEqual([
      "Asha email",
      "Asha whatsapp",
      "Esa whatsapp",
      "Farah email",
    ]);
    const wa = sent.recipients.find((r) => r.name === "Esa")!;
    expect(wa.state).toBe("pending");
    expect(decodeURIComponent(wa.whatsappUrl!)).toContain("Bring an umbrella");

    const done = await waitFor(sent.id, (m) =>
      m.recipients.filter((r) => r.channel === "email").every((r) => r.state === "delivered"),
    );
    expect(done.recipients.filter((r) => r.channel === "email").every((r) => r.sentAt && !r.openedAt)).toBe(
      true,
    );
    const mails = (await t.outbox()).filter((m) => m.subject.startsWith("Bring an umbrella"));
    expect(mails.map((m) => m.to).sort()).toEqual(["asha@example.com", "farah@example.com"]);
    const ashaMail = mails.find((m) => m.to === "asha@example.com")!;
    expect(ashaMail.text).toContain("The mehendi moves indoors.");
    expect(ashaMail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

    // The guest opens their personal link from the mail: the host sees it opened (a bot's fetch is not).
    const link = ashaMail.text.match(/Open your invitation: (\S+)/)![1];
    expect(link.startsWith(`${t.config.publicUrl}${asha.rsvpPath}?m=`)).toBe(true);
    const linkPath = link.slice(t.config.publicUrl.length);
    await t.request(linkPath, { headers: { "user-agent": "WhatsApp/2.23.20.0" } });
    expect((await detailOf(sent.id)).recipients.find((r) => r.name === "Asha")!.openedAt).toBeNull();
    expect((await t.request(linkPath, { headers: browser })).status).toBe(200);
    const opened = await detailOf(sent.id);
    expect(
      opened.recipients.find((r) => r.name === "Asha" && r.channel === "email")!.openedAt,
    ).not.toBeNull();
    expect(opened.recipients.find((r) => r.name === "Farah")!.openedAt).toBeNull();

    // Another guest's link with Asha's delivery id records nothing.
    const other = await send(eventId, { subject: "Parking", body: "Use gate 2.", audience: "maybe" });
    const second = (await other.json()) as MessageDetail;
    await waitFor(second.id, (m) => m.recipients.some((r) => r.name === "Farah" && r.state === "delivered"));
    const farahLink = (await t.outbox())
      .find((m) => m.subject.startsWith("Parking") && m.to === "farah@example.com")!
      .text.match(/Open your invitation: (\S+)/)![1];
    const farahDelivery = new URL(farahLink).searchParams.get("m");
    await t.request(`${asha.rsvpPath}?m=${farahDelivery}`, { headers: browser });
    expect((await detailOf(second.id)).recipients.find((r) => r.name === "Farah")!.openedAt).toBeNull();

    // WhatsApp: the host opens Esa's message; a guest without a WhatsApp delivery is refused.
    const marked = await t.request(`/api/messages/${sent.id}/recipients/${esa.id}/whatsapp`, {
      method: "POST",
      cookie: host.cookie,
    });
    expect(((await marked.json()) as MessageDetail).recipients.find((r) => r.name === "Esa")!.state).toBe(
      "sent",
    );
    const notOne = await t.request(`/api/messages/${sent.id}/recipients/${chen.id}/whatsapp`, {
      method: "POST",
      cookie: host.cookie,
    });
    expect(notOne.status).toBe(404);
    const undone = await t.request(`/api/messages/${sent.id}/recipients/${esa.id}/whatsapp`, {
      method: "DELETE",
      cookie: host.cookie,
    });
    expect(((await undone.json()) as MessageDetail).recipients.find((r) => r.name === "Esa")!.state).toBe(
      "pending",
    );
  });
});

describe("audiences", () => {
  it("Going, Not replied, a category and everyone each name exactly their guests", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, [
      ...mailable("Gul", "Hema", "Ivan"),
      ["Jo", null, null],
    ]);
    const [gul, hema, ivan] = guests;
    await setStatus(gul.id, "confirmed", "family");
    await setStatus(hema.id, "waitlisted");
    await setStatus(ivan.id, "invited", "family");
    const names = async (json: object) => {
      const m = (await (await send(eventId, json)).json()) as MessageDetail;
      return { names: m.recipients.map((r) => r.name).sort(), noContact: m.skippedNoContact };
    };
    expect(await names({ subject: "a", body: "b", audience: "confirmed" })).toEqual({
      names: ["Gul"],
      noContact: 0,
    });
    expect(await names({ subject: "a", body: "b", audience: "category", category: "family" })).toEqual({
      names: ["Gul", "Ivan"],
      noContact: 0,
    });
    // Jo has neither an address nor a phone: counted, not written to.
    expect(await names({ subject: "a", body: "b", audience: "invited" })).toEqual({
      names: ["Ivan"],
      noContact: 1,
    });
  });

  it("a category audience needs its category", async () => {
    const { eventId } = await eventWithGuests(t, host, [["Kai", "kai@example.com", null]]);
    const res = await send(eventId, { subject: "a", body: "b", audience: "category" });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.category).toBe(messageTexts.categoryRequired);
  });
});

describe("the daily limit", () => {
  it("refuses a fourth message in a day with 429 and says so; the list shows none left", async () => {
    const { eventId } = await eventWithGuests(t, host, [["Lata", "lata@example.com", null]]);
    for (let i = 0; i < 3; i++)
      expect((await send(eventId, { subject: `Note ${i}`, body: "Hello", audience: "all" })).status).toBe(
        201,
      );
    const refused = await send(eventId, { subject: "One more", body: "Hello", audience: "all" });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: { code: "rate_limited", message: messageTexts.dailyLimit },
    });
    const list = (await (
      await t.request(`/api/events/${eventId}/messages`, { cookie: host.cookie })
    ).json()) as MessageList;
    expect(list.remainingToday).toBe(0);
    expect(list.items.map((m) => m.subject)).toEqual(["Note 2", "Note 1", "Note 0"]);
  });

  it("another host cannot message this event's guests, nor read its messages", async () => {
    const { eventId } = await eventWithGuests(t, host, [["Mani", "mani@example.com", null]]);
    const sent = (await (
      await send(eventId, { subject: "s", body: "b", audience: "all" })
    ).json()) as MessageDetail;
    const other = await signUp(t, "other-host@example.com", "Other");
    const post = await t.request(`/api/events/${eventId}/messages`, {
      cookie: other.cookie,
      json: { subject: "s", body: "b", audience: "all" },
    });
    expect(post.status).toBe(403);
    expect((await t.request(`/api/messages/${sent.id}`, { cookie: other.cookie })).status).toBe(403);
  });
});
