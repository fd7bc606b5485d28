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
import { ownerOf } from "./offline-owner.ts";

/**
 * The query cache kept in IndexedDB (`cachedData`), so what a host has seen reads offline after a
 * reload or a closed tab. One record per query, and a record is only ever replaced by a newer
 * answer: tabs (and a closing page's last save) never undo each other's newer data, as one saved
 * copy of each tab's whole cache would. Only the signed-in user's answers are there; signing out
 * deletes them.
 *
 * An answer is saved as it arrives, before the screen shows it (issue 34): saved half a second
 * later, the answers a host saw right after a change (the list refetched after adding a guest) were
 * lost to a reload or a lost connection in that moment, and the page said it was never saved here.
 */
const recordPrefix = "query:";
/** Whose answers the saved ones are: another user signing in here must not see them. */
const ownerKey = "query-owner";
/** Raise when the shape of a saved answer changes, so an old copy is never read as a new one. */
const buster = "1";
/** Older than this, a copy is not shown: the banner would say how old, but old data misleads more than it helps. */
export const persistedMaxAgeMs = 3 * 24 * 60 * 60_000;
/** Not kept: other users' data (the admin panel) and the list of signed-in devices. */
const notKept = new Set(["admin", "sessions", "auth"]);

type SavedQuery = DehydratedState["queries"][number];
type Saved = { buster: string; query: SavedQuery };

const keep = (query: Query) => query.state.status === "success" && !notKept.has(String(query.queryKey[0]));
const ownerIn = (client: QueryClient) => ownerOf(client.getQueryData<MeResponse>(currentUserKey));

/**
 * Puts the saved answers back into the cache (and drops those too old to show); resolves to whose
 * they are.
 */
export async function restoreQueryCache(client: QueryClient, db: OfflineDb): Promise<string | null> {
  const range = IDBKeyRange.bound(recordPrefix, `${recordPrefix}\uffff`);
  const records = await db.getAll("cachedData", range);
  const queries: SavedQuery[] = [];
  const stale: string[] = [];
  for (const record of records) {
    const saved = record.value as Saved;
    // Online, who is signed in is asked afresh, never taken from a copy: it may have changed since
    // (signed in or out in the last moment, which a closing page may not have saved yet).
    if (navigator.onLine && saved.query.queryKey[0] === currentUserKey[0]) continue;
    const fresh = saved.buster === buster && Date.now() - saved.query.state.dataUpdatedAt < persistedMaxAgeMs;
    if (fresh) queries.push(saved.query);
    else stale.push(record.key);
  }
  hydrate(client, { mutations: [], queries });
  // A copy is for reading offline and for showing something at once; a page that opens online
  // still asks the server, as it did before there were copies (the copy may be seconds old, but
  // made before a change this reload should show).
  const restored = new Set(queries.map((q) => q.queryHash));
  await client.invalidateQueries({ predicate: (q) => restored.has(q.queryHash), refetchType: "none" });
  await Promise.all(stale.map((key) => db.delete("cachedData", key)));
  return ((await db.get("cachedData", ownerKey))?.value as string | undefined) ?? null;
}

/**
 * Writes the answers over older copies in one short transaction: every read is asked at once, then
 * every write, so it is done in a few milliseconds, not one round trip per answer (a page being
 * closed or reloaded ends a transaction still under way, and with it the whole save).
 */
async function save(db: OfflineDb, owner: string, queries: SavedQuery[]) {
  const tx = db.transaction("cachedData", "readwrite");
  const keys = queries.map((query) => recordPrefix + query.queryHash);
  const olds = await Promise.all(keys.map((key) => tx.store.get(key)));
  const timestamp = Date.now();
  const writes: Promise<unknown>[] = [tx.store.put({ key: ownerKey, timestamp, value: owner })];
  queries.forEach((query, i) => {
    const old = olds[i]?.value as Saved | undefined;
    // Another tab may have saved a newer answer meanwhile: keep it.
    if (old && old.buster === buster && old.query.state.dataUpdatedAt > query.state.dataUpdatedAt) return;
    writes.push(tx.store.put({ key: keys[i], timestamp, value: { buster, query } satisfies Saved }));
  });
  await Promise.all([...writes, tx.done]);
}

/** What changes a saved copy: an answer (fetched, or set by the app), or a state put in whole. */
const savedActions = new Set(["success", "setState"]);

/**
 * Saves each answer as it arrives, and forgets other users' answers when the server says someone
 * else is signed in now (a session that ended elsewhere).
 */
export function persistQueryCache(client: QueryClient, db: OfflineDb, savedOwner: string | null) {
  const changed = new Set<string>();
  let scheduled = false;
  let owner = savedOwner;
  /** Signing out: nothing is saved until someone is signed in again. */
  let paused = false;
  const flush = () => {
    scheduled = false;
    // Nothing is saved without knowing whose it is (the session answer comes first; the answers
    // that came before it wait in `changed` and go with it).
    const me = ownerIn(client);
    if (changed.size === 0 || paused || me === null || me !== owner) return;
    const state = dehydrate(client, { shouldDehydrateQuery: (q) => changed.has(q.queryHash) && keep(q) });
    changed.clear();
    save(db, me, state.queries).catch((error) =>
      // Spec §8: a failure to persist (storage full, private mode) is only logged; the app goes on.
      console.warn("Could not save data for offline use", error),
    );
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" && event.type !== "added") return;
    const { query } = event;
    if (
      event.type === "updated" &&
      query.queryKey[0] === currentUserKey[0] &&
      event.action.type === "success"
    ) {
      const now = ownerIn(client);
      if (now !== null) paused = false;
      if (now !== owner) {
        if (owner !== null) {
          client.removeQueries({ predicate: (q) => q.queryKey[0] !== currentUserKey[0] });
          void deleteSavedQueryCache(db);
        }
        owner = now;
      }
    }
    // A fetch starting, pausing or failing changes nothing worth writing again.
    if (event.type === "updated" && !savedActions.has(event.action.type)) return;
    if (!keep(query)) return;
    changed.add(query.queryHash);
    // After the events of this moment (a change made offline sets several pages at once), and
    // before the screen shows the answer: the cache tells its subscribers first, renders later.
    if (!scheduled) {
      scheduled = true;
      queueMicrotask(flush);
    }
  });
  // A tab being closed or hidden saves what this moment's events left (normally nothing).
  window.addEventListener("pagehide", flush);
  return {
    /** Drops what waits to be saved and saves nothing more until a user signs in. */
    pause() {
      paused = true;
      changed.clear();
    },
    stop() {
      unsubscribe();
      window.removeEventListener("pagehide", flush);
    },
  };
}

export async function deleteSavedQueryCache(db: OfflineDb): Promise<void> {
  await db.delete("cachedData", IDBKeyRange.bound(recordPrefix, `${recordPrefix}\uffff`));
  await db.delete("cachedData", ownerKey);
}
