import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AdminStats,
  type AdminSystem,
  type AdminUser,
  type AdminUserList,
  type AuditEntry,
  adminMessages,
} from "../../contract/admin.ts";
import { setRole } from "../auth/roles.ts";
import { buyPackage } from "../test/buy-package.ts";
import { createEvent } from "../test/new-event.ts";
import { createTestApp, sessionCookie, signUp, signUpAdmin, type TestApp } from "../test/test-app.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: "boss@example.com" });
  admin = await signUpAdmin(t, "boss@example.com", "Boss");
});
afterAll(() => t.close());

const patch = (id: string, json: object) =>
  t.request(`/api/admin/users/${id}`, { method: "PATCH", cookie: admin.cookie, json });

describe("admin panel", () => {
  it("counts the platform's users and events", async () => {
    const stats = async () =>
      (await (await t.request("/api/admin/stats", { cookie: admin.cookie })).json()) as AdminStats;
    const before = await stats();
    const host = await signUp(t);
    const counted = await createEvent(t, host.cookie, {
      title: "Counted",
      description: "Counted by the admin dashboard.",
      date: "2035-06-01",
      time: "18:00",
      location: "Pune",
      isPublic: false,
    });
    await buyPackage(t, host.cookie, counted.id, "premium");
    const after = await stats();
    // One more user, event and completed payment: each figure moves by exactly what was added.
    expect(after.users).toBe(before.users + 1);
    expect(after.events).toBe(before.events + 1);
    expect(after.signUpsByMonth.at(-1)?.count).toBe((before.signUpsByMonth.at(-1)?.count ?? 0) + 1);
    expect(after.payments).toBe((before.payments ?? 0) + 1);
    expect(after.revenuePaise).toBe((before.revenuePaise ?? 0) + 99_900);
    expect((await t.request("/api/admin/stats", { cookie: host.cookie })).status).toBe(403);
  });

  it("finds users, makes and revokes an admin, and records each action", async () => {
    const helper = await signUp(t, "helper@example.com", "Helper Person");
    const found = (await (
      await t.request("/api/admin/users?search=helper", { cookie: admin.cookie })
    ).json()) as AdminUserList;
    expect(found.users.map((u) => u.email)).toEqual(["helper@example.com"]);
    expect(((await (await patch(helper.id, { isAdmin: true })).json()) as AdminUser).isAdmin).toBe(true);
    // The new role holds at the helper's next request (their cached session was dropped).
    expect((await (await t.request("/api/me", { cookie: helper.cookie })).json()).user.isAdmin).toBe(true);
    // Another admin is demoted or disabled on the server only, never by one admin from the web.
    for (const change of [{ isAdmin: false }, { disabled: true }]) {
      const refused = await patch(helper.id, change);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
        adminMessages.otherAdmin,
      );
    }
    expect((await (await t.request("/api/me", { cookie: helper.cookie })).json()).user.isAdmin).toBe(true);
    expect(await setRole(t.db, "helper@example.com", "user")).toBe("done");
    const self = await patch(admin.id, { isAdmin: false });
    expect(self.status).toBe(403);
    const log = (await (await t.request("/api/admin/audit", { cookie: admin.cookie })).json()) as {
      entries: AuditEntry[];
    };
    expect(log.entries[0]).toMatchObject({ action: "grant_admin", targetEmail: "helper@example.com" });

    // The boss is now the last admin: neither the command nor their own account deletion removes them.
    expect(await setRole(t.db, "boss@example.com", "user")).toBe("last_admin");
    const leaving = await t.request("/api/profile/delete", {
      cookie: admin.cookie,
      json: { email: "boss@example.com", password: admin.password },
    });
    expect(leaving.status).toBe(403);
    expect(((await leaving.json()) as { error: { message: string } }).error.message).toBe(
      adminMessages.lastAdmin,
    );
  });

  it("disables an account: its sessions end and it cannot sign in until enabled again", async () => {
    const user = await signUp(t, "troublemaker@example.com", "Trouble");
    expect((await (await t.request("/api/me", { cookie: user.cookie })).json()).user).not.toBeNull();
    expect(((await (await patch(user.id, { disabled: true })).json()) as AdminUser).disabled).toBe(true);
    expect((await (await t.request("/api/me", { cookie: user.cookie })).json()).user).toBeNull();
    const refused = await t.request("/api/auth/sign-in/email", {
      json: { email: user.email, password: user.password },
    });
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe("This account has been disabled. Please contact support.");
    expect(sessionCookie(refused)).not.toContain("session_token=");

    await patch(user.id, { disabled: false });
    const back = await t.request("/api/auth/sign-in/email", {
      json: { email: user.email, password: user.password },
    });
    expect(back.status).toBe(200);
    const log = (await (await t.request("/api/admin/audit", { cookie: admin.cookie })).json()) as {
      entries: AuditEntry[];
    };
    expect(log.entries.slice(0, 2).map((e) => e.action)).toEqual(["enable", "disable"]);
  });

  it("shows the system's state and sends a test mail to the admin", async () => {
    const system = (await (
      await t.request("/api/admin/system", { cookie: admin.cookie })
    ).json()) as AdminSystem;
    expect(system.database).toBe(t.database.kind);
    expect(system.migrations.applied).toBe(system.migrations.available);
    expect(system.storage.driver).toBe("local");
    expect(system.mail.transport).toBe("outbox");
    const sent = await t.request("/api/admin/test-mail", { method: "POST", cookie: admin.cookie });
    expect(sent.status).toBe(200);
    expect(
      (await t.outbox()).some((m) => m.to === "boss@example.com" && m.subject === "EventHub test message"),
    ).toBe(true);
    const after = (await (
      await t.request("/api/admin/system", { cookie: admin.cookie })
    ).json()) as AdminSystem;
    expect(after.outbox[0].subject).toBe("EventHub test message");
  });
});
