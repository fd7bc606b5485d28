import type { OfflineDb } from "./offline-db.ts";
import {
  type QueuedChange,
  type QueuedRequest,
  type Refusal,
  tempIdsIn,
  withServerIds,
} from "./queued-change.ts";

/** The server's answer to one sent change. */
export type SendResult = { status: number; body: unknown; retryAfter: boolean };
/** Sends one change with its key; throws when the server cannot be reached. */
export type Send = (request: QueuedRequest, idempotencyKey: string) => Promise<SendResult>;
/** Runs `fn` while no other flush (in this tab or another) runs. */
export type Lock = <T>(fn: () => Promise<T>) => Promise<T>;

/**
 * How a flush ended: everything sendable was sent ("done"), the server could not be reached
 * ("offline"), it asked to come back later ("later": busy, rate-limited, failing), or the session
 * is gone ("signed-out"). Whatever was not sent stays queued, in order.
 */
export type FlushOutcome = "done" | "offline" | "later" | "signed-out";

export type FlushHooks = {
  userId: string;
  send: Send;
  onSaved?: (change: QueuedChange, body: unknown) => void;
  onRefused?: (change: QueuedChange) => void;
};

const serverIdsKey = "server-ids";

/** A refusal the host cannot fix by waiting: bad input, no permission, a conflict, not found. */
function isRefusal(result: SendResult) {
  const { status } = result;
  if (status >= 500 || status === 408 || status === 429) return false;
  // 409 with Retry-After: the same change is being saved by another request right now.
  return !(status === 409 && result.retryAfter);
}

function refusalOf(result: SendResult): Refusal {
  const error = (result.body as { error?: { message?: string; fields?: Record<string, string> } } | null)
    ?.error;
  return {
    status: result.status,
    message: error?.message || "The server refused this change",
    fields: error?.fields,
  };
}

/** The value at `path` in a JSON answer, if there is one. */
function valueAt(body: unknown, path: string[]): unknown {
  let value = body;
  for (const part of path) value = (value as Record<string, unknown> | null)?.[part];
  return value;
}

export function waitsForMessage(label: string) {
  return `Waits for “${label}”, which was not saved`;
}

/**
 * The offline queue (spec §4 "Offline"): changes made on this device, replayed in the order they
 * were made. A change the server refuses stays, with the server's message, until the host retries or
 * discards it; the changes after it go on, except those made to something it would have created.
 */
export function createChangeQueue(db: OfflineDb, lock: Lock) {
  async function all(): Promise<QueuedChange[]> {
    // The auto-incremented key is the order the changes were made in.
    return db.getAll("pendingActions");
  }

  async function serverIds(): Promise<Record<string, string>> {
    return ((await db.get("cachedData", serverIdsKey))?.value as Record<string, string> | undefined) ?? {};
  }

  async function saveServerIds(ids: Record<string, string>) {
    await db.put("cachedData", { key: serverIdsKey, timestamp: Date.now(), value: ids });
  }

  /** The change and every queued change made to what it creates, and to what those create. */
  function withDependents(changes: QueuedChange[], first: QueuedChange): QueuedChange[] {
    const found = [first];
    for (const change of changes) {
      if (found.includes(change)) continue;
      const refersTo = tempIdsIn(change.request);
      if (found.some((f) => f.tempId && refersTo.includes(f.tempId))) found.push(change);
    }
    return found;
  }

  return {
    all,
    /** The server's ids for things made offline and since saved, by temporary id (kept until sign-out). */
    serverIds,

    /** Stores a change at the end of the queue; returns it with its place (`seq`). */
    async add(change: QueuedChange): Promise<QueuedChange> {
      const seq = await db.add("pendingActions", change);
      return { ...change, seq };
    },

    /**
     * Sends the refused change again on the next flush, with what waited for it; without its
     * preconditions, so an edit refused because the thing changed meanwhile now goes over it.
     */
    async retry(seq: number): Promise<void> {
      await lock(async () => {
        const changes = await all();
        const change = changes.find((c) => c.seq === seq);
        if (!change) return;
        for (const c of withDependents(changes, change)) {
          const request = c === change ? { ...c.request, preconditions: undefined } : c.request;
          await db.put("pendingActions", { ...c, request, state: "waiting", refusal: undefined });
        }
      });
    },

    /** Drops a change, and the changes made to what it would have created; returns what was dropped. */
    async discard(seq: number): Promise<QueuedChange[]> {
      return lock(async () => {
        const changes = await all();
        const change = changes.find((c) => c.seq === seq);
        if (!change) return [];
        const dropped = withDependents(changes, change);
        for (const c of dropped) if (c.seq !== undefined) await db.delete("pendingActions", c.seq);
        return dropped;
      });
    },

    /** Forgets every change and id (signing out). */
    async clear(): Promise<void> {
      await lock(async () => {
        await db.clear("pendingActions");
        await db.delete("cachedData", serverIdsKey);
      });
    },

    /** Sends the user's waiting changes in order; see FlushOutcome. */
    async flush({ userId, send, onSaved, onRefused }: FlushHooks): Promise<FlushOutcome> {
      return lock(async () => {
        const changes = (await all()).filter((c) => c.userId === userId);
        const ids = await serverIds();
        for (const change of changes) {
          if (change.state !== "waiting" || change.seq === undefined) continue;
          const unsaved = tempIdsIn(change.request).filter((id) => !ids[id]);
          if (unsaved.length > 0) {
            // Made to something whose creation was refused (or dropped): it cannot go first.
            const creator = changes.find((c) => c.tempId === unsaved[0]);
            const refused: QueuedChange = {
              ...change,
              state: "refused",
              refusal: { status: 0, message: waitsForMessage(creator?.label ?? "an earlier change") },
            };
            await db.put("pendingActions", refused);
            onRefused?.(refused);
            continue;
          }
          let result: SendResult;
          try {
            result = await send(withServerIds(change.request, ids), change.id);
          } catch {
            return "offline";
          }
          if (result.status >= 200 && result.status < 300) {
            const newId = valueAt(result.body, change.serverIdAt ?? ["id"]);
            if (change.tempId && typeof newId === "string") {
              ids[change.tempId] = newId;
              await saveServerIds(ids);
            }
            await db.delete("pendingActions", change.seq);
            onSaved?.(change, result.body);
            continue;
          }
          if (result.status === 401) return "signed-out";
          if (!isRefusal(result)) return "later";
          const refused: QueuedChange = { ...change, state: "refused", refusal: refusalOf(result) };
          await db.put("pendingActions", refused);
          onRefused?.(refused);
        }
        return "done";
      });
    },
  };
}

export type ChangeQueue = ReturnType<typeof createChangeQueue>;
