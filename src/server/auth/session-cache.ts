import type { SessionUser } from "../../contract/session.ts";

/**
 * Signed-in users by session cookie, so a signed-in request does not pay Better Auth's cookie
 * check and session read every time (decision record 0009: that lookup cost more than the route's
 * own statements). An entry lives `ttlMs` at most and never past its session's expiry, and goes at
 * once when its user or any of the user's sessions change: the database announces every such
 * change (migration `session_change_notices`), the server forgets the caller's entry after any
 * request that may write, and the auth hooks forget the user on password reset and verification.
 * The key is the whole signed cookie value, so only a cookie that was checked once can hit.
 */
export type SessionCache = {
  get(cookieValue: string): SessionUser | undefined;
  set(cookieValue: string, user: SessionUser, sessionExpiresAt: Date): void;
  /** Drops every cached session of one user (changed role, signed out elsewhere, new password). */
  forgetUser(userId: string): void;
  /** Drops the entry of one cookie, and with it every cached session of its user. */
  forgetCookie(cookieValue: string): void;
  /** Listens for the database's change notices of each cached user (see realtime.ts). */
  listen(subscribe: (topic: string, listener: () => void) => () => void): void;
  /**
   * Drops every entry and its users' subscriptions (the server fell quiet, http/quiet-caches.ts):
   * the next request of each session is checked by Better Auth again, as after `ttlMs`. Returns
   * how many entries went.
   */
  clear(): number;
  readonly size: number;
};

type Entry = { user: SessionUser; until: number };

/** The topic the database's trigger publishes when a user or one of their sessions changes. */
export const sessionUserTopic = (userId: string) => `session-user:${userId}`;

const cookiePattern = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

/** The session cookie's value in a Cookie header, or null. */
export function sessionCookieValue(cookieHeader: string | undefined): string | null {
  return cookieHeader?.match(cookiePattern)?.[1] ?? null;
}

export function createSessionCache(opts: { ttlMs: number; maxEntries: number }): SessionCache {
  const entries = new Map<string, Entry>();
  const cookiesOfUser = new Map<string, Set<string>>();
  const unsubscribeOfUser = new Map<string, () => void>();
  let subscribe: ((topic: string, listener: () => void) => () => void) | null = null;

  function drop(cookie: string) {
    const entry = entries.get(cookie);
    if (!entry) return;
    entries.delete(cookie);
    const cookies = cookiesOfUser.get(entry.user.id);
    cookies?.delete(cookie);
    if (cookies?.size === 0) {
      cookiesOfUser.delete(entry.user.id);
      unsubscribeOfUser.get(entry.user.id)?.();
      unsubscribeOfUser.delete(entry.user.id);
    }
  }

  function forgetUser(userId: string) {
    for (const cookie of [...(cookiesOfUser.get(userId) ?? [])]) drop(cookie);
  }

  return {
    get(cookie) {
      const entry = entries.get(cookie);
      if (!entry) return undefined;
      if (entry.until <= Date.now()) {
        drop(cookie);
        return undefined;
      }
      return entry.user;
    },
    set(cookie, user, sessionExpiresAt) {
      if (opts.ttlMs <= 0) return;
      drop(cookie);
      // Map order is insertion order: the first key is the oldest entry.
      while (entries.size >= opts.maxEntries) drop(entries.keys().next().value as string);
      entries.set(cookie, { user, until: Math.min(Date.now() + opts.ttlMs, sessionExpiresAt.getTime()) });
      let cookies = cookiesOfUser.get(user.id);
      if (!cookies) {
        cookies = new Set();
        cookiesOfUser.set(user.id, cookies);
        if (subscribe)
          unsubscribeOfUser.set(
            user.id,
            subscribe(sessionUserTopic(user.id), () => forgetUser(user.id)),
          );
      }
      cookies.add(cookie);
    },
    forgetUser,
    forgetCookie(cookie) {
      const entry = entries.get(cookie);
      if (entry) forgetUser(entry.user.id);
    },
    listen(fn) {
      subscribe = fn;
    },
    clear() {
      const dropped = entries.size;
      for (const cookie of [...entries.keys()]) drop(cookie);
      return dropped;
    },
    get size() {
      return entries.size;
    },
  };
}
