/**
 * The caches that make a busy server fast and that a quiet one can do without: kept answers,
 * rendered guest pages, event rows, checked sessions. Each is rebuilt by the next request that
 * needs it, at the cost of one read or render. The composition root (runtime.ts, app.ts) adds each
 * one here as it creates it; the idle collection empties them all before it collects
 * (idle-collect.ts, decision record 0025), so that what they held is garbage the collection frees,
 * not live objects it must keep and compact. No feature reaches into another's cache: each hands
 * over only its `clear`.
 *
 * Not here: what protects rather than speeds up (rate-limit windows, guessing budgets), which must
 * outlive a quiet minute.
 */
export type ClearableCache = {
  /** Drops every entry and returns how many there were; the cache fills again on later requests. */
  clear(): number;
};

export type QuietCaches = {
  /** Adds a cache under a name (for the debug log and tests). */
  add(name: string, cache: ClearableCache): void;
  /** Empties every cache added; returns how many entries each held, by name. */
  clear(): Record<string, number>;
};

export function createQuietCaches(): QuietCaches {
  // A list, not a map by name: tests build several apps on one runtime, each with its own caches.
  const caches: { name: string; cache: ClearableCache }[] = [];
  return {
    add(name, cache) {
      caches.push({ name, cache });
    },
    clear() {
      const dropped: Record<string, number> = {};
      for (const { name, cache } of caches) dropped[name] = (dropped[name] ?? 0) + cache.clear();
      return dropped;
    },
  };
}
