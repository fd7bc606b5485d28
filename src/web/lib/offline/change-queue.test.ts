import "fake-indexeddb/auto";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createChangeQueue, type Lock, type SendResult, waitsForMessage } from "./change-queue.ts";
import { openOfflineDb } from "./offline-db.ts";
import { newTempId, type QueuedChange, type QueuedRequest } from "./queued-change.ts";

// The queue's own rules, with a recording stand-in for the network (the server's side of a replay is
// tested against the real app in src/server/idempotency).

/** What navigator.locks gives the tabs: one holder at a time, in the order asked. */
function sharedLock(): Lock {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(fn: () => Promise<T>) => {
    const run = tail.then(fn);
    tail = run.catch(() => {});
    return run;
  };
}

const userId = "user-1";
let n = 0;
function change(
  label: string,
  request: Partial<QueuedRequest> = {},
  extra: Partial<QueuedChange> = {},
): QueuedChange {
  return {
    id: randomUUID(),
    userId,
    kind: "test",
    label,
    request: { method: "POST", path: `/api/things/${++n}`, json: { label }, ...request },
    invalidate: [],
    data: null,
    state: "waiting",
    timestamp: Date.now(),
    ...extra,
  };
}

/** A network that answers by path, and remembers every request it was sent with its key. */
function network(answer: (path: string) => SendResult | "unreachable" = () => ok()) {
  const sent: { path: string; key: string }[] = [];
  const send = async (request: QueuedRequest, key: string) => {
    const result = answer(request.path);
    if (result === "unreachable") throw new TypeError("Failed to fetch");
    sent.push({ path: request.path, key });
    return result;
  };
  return { sent, send };
}
const ok = (body: unknown = {}): SendResult => ({ status: 200, body, retryAfter: false });
const refused = (message: string): SendResult => ({
  status: 409,
  body: { error: { message } },
  retryAfter: false,
});

async function freshQueue(lock: Lock = sharedLock()) {
  const name = `test-${randomUUID()}`;
  const db = await openOfflineDb(name);
  return { name, lock, queue: createChangeQueue(db, lock) };
}

