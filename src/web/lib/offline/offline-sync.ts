import type { QueryClient } from "@tanstack/react-query";
import type { MeResponse } from "../../../contract/session.ts";
import { ApiError } from "../api-client.ts";
import { currentUserKey } from "../current-user.ts";
import { changeKind, onChangeKindRegistered } from "./change-kinds.ts";
import { type ChangeQueue, createChangeQueue, type Lock, type SendResult } from "./change-queue.ts";
import { type OfflineDb, openOfflineDb } from "./offline-db.ts";
import { ownerOf, setVisitorFrom } from "./offline-owner.ts";
import { deleteSavedQueryCache, persistQueryCache, restoreQueryCache } from "./query-persistence.ts";
import { type QueuedChange, tempIdsIn, withServerIds } from "./queued-change.ts";
import { sendChange } from "./send-change.ts";

/**
 * The page's side of working offline (docs/decisions/0017): opens the offline store, restores and
 * saves the query cache, keeps the queue's changes on screen, and sends them when the network is
 * back. Tabs share one queue: one Web Lock lets a single tab send at a time, and a BroadcastChannel
 * tells the others what changed.
 */

const lockName = "eventhub-change-queue";
const channelName = "eventhub-offline";
const retryEveryMs = 30_000;
const firstRetryDelayMs = 3_000;
const maxRetryDelayMs = 60_000;
let retryDelayMs = firstRetryDelayMs;
let soonRetry: ReturnType<typeof setTimeout> | null = null;

type Message =
  | { type: "changed" }
  /** A change left the queue (sent, or discarded): forget it and refresh what it touched. */
  | { type: "settled"; id: string; invalidate: unknown[][] }
  | { type: "cleared" };

let client: QueryClient | null = null;
let db: OfflineDb | null = null;
let queue: ChangeQueue | null = null;
let persistence: ReturnType<typeof persistQueryCache> | null = null;
let channel: BroadcastChannel | null = null;
let changes: QueuedChange[] = [];
let flushing: Promise<void> | null = null;
let flushAgain = false;
const listeners = new Set<() => void>();

// Without Web Locks (old browsers) tabs may send a change twice; its key makes the server apply it once.
const lock: Lock = (fn) =>
  typeof navigator !== "undefined" && navigator.locks ? navigator.locks.request(lockName, () => fn()) : fn();

const userId = () => ownerOf(client?.getQueryData<MeResponse>(currentUserKey));

function emit() {
  for (const listener of listeners) listener();
}

function broadcast(message: Message) {
  channel?.postMessage(message);
}

/** Shows every queued change on top of the server's data (again: `apply` is safe to repeat). */
function applyAll() {
  if (!client) return;
  for (const change of changes) changeKind(change.kind)?.apply(client, change);
}

/**
 * Takes a sent change off the screen's list at once: the fresh data about to arrive has it, and
 * showing it again on top would add a second copy (under its temporary id).
 */
function forget(id: string) {
  changes = changes.filter((c) => c.id !== id);
  emit();
}

async function reload() {
  if (!queue) return;
  const me = userId();
  changes = me ? (await queue.all()).filter((c) => c.userId === me) : [];
  applyAll();
  emit();
}

async function runFlush() {
  const me = userId();
  if (!queue || !me || !navigator.onLine) return;
  let sentAny = false;
  const outcome = await queue.flush({
    userId: me,
    send: sendChange,
    onSaved: (change) => {
      sentAny = true;
      forget(change.id);
      for (const key of change.invalidate) client?.invalidateQueries({ queryKey: key });
      broadcast({ type: "settled", id: change.id, invalidate: change.invalidate as unknown[][] });
    },
    onRefused: () => {
      sentAny = true;
    },
  });
  if (sentAny) broadcast({ type: "changed" });
  await reload();
  if (outcome === "signed-out") client?.invalidateQueries({ queryKey: currentUserKey });
  // The 'online' event often comes before the connection really works, and a busy server asks
  // for patience: try again soon, then less and less often.
  if (outcome === "offline" || outcome === "later") {
    if (!soonRetry) {
      soonRetry = setTimeout(() => {
        soonRetry = null;
        void flushQueue();
      }, retryDelayMs);
      retryDelayMs = Math.min(retryDelayMs * 2, maxRetryDelayMs);
    }
  } else {
    retryDelayMs = firstRetryDelayMs;
  }
}

