import "fake-indexeddb/auto";
import { randomUUID } from "node:crypto";
import { hashKey, QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { currentUserKey } from "../current-user.ts";
import { type OfflineDb, openOfflineDb } from "./offline-db.ts";
import { persistQueryCache } from "./query-persistence.ts";

// When an answer reaches the saved copy (issue 34: the answers seen right after a change were
// written half a second later, and a reload in that moment found the page unsaved). Timers are
// stopped: an answer must be saved with none of them running. The store's own work runs on
// setImmediate, which goes on.

const listKey = ["guests", "event", "e1", "list", { page: 1, search: "" }];
const me = (id: string) => ({ user: { id, name: "Host", email: "host@example.com" } });

/** Lets the store finish what it was asked (its requests complete on setImmediate). */
async function settle() {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
}

async function savedData(db: OfflineDb, key: unknown[]) {
  const record = await db.get("cachedData", `query:${hashKey(key)}`);
  return (record?.value as { query: { state: { data: unknown } } } | undefined)?.query.state.data;
}

let client: QueryClient;
let db: OfflineDb;
let stop: () => void;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
  vi.stubGlobal("window", new EventTarget());
  client = new QueryClient();
  db = await openOfflineDb(`persistence-${randomUUID()}`);
});

afterEach(() => {
  stop?.();
  client.clear();
  db.close();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function persist(owner: string | null) {
  stop = persistQueryCache(client, db, owner).stop;
}

describe("saving answers for offline reading", () => {
  it("saves an answer as it arrives, and a refetched answer over it", async () => {
    client.setQueryData(currentUserKey, me("u1"));
    persist("u1");
    await client.fetchQuery({ queryKey: listKey, queryFn: async () => ({ items: ["Ravi"] }) });
    await settle();
    expect(await savedData(db, listKey)).toEqual({ items: ["Ravi"] });

    // After a change the list is refetched: the new answer is what reads offline.
    await client.fetchQuery({
      queryKey: listKey,
      queryFn: async () => ({ items: ["Meera", "Ravi"] }),
      staleTime: 0,
    });
    await settle();
    expect(await savedData(db, listKey)).toEqual({ items: ["Meera", "Ravi"] });
  });

  it("keeps the answers that came before the session's, and saves them with it", async () => {
    persist(null);
    await client.fetchQuery({ queryKey: listKey, queryFn: async () => ({ items: ["Ravi"] }) });
    await settle();
    expect(await savedData(db, listKey)).toBeUndefined();

    client.setQueryData(currentUserKey, me("u1"));
    await settle();
    expect(await savedData(db, listKey)).toEqual({ items: ["Ravi"] });
    expect((await db.get("cachedData", "query-owner"))?.value).toBe("u1");
  });

  it("keeps a newer copy another tab saved meanwhile", async () => {
    client.setQueryData(currentUserKey, me("u1"));
    persist("u1");
    const newer = { items: ["From the other tab"] };
    await db.put("cachedData", {
      key: `query:${hashKey(listKey)}`,
      timestamp: Date.now(),
      value: {
        buster: "1",
        query: {
          queryKey: listKey,
          queryHash: hashKey(listKey),
          state: { data: newer, dataUpdatedAt: Date.now() + 60_000 },
        },
      },
    });
    await client.fetchQuery({ queryKey: listKey, queryFn: async () => ({ items: ["Older"] }) });
    await settle();
    expect(await savedData(db, listKey)).toEqual(newer);
  });

  it("writes nothing for a fetch that starts or fails, only for answers", async () => {
    client.setQueryData(currentUserKey, me("u1"));
    persist("u1");
    await client.fetchQuery({ queryKey: listKey, queryFn: async () => ({ items: ["Ravi"] }) });
    await settle();
    const first = await db.get("cachedData", `query:${hashKey(listKey)}`);
    await client
      .fetchQuery({
        queryKey: listKey,
        queryFn: async () => Promise.reject(new Error("offline")),
        staleTime: 0,
        retry: false,
      })
      .catch(() => {});
    await settle();
    expect(await db.get("cachedData", `query:${hashKey(listKey)}`)).toEqual(first);
  });
});
