import "fake-indexeddb/auto";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { FeedList } from "../../contract/feed.ts";
import type { GuestPage } from "../../contract/guests.ts";
import { idempotencyKeyHeader } from "../../contract/idempotency.ts";
import { createChangeQueue, type Send } from "../../web/lib/offline/change-queue.ts";
import { openOfflineDb } from "../../web/lib/offline/offline-db.ts";
import { newTempId, type QueuedChange, type QueuedRequest } from "../../web/lib/offline/queued-change.ts";
import { host, startHostApp, t } from "../test/host-app-setup.ts";

// The browser's offline queue against the real app: an answer lost on the way back (the tab closed,
// the signal dropped) makes the queue send the change again, and the server applies it once.

let eventId: string;

startHostApp();
beforeAll(async () => {
  const res = await t.request("/api/events", {
    cookie: host.cookie,
    json: {
      ...{ title: "Haldi", description: "Turmeric and marigolds at noon.", date: "2034-12-10" },
      ...{ time: "12:00", location: "Jaipur", isPublic: false, timeZone: "Asia/Kolkata" },
    },
  });
  eventId = ((await res.json()) as { id: string }).id;
});

/** The queue's sending, through the app as the browser's fetch would reach it. */
const send: Send = async (request: QueuedRequest, key: string) => {
  const res = await t.request(request.path, {
    method: request.method,
    cookie: host.cookie,
    json: request.json,
    headers: { [idempotencyKeyHeader]: key },
  });
  return {
    status: res.status,
    body: await res.json().catch(() => null),
    retryAfter: res.headers.has("retry-after"),
  };
};

/** Delivers the request, then loses the answer, as a dropped connection would. */
const answerLost: Send = async (request, key) => {
  await send(request, key);
  throw new TypeError("Failed to fetch");
};

function change(label: string, request: QueuedRequest, tempId?: string): QueuedChange {
  return {
    ...{ id: randomUUID(), userId: host.id, kind: "test", label, request, tempId },
    ...{ invalidate: [], data: null, state: "waiting", timestamp: Date.now() },
  };
}

describe("replaying the offline queue", () => {
  it("applies a change once when its answer was lost and it is sent again", async () => {
    const queue = createChangeQueue(await openOfflineDb(`replay-${randomUUID()}`), (fn) => fn());
    const tempId = newTempId();
    const guest = {
      name: "Kavya",
      email: `kavya-${randomUUID().slice(0, 6)}@example.com`,
      status: "invited",
    };
    await queue.add(
      change(
        "Add guest Kavya",
        { method: "POST", path: `/api/events/${eventId}/guests`, json: guest },
        tempId,
      ),
    );
    await queue.add(
      change("Post", {
        method: "POST",
        path: `/api/events/${eventId}/feed`,
        json: { title: "Mehendi", content: "At four.", isPublic: false },
      }),
    );
    await queue.add(
      change("Edit guest Kavya", {
        method: "PUT",
        path: `/api/guests/${tempId}`,
        json: { ...guest, status: "confirmed" },
      }),
    );

    expect(await queue.flush({ userId: host.id, send: answerLost })).toBe("offline");
    expect(await queue.all()).toHaveLength(3);
    expect(await queue.flush({ userId: host.id, send })).toBe("done");
    expect(await queue.all()).toEqual([]);

    const guests = (await (
      await t.request(`/api/events/${eventId}/guests`, { cookie: host.cookie })
    ).json()) as GuestPage;
    expect(guests.items.map((g) => [g.name, g.status])).toEqual([["Kavya", "confirmed"]]);
    const feed = (await (
      await t.request(`/api/events/${eventId}/feed`, { cookie: host.cookie })
    ).json()) as FeedList;
    expect(feed.items.map((i) => i.title)).toEqual(["Mehendi"]);
  });
});