/** Sends what waits, now; a call while a flush runs asks for one more round after it. */
export function flushQueue(): Promise<void> {
  if (flushing) {
    flushAgain = true;
    return flushing;
  }
  flushing = (async () => {
    try {
      do {
        flushAgain = false;
        await runFlush();
      } while (flushAgain);
    } catch (error) {
      console.warn("Could not send the offline changes", error);
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

/**
 * Opens the offline store and brings back the saved cache before the app renders. When IndexedDB
 * cannot be used (spec §8: an unsupported browser, private mode) this is only logged: the app works
 * online as before, and changes go straight to the server.
 */
export async function startOffline(queryClient: QueryClient): Promise<void> {
  client = queryClient;
  setVisitorFrom(window.location.pathname);
  try {
    db = await openOfflineDb();
  } catch (error) {
    console.warn("Offline storage is not available in this browser", error);
    return;
  }
  queue = createChangeQueue(db, lock);
  const owner = await restoreQueryCache(queryClient, db).catch((error) => {
    console.warn("Could not read saved data", error);
    return null;
  });
  persistence = persistQueryCache(queryClient, db, owner);

  // Fresh answers from the server replace the cache's copies: show the waiting changes on them again.
  let scheduled = false;
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success" || event.action.manual) return;
    if (event.query.queryKey[0] === currentUserKey[0]) {
      void reload().then(() => flushQueue());
      return;
    }
    if (scheduled || changes.length === 0) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      applyAll();
    });
  });
  onChangeKindRegistered(applyAll);

  if (typeof BroadcastChannel !== "undefined") {
    channel = new BroadcastChannel(channelName);
    channel.onmessage = (event: MessageEvent<Message>) => {
      const message = event.data;
      if (message.type === "settled") {
        forget(message.id);
        for (const key of message.invalidate) queryClient.invalidateQueries({ queryKey: key });
      } else if (message.type === "cleared") {
        // Signed out in another tab: this one forgets the user's data too (and so saves none again).
        persistence?.pause();
        changes = [];
        emit();
        queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== currentUserKey[0] });
        void queryClient.invalidateQueries({ queryKey: currentUserKey });
        return;
      }
      void reload();
    };
  }
  window.addEventListener("online", () => void flushQueue());
  setInterval(() => {
    if (changes.some((c) => c.state === "waiting")) void flushQueue();
  }, retryEveryMs);
  await reload();
  void flushQueue();
}

/**
 * A change as a feature describes it; the queue adds its owner and place, and its key unless the
 * feature made one (check-in's client action id, say, which its route also takes in the body).
 */
export type NewChange = Omit<QueuedChange, "id" | "userId" | "state" | "timestamp" | "seq"> & { id?: string };

/** What became of a submitted change: saved by the server now, or kept to be sent later. */
export type Submitted<T> = { queued: false; body: T } | { queued: true; change: QueuedChange };

const networkMessage = "Network error. Please check your internet connection and try again.";

function apiErrorOf(result: SendResult): ApiError {
  const error = (
    result.body as {
      error?: { code?: ApiError["code"]; message?: string; fields?: Record<string, string> };
    } | null
  )?.error;
  return new ApiError(
    result.status,
    error?.code ?? "internal",
    error?.message ?? "Request failed",
    error?.fields,
  );
}

function isTransient(status: number, retryAfter: boolean) {
  return status >= 500 || status === 408 || status === 429 || (status === 409 && retryAfter);
}

/**
 * Makes a change: sent at once when online and nothing waits before it (the server's refusal is
 * thrown as an ApiError, for the form to show under its fields), otherwise stored, shown at once,
 * and sent in order when the connection returns.
 */
export async function submitChange<T>(spec: NewChange): Promise<Submitted<T>> {
  const me = userId();
  if (!me) throw new ApiError(401, "unauthenticated", "You must be logged in");
  const change: QueuedChange = {
    ...spec,
    id: spec.id ?? crypto.randomUUID(),
    userId: me,
    state: "waiting",
    timestamp: Date.now(),
  };
  const ids = queue ? await queue.serverIds() : {};
  const known = tempIdsIn(change.request).every((id) => ids[id]);
  const waiting = changes.some((c) => c.state === "waiting");
  if (!queue || (navigator.onLine && !waiting && known)) {
    let result: SendResult | null = null;
    try {
      result = await sendChange(withServerIds(change.request, ids), change.id);
    } catch {
      // Unreachable: keep it for later (with the same key, in case the server did get it).
      if (!queue) throw new ApiError(0, "network", networkMessage);
    }
    if (result && result.status >= 200 && result.status < 300)
      return { queued: false, body: result.body as T };
    if (result && (!queue || !isTransient(result.status, result.retryAfter))) throw apiErrorOf(result);
  }
  if (!queue) throw new ApiError(0, "network", networkMessage);
  const stored = await queue.add(change);
  changes = [...changes, stored];
  applyAll();
  emit();
  broadcast({ type: "changed" });
  void flushQueue();
  return { queued: true, change: stored };
}

export async function retryChange(seq: number): Promise<void> {
  if (!queue) return;
  await queue.retry(seq);
  broadcast({ type: "changed" });
  await reload();
  await flushQueue();
}

/** Drops a change the server refused, and takes it off the screen. */
export async function discardChange(seq: number): Promise<void> {
  if (!queue || !client) return;
  const dropped = await queue.discard(seq);
  for (const change of [...dropped].reverse()) changeKind(change.kind)?.revert(client, change);
  for (const change of dropped) {
    for (const key of change.invalidate) client.invalidateQueries({ queryKey: key });
    broadcast({ type: "settled", id: change.id, invalidate: change.invalidate as unknown[][] });
  }
  await reload();
}

/** Signing out: this device forgets the user's saved data and changes, in every tab. */
export async function clearOfflineData(): Promise<void> {
  persistence?.pause();
  changes = [];
  emit();
  broadcast({ type: "cleared" });
  if (!db || !queue) return;
  await Promise.all([queue.clear(), deleteSavedQueryCache(db)]);
}

export function subscribeToQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function queuedChanges(): QueuedChange[] {
  return changes;
}
