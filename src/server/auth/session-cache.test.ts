import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../../contract/session.ts";
import { eventually } from "../test/eventually.ts";
import { createTestApp, signUp, type TestApp } from "../test/test-app.ts";
import { createSessionCache, sessionCookieValue, sessionUserTopic } from "./session-cache.ts";
import { session, user } from "./tables.ts";

const someone = (id: string): SessionUser => ({
  id,
  email: `${id}@example.com`,
  name: id,
  image: null,
  emailVerified: true,
  isAdmin: false,
  createdAt: new Date(0).toISOString(),
  lastLogin: null,
});
const inAnHour = () => new Date(Date.now() + 3_600_000);

describe("the session cache on its own", () => {
  it("keeps an entry for its lifetime and never past the session's end", async () => {
    const cache = createSessionCache({ ttlMs: 60_000, maxEntries: 10 });
    cache.set("a.sig", someone("u1"), inAnHour());
    cache.set("b.sig", someone("u2"), new Date(Date.now() + 30));
    expect(cache.get("a.sig")?.id).toBe("u1");
    expect(cache.get("b.sig")?.id).toBe("u2");
    await new Promise((r) => setTimeout(r, 40));
    expect(cache.get("b.sig")).toBeUndefined();
    expect(cache.get("a.sig")?.id).toBe("u1");
  });

  it("holds at most maxEntries, dropping the oldest", () => {
    const cache = createSessionCache({ ttlMs: 60_000, maxEntries: 2 });
    cache.set("1", someone("u1"), inAnHour());
    cache.set("2", someone("u2"), inAnHour());
    cache.set("3", someone("u3"), inAnHour());
    expect(cache.size).toBe(2);
    expect(cache.get("1")).toBeUndefined();
    expect(cache.get("3")?.id).toBe("u3");
  });

  it("forgets every session of a user when told, or when the database's notice comes", () => {
    const listeners = new Map<string, () => void>();
    const cache = createSessionCache({ ttlMs: 60_000, maxEntries: 10 });
    cache.listen((topic, fn) => {
      listeners.set(topic, fn);
      return () => listeners.delete(topic);
    });
    cache.set("phone", someone("u1"), inAnHour());
    cache.set("laptop", someone("u1"), inAnHour());
    cache.set("other", someone("u2"), inAnHour());
    cache.forgetCookie("phone");
    expect([cache.get("phone"), cache.get("laptop")]).toEqual([undefined, undefined]);
    // The user's subscription ends with their last entry.
    expect(listeners.has(sessionUserTopic("u1"))).toBe(false);
    listeners.get(sessionUserTopic("u2"))?.();
    expect(cache.size).toBe(0);
  });

  it("stores nothing when its lifetime is zero", () => {
    const cache = createSessionCache({ ttlMs: 0, maxEntries: 10 });
    cache.set("a", someone("u1"), inAnHour());
    expect(cache.size).toBe(0);
  });

  it("reads the session cookie under either of its names", () => {
    expect(sessionCookieValue("x=1; better-auth.session_token=abc.def; y=2")).toBe("abc.def");
    expect(sessionCookieValue("__Secure-better-auth.session_token=abc.def")).toBe("abc.def");
    expect(sessionCookieValue("my-better-auth.session_token_x=1")).toBeNull();
    expect(sessionCookieValue(undefined)).toBeNull();
  });
});

describe("signed-in requests", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const nameOnMe = async (cookie: string) =>
    ((await (await t.request("/api/me", { cookie })).json()) as { user: { name: string } | null }).user
      ?.name ?? null;

  it("trust a checked cookie without reading the session again", async () => {
    const u = await signUp(t, "cached@example.com", "Before");
    expect(await nameOnMe(u.cookie)).toBe("Before");
    // Renamed behind the server's back (the database's change notice switched off for this
    // transaction): the cached user is what the next request sees.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(user).set({ name: "Behind" }).where(eq(user.id, u.id));
    });
    expect(await nameOnMe(u.cookie)).toBe("Before");
    t.sessions.forgetUser(u.id);
    expect(await nameOnMe(u.cookie)).toBe("Behind");
  });

  it("see a change made by another server or a script as soon as the database announces it", async () => {
    const u = await signUp(t, "renamed@example.com", "Old Name");
    expect(await nameOnMe(u.cookie)).toBe("Old Name");
    await t.db.update(user).set({ name: "New Name" }).where(eq(user.id, u.id));
    await eventually(async () => (await nameOnMe(u.cookie)) === "New Name");
  });

  it("end when the session is deleted elsewhere", async () => {
    const u = await signUp(t, "revoked@example.com", "Revoked");
    expect(await nameOnMe(u.cookie)).toBe("Revoked");
    await t.db.delete(session).where(eq(session.userId, u.id));
    await eventually(async () => (await nameOnMe(u.cookie)) === null);
  });

  it("end at once on sign-out, on this server", async () => {
    const u = await signUp(t, "leaving@example.com", "Leaving");
    expect(await nameOnMe(u.cookie)).toBe("Leaving");
    expect((await t.request("/api/auth/sign-out", { json: {}, cookie: u.cookie })).status).toBe(200);
    expect(await nameOnMe(u.cookie)).toBeNull();
  });
});