describe("the offline queue", () => {
  it("sends changes in the order they were made, each with its own key, and empties", async () => {
    const { queue } = await freshQueue();
    const made = [change("first"), change("second"), change("third")];
    for (const c of made) await queue.add(c);
    const net = network();
    expect(await queue.flush({ userId, send: net.send })).toBe("done");
    expect(net.sent.map((s) => s.key)).toEqual(made.map((c) => c.id));
    expect(await queue.all()).toEqual([]);
  });

  it("stops at an unreachable server and keeps the rest, in order, for the next try with the same keys", async () => {
    const { queue } = await freshQueue();
    const made = [change("first"), change("second"), change("third")];
    for (const c of made) await queue.add(c);
    let reachable = 1;
    const net = network(() => (reachable-- > 0 ? ok() : "unreachable"));
    expect(await queue.flush({ userId, send: net.send })).toBe("offline");
    expect((await queue.all()).map((c) => c.label)).toEqual(["second", "third"]);
    const again = network();
    await queue.flush({ userId, send: again.send });
    expect(again.sent.map((s) => s.key)).toEqual([made[1].id, made[2].id]);
  });

  it("waits (busy, failing server) without refusing, and goes on later from the same change", async () => {
    const { queue } = await freshQueue();
    await queue.add(change("first"));
    const busy = network(() => ({ status: 409, body: null, retryAfter: true }));
    expect(await queue.flush({ userId, send: busy.send })).toBe("later");
    const failing = network(() => ({ status: 503, body: null, retryAfter: false }));
    expect(await queue.flush({ userId, send: failing.send })).toBe("later");
    expect((await queue.all()).map((c) => c.state)).toEqual(["waiting"]);
  });

  it("keeps a refused change with the server's words and goes on with the others", async () => {
    const { queue } = await freshQueue();
    const bad = change("bad", { path: "/api/refuse" });
    await queue.add(change("before"));
    await queue.add(bad);
    await queue.add(change("after"));
    const net = network((path) =>
      path === "/api/refuse" ? refused("A guest with this email is already on the list") : ok(),
    );
    expect(await queue.flush({ userId, send: net.send })).toBe("done");
    const left = await queue.all();
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ id: bad.id, state: "refused" });
    expect(left[0].refusal).toEqual({
      status: 409,
      message: "A guest with this email is already on the list",
    });
    // A refused change is not sent again until the host says so.
    const again = network();
    await queue.flush({ userId, send: again.send });
    expect(again.sent).toEqual([]);
  });

  it("retries an edit refused as made to an older version without that condition", async () => {
    const { queue } = await freshQueue();
    await queue.add(
      change("Edit guest Dev", {
        method: "PUT",
        path: "/api/guests/g1",
        preconditions: { "If-Match": '"v1"' },
      }),
    );
    const headers: (Record<string, string> | undefined)[] = [];
    const send = async (request: QueuedRequest) => {
      headers.push(request.preconditions);
      return request.preconditions ? refused("This guest was changed after you edited them.") : ok();
    };
    await queue.flush({ userId, send });
    const [edit] = await queue.all();
    expect(edit.state).toBe("refused");
    await queue.retry(edit.seq ?? -1);
    await queue.flush({ userId, send });
    expect(headers).toEqual([{ "If-Match": '"v1"' }, undefined]);
    expect(await queue.all()).toEqual([]);
  });

  it("sends a change made to something created offline with the server's id, once that is saved", async () => {
    const { queue } = await freshQueue();
    const tempId = newTempId();
    await queue.add(change("add guest", { path: "/api/events/e1/guests" }, { tempId }));
    await queue.add(
      change("edit guest", { method: "PUT", path: `/api/guests/${tempId}`, json: { note: tempId } }),
    );
    const net = network((path) => (path === "/api/events/e1/guests" ? ok({ id: "server-id-1" }) : ok()));
    await queue.flush({ userId, send: net.send });
    expect(net.sent.map((s) => s.path)).toEqual(["/api/events/e1/guests", "/api/guests/server-id-1"]);
  });

  it("finds the server's id where the change says it is in the answer (a walk-in's new guest)", async () => {
    const { queue } = await freshQueue();
    const tempId = newTempId();
    await queue.add(
      change(
        "walk-in",
        { path: "/api/events/e1/check-in/walk-ins" },
        { tempId, serverIdAt: ["guest", "id"] },
      ),
    );
    await queue.add(change("undo", { path: "/api/events/e1/check-in/undo", json: { guestId: tempId } }));
    const bodies: unknown[] = [];
    const net = network((path) =>
      path.endsWith("/walk-ins") ? ok({ outcome: "checked_in", guest: { id: "server-guest" } }) : ok(),
    );
    await queue.flush({
      userId,
      send: async (request, key) => {
        bodies.push(request.json);
        return net.send(request, key);
      },
    });
    expect(bodies[1]).toEqual({ guestId: "server-guest" });
    expect(await queue.all()).toEqual([]);
  });

  it("holds the changes made to something whose creation was refused; Retry sends both, Discard drops both", async () => {
    const { queue } = await freshQueue();
    const tempId = newTempId();
    await queue.add(change("Add guest Asha", { path: "/api/events/e1/guests" }, { tempId }));
    await queue.add(change("Edit guest Asha", { method: "PUT", path: `/api/guests/${tempId}` }));
    const refusing = network(() => refused("No"));
    await queue.flush({ userId, send: refusing.send });
    const [add, edit] = await queue.all();
    expect(edit.state).toBe("refused");
    expect(edit.refusal?.message).toBe(waitsForMessage("Add guest Asha"));
    expect(refusing.sent).toHaveLength(1);

    await queue.retry(add.seq ?? -1);
    expect((await queue.all()).map((c) => c.state)).toEqual(["waiting", "waiting"]);
    await queue.flush({ userId, send: refusing.send });
    const dropped = await queue.discard((await queue.all())[0].seq ?? -1);
    expect(dropped.map((c) => c.label)).toEqual(["Add guest Asha", "Edit guest Asha"]);
    expect(await queue.all()).toEqual([]);
  });

  it("sends only the signed-in user's changes", async () => {
    const { queue } = await freshQueue();
    await queue.add(change("mine"));
    await queue.add(change("theirs", {}, { userId: "user-2" }));
    const net = network();
    await queue.flush({ userId, send: net.send });
    expect((await queue.all()).map((c) => c.label)).toEqual(["theirs"]);
  });

  it("two tabs flushing one queue at once send each change once", async () => {
    const lock = sharedLock();
    const { name, queue: tabA } = await freshQueue(lock);
    const tabB = createChangeQueue(await openOfflineDb(name), lock);
    for (const label of ["a", "b", "c", "d"]) await tabA.add(change(label));
    const net = network();
    await Promise.all([tabA.flush({ userId, send: net.send }), tabB.flush({ userId, send: net.send })]);
    expect(net.sent.map((s) => s.path)).toHaveLength(4);
    expect(new Set(net.sent.map((s) => s.key)).size).toBe(4);
  });

  it("forgets every change on sign-out", async () => {
    const { queue } = await freshQueue();
    await queue.add(change("a"));
    await queue.add(change("b", {}, { state: "refused" }));
    await queue.clear();
    expect(await queue.all()).toEqual([]);
  });

  it("keeps what was typed across a reload: a new page's queue finds it", async () => {
    const { name, queue } = await freshQueue();
    const made = change("typed offline", { form: { fields: { title: "Rain plan" }, file: null } });
    await queue.add(made);
    const reopened = createChangeQueue(await openOfflineDb(name), sharedLock());
    expect(await reopened.all()).toMatchObject([
      { id: made.id, request: { form: { fields: { title: "Rain plan" } } } },
    ]);
  });
});
