import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type Query,
  type QueryClient,
} from "@tanstack/react-query";
import type { MeResponse } from "../../../contract/session.ts";
import { currentUserKey } from "../current-user.ts";
import type { OfflineDb } from "./offline-db.ts";

/**
 * The query cache kept in IndexedDB (`cachedData`), so what a host has seen reads offline after a
 * reload or a closed tab. Only the signed-in user's own answers are there; signing out deletes it.
 */
const cacheKey = "query-cache";
/** Raise when the shape of a saved answer changes, so an old copy is never read as a new one. */
const buster = "1";
/** Older than this, a copy is not shown: the banner would say how old, but older ones are more likely wrong than helpful. */
export const persistedMaxAgeMs = 3 * 24 * 60 * 60_000;
const saveDelayMs = 1000;
/** Not kept: other users' data (the admin panel) and the list of signed-in devices. */
const notKept = new Set(["admin", "sessions", "auth"]);

type Saved = { buster: string; owner: string | null; state: DehydratedState };

const keep = (query: Query) => query.state.status === "success" && !notKept.has(String(query.queryKey[0]));

const ownerIn = (client: QueryClient) => client.getQueryData<MeResponse>(currentUserKey)?.user?.id ?? null;

/** Puts the saved answers back into the cache; resolves at once when there are none. */
export async function restoreQueryCache(client: QueryClient, db: OfflineDb): Promise<void> {
  const record = await db.get("cachedData", cacheKey);
  const saved = record?.value as Saved | undefined;
  if (!record || !saved || saved.buster !== buster || Date.now() - record.timestamp > persistedMaxAgeMs)
    return;
  hydrate(client, saved.state);
}

/**
 * Saves the cache a moment after each change (several changes, one write), and forgets other users'
 * answers when the server says someone else is signed in now (a session that ended elsewhere).
 */
export function persistQueryCache(client: QueryClient, db: OfflineDb): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let owner = ownerIn(client);
  const save = () => {
    timer = null;
    const saved: Saved = { buster, owner, state: dehydrate(client, { shouldDehydrateQuery: keep }) };
    db.put("cachedData", { key: cacheKey, timestamp: Date.now(), value: saved }).catch((error) =>
      // Spec §8: a failure to persist (storage full, private mode) is only logged; the app goes on.
      console.warn("Could not save data for offline use", error),
    );
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" && event.type !== "removed") return;
    if (
      event.type === "updated" &&
      event.query.queryKey[0] === currentUserKey[0] &&
      event.action.type === "success"
    ) {
      const now = ownerIn(client);
      if (now !== owner) {
        if (owner !== null) client.removeQueries({ predicate: (q) => q.queryKey[0] !== currentUserKey[0] });
        owner = now;
      }
    }
    timer ??= setTimeout(save, saveDelayMs);
  });
  // A tab being closed or hidden saves at once rather than a second later.
  const flush = () => {
    if (timer) {
      clearTimeout(timer);
      save();
    }
  };
  window.addEventListener("pagehide", flush);
  return () => {
    unsubscribe();
    window.removeEventListener("pagehide", flush);
  };
}

export async function deleteSavedQueryCache(db: OfflineDb): Promise<void> {
  await db.delete("cachedData", cacheKey);
}
