import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { FeedItemDetail, FeedList } from "../../contract/feed.ts";
import type { GuestPage } from "../../contract/guests.ts";
import {
  idempotencyKeyHeader,
  idempotencyMessages,
  idempotentReplayHeader,
} from "../../contract/idempotency.ts";
import { host, hostEvent, startHostApp, t } from "../test/host-app-setup.ts";
import { signUp } from "../test/test-app.ts";

// The offline queue sends each change with its own key and may send it again (a lost answer, a tab
// closed mid-send): every write it replays must be applied once (docs/decisions/0017).

let other: Awaited<ReturnType<typeof signUp>>;

startHostApp();
beforeAll(async () => {
  other = await signUp(t);
});

/** A private event: only its host may write to it. */
const newEvent = () => hostEvent({ isPublic: false });

type Send = { method: string; json: unknown; cookie?: string };
const send = (path: string, key: string, { method, json, cookie = host.cookie }: Send) =>
  t.request(path, { method, json, cookie, headers: { [idempotencyKeyHeader]: key } });

/** Sends one change twice with one key; both answers must be the same, the second a replay. */
async function twice(path: string, init: Send) {
  const key = randomUUID();
  const first = await send(path, key, init);
  const second = await send(path, key, init);
  expect(first.status).toBeLessThan(300);
  expect(second.status).toBe(first.status);
  expect(first.headers.get(idempotentReplayHeader)).toBeNull();
  expect(second.headers.get(idempotentReplayHeader)).toBe("true");
  const [a, b] = [await first.text(), await second.text()];
  expect(b).toBe(a);
  return JSON.parse(a) as { id: string } & Record<string, unknown>;
}

const guestTotal = async (eventId: string) =>
  ((await (await t.request(`/api/events/${eventId}/guests`, { cookie: host.cookie })).json()) as GuestPage)
    .total;

const guest = { name: "Asha Rao", email: "asha@example.com", phone: "", status: "invited" };

describe("a write sent twice with one Idempotency-Key", () => {
  it("adds a guest once", async () => {
    const eventId = await newEvent();
    const added = await twice(`/api/events/${eventId}/guests`, { method: "POST", json: guest });
    expect(added.name).toBe("Asha Rao");
    expect(await guestTotal(eventId)).toBe(1);
  });

  it("edits a guest once, even when the guest changed in between", async () => {
    const eventId = await newEvent();
    const added = (await (
      await t.request(`/api/events/${eventId}/guests`, { cookie: host.cookie, json: guest })
    ).json()) as { id: string };
    const path = `/api/guests/${added.id}`;
    const key = randomUUID();
    const edit = { method: "PUT", json: { ...guest, status: "confirmed" } };
    const first = await send(path, key, edit);
    // A later edit without the key; replaying the first must not undo it.
    await t.request(path, { method: "PUT", cookie: host.cookie, json: { ...guest, status: "declined" } });
    const replay = await send(path, key, edit);
    expect(replay.status).toBe(200);
    expect(await replay.text()).toBe(await first.text());
    const now = (await (await t.request(path, { cookie: host.cookie })).json()) as { status: string };
    expect(now.status).toBe("declined");
  });

  it("saves a venue once", async () => {
    const eventId = await newEvent();
    const venue = await twice(`/api/events/${eventId}/venue`, {
      method: "PUT",
      json: { name: "Blue Frog", address: "Lower Parel", facilities: [] },
    });
    expect(venue.name).toBe("Blue Frog");
  });

  it("posts to the feed and comments once each", async () => {
    const eventId = await newEvent();
    const post = await twice(`/api/events/${eventId}/feed`, {
      method: "POST",
      json: { title: "Doors at seven", content: "Parking opens at six.", type: "update", isPublic: false },
    });
    const feed = (await (
      await t.request(`/api/events/${eventId}/feed`, { cookie: host.cookie })
    ).json()) as FeedList;
    expect(feed.items.map((i) => i.id)).toEqual([post.id]);

    await twice(`/api/feed/${post.id}/comments`, { method: "POST", json: { text: "See you there" } });
    const detail = (await (
      await t.request(`/api/feed/${post.id}`, { cookie: host.cookie })
    ).json()) as FeedItemDetail;
    expect(detail.comments).toHaveLength(1);
    expect(detail.item.comments).toBe(1);
  });

  it("is applied once when the copies arrive at the same time", async () => {
    // A feed post, since nothing else (like a guest's unique e-mail) would refuse a second copy.
    const eventId = await newEvent();
    const key = randomUUID();
    const path = `/api/events/${eventId}/feed`;
    const post = {
      method: "POST",
      json: { title: "Rain plan", content: "We move indoors.", isPublic: false },
    };
    const answers = await Promise.all([1, 2, 3].map(() => send(path, key, post)));
    // One is applied; the others are told to try again (409 with Retry-After) or get its answer.
    expect(answers.filter((a) => a.status === 201).length).toBeGreaterThanOrEqual(1);
    for (const a of answers.filter((a) => a.status !== 201)) {
      expect(a.status).toBe(409);
      expect(a.headers.get("retry-after")).toBe("1");
    }
    expect((await send(path, key, post)).status).toBe(201);
    const feed = (await (await t.request(path, { cookie: host.cookie })).json()) as FeedList;
    expect(feed.items).toHaveLength(1);
  });
});

