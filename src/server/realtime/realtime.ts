import { EventEmitter } from "node:events";
import type pg from "pg";
import type { Database } from "../db/client.ts";
import { errorForLog } from "../log-redaction.ts";
import type { Logger } from "../logger.ts";

/**
 * Tells open pages that something changed ("guests of event X"). On PostgreSQL the signal goes
 * through LISTEN/NOTIFY, so every server instance hears every other; on PGlite there is only one
 * process, so an in-process emitter is the whole story. Messages carry no data: clients refetch.
 */
export type Realtime = {
  publish(topic: string): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(topic: string, listener: () => void): () => void;
  /** Hears every topic, the database's notices and this server's own messages alike. */
  subscribeAll(listener: (topic: string) => void): () => void;
  /** Raised when the server is stopping: open streams end (change-stream.ts). */
  draining?: AbortSignal;
  close(): Promise<void>;
};

const channel = "eventhub_changes";

export async function createRealtime(
  database: Database,
  log: Logger,
  draining?: AbortSignal,
): Promise<Realtime> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const subscribe = (topic: string, listener: () => void) => {
    local.on(topic, listener);
    return () => {
      local.off(topic, listener);
    };
  };
  const hearAll = new Set<(topic: string) => void>();
  const subscribeAll = (listener: (topic: string) => void) => {
    hearAll.add(listener);
    return () => {
      hearAll.delete(listener);
    };
  };
  const deliver = (topic: string) => {
    for (const listener of hearAll) listener(topic);
    local.emit(topic);
  };

  if (!database.pool) {
    // The app's own messages stay in the process; the database's (its triggers' notices, e.g. a
    // changed session) arrive through PGlite's listen, before the statement that caused them returns.
    const unlisten = database.pglite
      ? await database.pglite.listen(channel, (payload) => {
          if (payload) deliver(payload);
        })
      : null;
    return {
      async publish(topic) {
        deliver(topic);
      },
      subscribe,
      subscribeAll,
      draining,
      async close() {
        local.removeAllListeners();
        hearAll.clear();
        await unlisten?.().catch(() => {});
      },
    };
  }

  const pool = database.pool;
  let listener: pg.PoolClient | null = null;
  let closed = false;
  const listen = async () => {
    const client = await pool.connect();
    client.on("notification", (msg) => {
      if (msg.channel === channel && msg.payload) deliver(msg.payload);
    });
    client.on("error", (err) => {
      if (listener !== client) return; // already given up by close()
      log.error("realtime listener lost its connection; reconnecting", { ...errorForLog(err) });
      listener = null;
      client.release(true);
      if (!closed) setTimeout(() => listen().catch(() => {}), 1000);
    });
    await client.query(`listen ${channel}`);
    listener = client;
  };
  await listen();

  return {
    async publish(topic) {
      await pool.query("select pg_notify($1, $2)", [channel, topic]);
    },
    subscribe,
    subscribeAll,
    draining,
    async close() {
      closed = true;
      local.removeAllListeners();
      hearAll.clear();
      const client = listener;
      listener = null;
      // Destroyed, not returned: a pooled connection must not keep listening.
      client?.release(true);
    },
  };
}

/**
 * An event's guests changed: announced by the database for every statement that writes them
 * (migration answer_change_notices), whichever server, job or script made it.
 */
export const guestsTopic = (eventId: string) => `guests:${eventId}`;
export const checkInTopic = (eventId: string) => `check-in:${eventId}`;
