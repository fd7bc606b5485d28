import { describe, expect, it } from "vitest";
import type { Profile } from "../../contract/profile.ts";
import { newEvent, startProfileApp, t, uploadPhoto } from "../test/profile-setup.ts";
import { signUp } from "../test/test-app.ts";

// The profile form, its photo, and the notification switches being obeyed.

startProfileApp();

describe("profile", () => {
  it("saves name, phone and notification switches, and refuses a bad phone number", async () => {
    const me = await signUp(t);
    const saved = await t.request("/api/profile", {
      method: "PATCH",
      cookie: me.cookie,
      json: { name: "Asha Rao", phoneNumber: "+91 98765-43210" },
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ name: "Asha Rao", phoneNumber: "+91 98765-43210" });
    const bad = await t.request("/api/profile", {
      method: "PATCH",
      cookie: me.cookie,
      json: { name: "Asha Rao", phoneNumber: "call me" },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.phoneNumber).toBe("Please enter a valid phone number");

    const prefs = await t.request("/api/profile/preferences", {
      method: "PATCH",
      cookie: me.cookie,
      json: { rsvpUpdates: false, theme: "dark" },
    });
    expect(await prefs.json()).toMatchObject({ rsvpUpdates: false, theme: "dark", eventReminders: true });
    const profile = (await (await t.request("/api/profile", { cookie: me.cookie })).json()) as Profile;
    expect(profile.preferences).toMatchObject({ rsvpUpdates: false, theme: "dark" });
    expect(await t.services.profile.mailRecipient(me.id, "rsvpUpdates")).toBeNull();
    expect(await t.services.profile.mailRecipient(me.id, "eventReminders")).not.toBeNull();
  });

  it("stores a profile photo as our own image, replaces it and removes it", async () => {
    const me = await signUp(t);
    const first = await uploadPhoto(me.cookie);
    expect(first.image).toMatch(/^\/api\/media\/profile_images\//);
    expect((await t.request(`${first.image}?w=96`)).status).toBe(200);
    const second = await uploadPhoto(me.cookie);
    expect(second.image).not.toBe(first.image);
    expect((await t.request(`${first.image}?w=96`)).status).toBe(404);
    const me2 = await (await t.request("/api/me", { cookie: me.cookie })).json();
    expect(me2.user.image).toBe(second.image);
    const removed = await t.request("/api/profile/photo", { method: "DELETE", cookie: me.cookie });
    expect((await removed.json()).image).toBeNull();
  });
});

describe("notification switches obeyed", () => {
  it("mails the host a guest's reply while RSVP updates are on, and not once they are off", async () => {
    const host = await signUp(t, "busy-host@example.com", "Busy Host");
    const event = await newEvent(host.cookie, "Housewarming");
    const invite = async (name: string) => {
      const res = await t.request(`/api/events/${event.id}/guests`, {
        cookie: host.cookie,
        json: { name, email: `${name.toLowerCase()}@example.com`, status: "invited" },
      });
      return ((await res.json()) as { rsvpPath: string }).rsvpPath.split("/").pop()!;
    };
    const notices = async () =>
      (await t.outbox()).filter(
        (m) => m.to === "busy-host@example.com" && m.subject.includes("Housewarming"),
      );

    const first = await invite("Kavya");
    expect(
      (
        await t.request(`/api/rsvp/${first}`, {
          method: "PUT",
          json: { response: "attending", plusOnes: [] },
        })
      ).status,
    ).toBe(200);
    const [notice] = await notices();
    expect(notice.subject).toBe("Kavya is coming to Housewarming");
    // The same reply sent again is no news.
    await t.request(`/api/rsvp/${first}`, { method: "PUT", json: { response: "attending", plusOnes: [] } });
    expect(await notices()).toHaveLength(1);
    expect(notice.text).toContain(`/dashboard/guests?eventId=${event.id}`);

    await t.request("/api/profile/preferences", {
      method: "PATCH",
      cookie: host.cookie,
      json: { rsvpUpdates: false },
    });
    const second = await invite("Rohan");
    await t.request(`/api/rsvp/${second}`, { method: "PUT", json: { response: "declined", plusOnes: [] } });
    expect(await notices()).toHaveLength(1);

    // The master switch silences every kind.
    await t.request("/api/profile/preferences", {
      method: "PATCH",
      cookie: host.cookie,
      json: { rsvpUpdates: true, emailNotifications: false },
    });
    await t.request(`/api/rsvp/${second}`, { method: "PUT", json: { response: "attending", plusOnes: [] } });
    expect(await notices()).toHaveLength(1);
  });
});
