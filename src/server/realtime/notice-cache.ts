import type { Realtime } from "./realtime.ts";

/**
 * Values read from the database, kept in memory for up to `ttlMs` and dropped at once when the
 * database announces a change to one (a trigger's notice on `topic(key)`, see realtime.ts). The
 * writer on this server forgets its own change too, since another connection's notice may arrive a
 * moment after the write returns. At most `maxEntries`; the oldest go first.
 */
export type NoticeCache<V> = {
  /** The kept value, or else `load()`'s, kept for next time. */
  read(key: string, load: () => Promise<V>): Promise<V>;
  forget(key: string): void;
  /** Drops every entry and its subscription (the server fell quiet, http/quiet-caches.ts); returns how many. */
  clear(): number;
};

export function createNoticeCache<V>(opts: {
  ttlMs: number;
  maxEntries: number;
  topic: (key: string) => string;
  realtime: Pick<Realtime, "subscribe">;
}): NoticeCache<V> {
  const entries = new Map<string, { value: V; until: number; unsubscribe: () => void }>();
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    entry.unsubscribe();
  };
  const get = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.value;
    forget(key);
    return undefined;
  };
  const set = (key: string, value: V) => {
    if (opts.ttlMs <= 0) return;
    forget(key);
    while (entries.size >= opts.maxEntries) forget(entries.keys().next().value as string);
    entries.set(key, {
      value,
      until: Date.now() + opts.ttlMs,
      unsubscribe: opts.realtime.subscribe(opts.topic(key), () => forget(key)),
    });
  };
  return {
    async read(key, load) {
      const kept = get(key);
      if (kept !== undefined) return kept;
      const value = await load();
      set(key, value);
      return value;
    },
    forget,
    clear() {
      const dropped = entries.size;
      for (const key of [...entries.keys()]) forget(key);
      return dropped;
    },
  };
}