describe("Idempotency-Key rules", () => {
  it("a refused write keeps nothing: the same key with the change fixed is applied", async () => {
    const eventId = await newEvent();
    const path = `/api/events/${eventId}/guests`;
    const key = randomUUID();
    const refused = await send(path, key, { method: "POST", json: { ...guest, email: "not-an-email" } });
    expect(refused.status).toBe(400);
    const fixed = await send(path, key, { method: "POST", json: guest });
    expect(fixed.status).toBe(201);
    expect(await guestTotal(eventId)).toBe(1);
  });

  it("is the user's own: another user's request with the same key is not answered from it", async () => {
    const eventId = await newEvent();
    const path = `/api/events/${eventId}/guests`;
    const key = randomUUID();
    expect((await send(path, key, { method: "POST", json: guest })).status).toBe(201);
    const stranger = await send(path, key, { method: "POST", json: guest, cookie: other.cookie });
    expect(stranger.status).toBe(403);
  });

  it("refuses a key sent again with another body (422), and applies nothing of it", async () => {
    const eventId = await newEvent();
    const key = randomUUID();
    const path = `/api/events/${eventId}/guests`;
    expect((await send(path, key, { method: "POST", json: guest })).status).toBe(201);
    const other = await send(path, key, { method: "POST", json: { ...guest, name: "Someone Else" } });
    expect(other.status).toBe(422);
    expect(((await other.json()) as { error: { message: string } }).error.message).toBe(
      idempotencyMessages.reusedBody,
    );
    expect(await guestTotal(eventId)).toBe(1);
  });

  it("refuses a key used for another change, and a malformed key", async () => {
    const eventId = await newEvent();
    const key = randomUUID();
    expect((await send(`/api/events/${eventId}/guests`, key, { method: "POST", json: guest })).status).toBe(
      201,
    );
    const elsewhere = await send(`/api/events/${eventId}/venue`, key, {
      method: "PUT",
      json: { name: "Blue Frog", address: "Lower Parel", facilities: [] },
    });
    expect(elsewhere.status).toBe(422);
    expect(((await elsewhere.json()) as { error: { message: string } }).error.message).toBe(
      "This Idempotency-Key was already used for another change",
    );
    const bad = await send(`/api/events/${eventId}/guests`, "no spaces allowed", {
      method: "POST",
      json: guest,
    });
    expect(bad.status).toBe(400);
    expect(await guestTotal(eventId)).toBe(1);
  });
});
