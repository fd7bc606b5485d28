import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import { type KeptCopies, keptCopyEncoding, sendKeptCopy } from "./compression.ts";

/**
 * Signed-in answers kept in memory: a host's events and guest-list pages, read again and again
 * (every open tab refetches on each change, a phone reloads, several devices at the door), are
 * sent from here until the data behind them changes. Each answer is kept per user and request, so
 * it is only ever sent to the user it was made for, after that user's own session and permission
 * checks ran again in the route.
 *
 * When an answer goes:
 * - at once, every answer, when any request that may write (not GET/HEAD/OPTIONS) ends on this
 *   server: whatever it wrote, the next read sees it, on either database;
 * - when the database announces a change to data it depends on (triggers' notices, migrations
 *   answer_change_notices, event_change_notices, session_change_notices): writes by another
 *   server, a background job, or a statement typed into psql. On PGlite the notice arrives before
 *   the statement returns; on PostgreSQL a moment after the commit;
 * - after `ttlMs`, in case a notice was lost (a listener reconnecting).
 * An answer being read while any of these happens is not kept: it may hold the old data.
 * Decision record 0009 has the figures.
 */
export type AnswerCache = {
  /**
   * The JSON text of the answer kept under `key`, or of a fresh one: `read` gives the answer and
   * the notice topics it depends on; `dependsOn` names those already known before reading.
   */
  json(
    key: string,
    dependsOn: string[],
    read: () => Promise<{ answer: unknown; dependsOn?: string[] }>,
  ): Promise<string>;
  /**
   * `json`'s answer sent as the route's typed JSON answer. A kept answer goes to a client that takes
   * compression as a compressed copy made once and kept with it, not compressed again per request.
   */
  send<T>(
    c: Context,
    key: string,
    dependsOn: string[],
    read: () => Promise<{ answer: unknown; dependsOn?: string[] }>,
  ): Promise<Response & TypedResponse<JSONParsed<T>, 200, "json">>;
  /** A request that may have written ended: every kept answer goes. */
  wrote(): void;
  /** Every kept answer goes (the server fell quiet, http/quiet-caches.ts); returns how many. */
  clear(): number;
  /** How many answers are kept now (tests). */
  size(): number;
};

type Entry = {
  json: string;
  until: number;
  /** Notice topics that end it; one ending in `*` stands for every topic with that beginning. */
  topics: string[];
  /** Its compressed copies, made when first asked for. */
  encoded: KeptCopies;
};

/**
 * The little of realtime the cache needs: every topic's change notice. Declared here, as http sits
 * below realtime (whose streams use http's errors and slots); realtime's hub is one of these.
 */
export type ChangeNotices = { subscribeAll(listener: (topic: string) => void): () => void };

export function createAnswerCache(opts: {
  ttlMs: number;
  /** All kept answers together hold at most this many characters; the oldest go first. */
  maxChars: number;
  realtime: ChangeNotices;
}): AnswerCache {
  const entries = new Map<string, Entry>();
  let chars = 0;
  /** Which kept answers each topic's notice ends. */
  const byTopic = new Map<string, Set<string>>();
  /** Raised by every write and every notice: a read that saw it change keeps nothing. */
  let generation = 0;

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    chars -= entry.json.length;
    for (const copy of Object.values(entry.encoded)) chars -= copy.byteLength;
    for (const topic of entry.topics) {
      const keys = byTopic.get(topic);
      keys?.delete(key);
      if (keys?.size === 0) byTopic.delete(topic);
    }
  };
  const keep = (key: string, json: string, topics: string[]) => {
    forget(key);
    while (entries.size > 0 && chars + json.length > opts.maxChars) {
      forget(entries.keys().next().value as string);
    }
    entries.set(key, { json, until: Date.now() + opts.ttlMs, topics, encoded: {} });
    chars += json.length;
    for (const topic of topics) {
      const keys = byTopic.get(topic) ?? new Set<string>();
      keys.add(key);
      byTopic.set(topic, keys);
    }
  };
  opts.realtime.subscribeAll((topic) => {
    generation++;
    const keys = byTopic.get(topic);
    if (keys) for (const key of [...keys]) forget(key);
    const colon = topic.indexOf(":");
    const all = colon < 0 ? undefined : byTopic.get(`${topic.slice(0, colon + 1)}*`);
    if (all) for (const key of [...all]) forget(key);
  });

  const cache: AnswerCache = {
    async json(key, dependsOn, read) {
      const kept = entries.get(key);
      if (kept && kept.until > Date.now()) return kept.json;
      if (kept) forget(key);
      const seen = generation;
      const { answer, dependsOn: found = [] } = await read();
      const json = JSON.stringify(answer);
      if (opts.ttlMs > 0 && generation === seen && json.length <= opts.maxChars / 16) {
        keep(key, json, [...new Set([...dependsOn, ...found])]);
      }
      return json;
    },
    async send<T>(
      c: Context,
      key: string,
      dependsOn: string[],
      read: () => Promise<{ answer: unknown; dependsOn?: string[] }>,
    ) {
      const json = await cache.json(key, dependsOn, read);
      const kept = entries.get(key);
      const encoding = keptCopyEncoding(c, json);
      // Not kept (too large, or a change came while reading): the compression middleware's to do.
      if (!encoding || kept?.json !== json) return sendJsonText<T>(c, json);
      const res: Response = sendKeptCopy(c, kept.encoded, json, encoding, "application/json", (bytes) => {
        chars += bytes;
      });
      return res as Response & TypedResponse<JSONParsed<T>, 200, "json">;
    },
    wrote() {
      generation++;
      cache.clear();
    },
    clear() {
      const dropped = entries.size;
      entries.clear();
      byTopic.clear();
      chars = 0;
      return dropped;
    },
    size: () => entries.size,
  };
  return cache;
}

/** A kept answer's JSON text sent as the route's typed JSON answer (what `c.json` would send). */
export function sendJsonText<T>(c: Context, json: string) {
  // The text is JSON.stringify of a T; only its static type is restated here.
  const res: Response = c.body(json, 200, { "content-type": "application/json" });
  return res as Response & TypedResponse<JSONParsed<T>, 200, "json">;
}
