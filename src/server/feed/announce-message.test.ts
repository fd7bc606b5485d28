import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FeedList, FeedPostResult } from "../../contract/feed.ts";
import { type MessageList, messagesPerDay, messageTexts } from "../../contract/messages.ts";
import { guests as guestsTable } from "../db/schema.ts";
import { actorOf } from "../test/actor.ts";
import { eventually } from "../test/eventually.ts";
import { eventWithGuests, mailable } from "../test/invitation-fixtures.ts";
import { addPart, answerParts } from "../test/part-answers.ts";
import { createTestApp, signUp, type TestApp } from "../test/test-app.ts";

// Issue 33: an announcement in the feed can be sent to guests as it is posted, as a message with
// the same audiences, limits and delivery list as one written on the messages page.

let t: TestApp;
let host: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({}, { workers: true });
  host = await signUp(t, "announcer@example.com", "Host");
});
afterAll(() => t.close());

const post = (eventId: string, json: object) =>
  t.request(`/api/events/${eventId}/feed`, { cookie: host.cookie, json });

/** A post sent to the guests Going to one part. */
const postToPart = (eventId: string, partId: string) =>
  post(eventId, { title: "Haldi at ten", content: "Wear old clothes.", sendTo: "part", sendToPart: partId });

const messagesOf = async (eventId: string) =>
  (await (await t.request(`/api/events/${eventId}/messages`, { cookie: host.cookie })).json()) as MessageList;

describe("posting an announcement with sendTo", () => {
  it("sends it to exactly that audience and lists its delivery on the messages page", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, mailable("Asha", "Bina", "Chen"));
    const [asha, , chen] = guests;
    for (const g of [asha, chen])
      await t.db.update(guestsTable).set({ status: "confirmed" }).where(eq(guestsTable.id, g.id));

    const res = await post(eventId, {
      title: "Buses at six",
      content: "Buses leave the hotel at 6 pm sharp.",
      type: "announcement",
      sendTo: "confirmed",
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as FeedPostResult;
    expect(created.title).toBe("Buses at six");
    expect(created.message).toMatchObject({ sent: true, problem: null });

    const list = await messagesOf(eventId);
    expect(list.items).toHaveLength(1);
    const [message] = list.items;
    expect(message.id).toBe(created.message!.messageId);
    expect(message.subject).toBe("Announcement: Mehendi Night");
    expect(message.audience).toBe("confirmed");
    expect(message.recipients.map((r) => r.name).sort()).toEqual(["Asha", "Chen"]);

    await eventually(async () => {
      const mails = (await t.outbox()).filter((m) => m.subject.startsWith("Announcement: Mehendi Night"));
      return mails.length === 2;
    }, 10_000);
    const mails = (await t.outbox()).filter((m) => m.subject.startsWith("Announcement: Mehendi Night"));
    expect(mails.map((m) => m.to).sort()).toEqual(["asha@example.com", "chen@example.com"]);
    expect(mails[0].text).toContain("Buses leave the hotel at 6 pm sharp.");
  });

  it("a post without sendTo writes to no one", async () => {
    const { eventId } = await eventWithGuests(t, host, [["Dev", "dev@example.com", null]]);
    const res = await post(eventId, { title: "Menu", content: "Thali for everyone." });
    expect(res.status).toBe(201);
    expect(((await res.json()) as FeedPostResult).message).toBeUndefined();
    expect((await messagesOf(eventId)).items).toHaveLength(0);
  });

  it("over the day's limit keeps the post and says the message was not sent", async () => {
    const { eventId } = await eventWithGuests(t, host, [["Esa", "esa@example.com", null]]);
    for (let i = 0; i < messagesPerDay; i++)
      expect((await post(eventId, { title: `News ${i}`, content: "More soon.", sendTo: "all" })).status).toBe(
        201,
      );

    const res = await post(eventId, { title: "One too many", content: "Still more.", sendTo: "all" });
    expect(res.status).toBe(201);
    const created = (await res.json()) as FeedPostResult;
    expect(created.message).toEqual({ sent: false, messageId: null, problem: messageTexts.dailyLimit });
    expect((await messagesOf(eventId)).items).toHaveLength(messagesPerDay);
    const feed = (await (await t.request(`/api/events/${eventId}/feed`, { cookie: host.cookie })).json()) as {
      items: { title: string }[];
    };
    expect(feed.items.map((i) => i.title)).toContain("One too many");
  });

  it("a category audience needs its category, and nothing is posted without it", async () => {
    const { eventId } = await eventWithGuests(t, host, [["Farah", "farah@example.com", null]]);
    const res = await post(eventId, { title: "Family lunch", content: "At noon.", sendTo: "category" });
    expect(res.status).toBe(400);
    const feed = (await (await t.request(`/api/events/${eventId}/feed`, { cookie: host.cookie })).json()) as {
      items: unknown[];
    };
    expect(feed.items).toHaveLength(0);
  });

  it("to the guests Going to one part (an event in parts): offered by the feed, sent to exactly them", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, mailable("Gita", "Hari", "Ira"));
    const [gita, hari] = guests;
    const haldi = await addPart(t, actorOf(host), eventId, "Haldi");
    const sangeet = await addPart(t, actorOf(host), eventId, "Sangeet");
    const withPlusOnes = (g: { id: string }) => ({ id: g.id, eventId, plusOnes: [] });
    await answerParts(t, withPlusOnes(gita), [{ partId: haldi.id, attending: true, party: 1 }]);
    await answerParts(t, withPlusOnes(hari), [
      { partId: haldi.id, attending: false, party: 1 },
      { partId: sangeet.id, attending: true, party: 1 },
    ]);
    const feed = (await (
      await t.request(`/api/events/${eventId}/feed`, { cookie: host.cookie })
    ).json()) as FeedList;
    expect(feed.parts).toEqual([
      { partId: haldi.id, name: "Haldi" },
      { partId: sangeet.id, name: "Sangeet" },
    ]);

    const res = await postToPart(eventId, haldi.id);
    expect(res.status).toBe(201);
    expect(((await res.json()) as FeedPostResult).message).toMatchObject({ sent: true, problem: null });
    const [message] = (await messagesOf(eventId)).items;
    expect(message.audience).toBe("part");
    expect(message.partName).toBe("Haldi");
    expect(message.recipients.map((r) => r.name)).toEqual(["Gita"]);
  });

  it("a part audience needs one of the event's parts, and nothing is posted without it", async () => {
    const { eventId } = await eventWithGuests(t, host, mailable("Jai"));
    const other = await eventWithGuests(t, host, mailable("Kavi"));
    const feedOf = async (id: string) =>
      (await (await t.request(`/api/events/${id}/feed`, { cookie: host.cookie })).json()) as FeedList;
    // An event without parts offers none.
    expect((await feedOf(other.eventId)).parts).toEqual([]);
    await addPart(t, actorOf(host), eventId, "Haldi");
    const foreign = await addPart(t, actorOf(host), other.eventId, "Haldi");
    const none = await post(eventId, { title: "Haldi at ten", content: "At ten.", sendTo: "part" });
    expect(none.status).toBe(400);
    expect(await none.text()).toContain(messageTexts.partRequired);
    const elsewhere = await postToPart(eventId, foreign.id);
    expect(elsewhere.status).toBe(400);
    expect((await feedOf(eventId)).items).toHaveLength(0);
  });
});
