import { describe, expect, it } from "vitest";
import { profileMessages } from "../../contract/profile.ts";
import { buyPackage } from "../test/buy-package.ts";
import { addGuest, newEvent, startProfileApp, t, unzip, uploadPhoto } from "../test/profile-setup.ts";
import { signUp } from "../test/test-app.ts";

// Download my data: what it holds, safe CSV, and one export at a time per account.

startProfileApp();

describe("download my data", () => {
  it("holds the user's profile, events, guests and files, and nobody else's", async () => {
    const me = await signUp(t, "exporter@example.com", "Exporter");
    const other = await signUp(t, "someone-else@example.com", "Someone Else");
    await uploadPhoto(me.cookie);
    const mine = await newEvent(me.cookie, "My export party");
    await addGuest(me.cookie, mine.id, "Guest Of Mine", "mine-guest@example.com");
    const theirs = await newEvent(other.cookie, "Their secret party");
    await addGuest(other.cookie, theirs.id, "Their Guest", "their-guest@example.com");
    // A post, a venue and a bought package of each, through their own routes.
    for (const [cookie, eventId, word] of [
      [me.cookie, mine.id, "Mine"],
      [other.cookie, theirs.id, "Theirs"],
    ]) {
      const post = new FormData();
      post.set("title", `${word} announcement`);
      post.set("content", "Parking at the gate.");
      await t.app.request(`/api/events/${eventId}/feed`, {
        method: "POST",
        body: post,
        headers: { cookie, origin: t.config.publicUrl },
      });
      await t.request(`/api/events/${eventId}/venue`, {
        method: "PUT",
        cookie,
        json: { name: `${word} Hall`, address: "1 Road" },
      });
      await buyPackage(t, cookie, eventId);
      const message = await t.request(`/api/events/${eventId}/messages`, {
        cookie,
        json: { subject: `${word} message`, body: "Buses at six.", audience: "all" },
      });
      expect(message.status).toBe(201);
    }

    const res = await t.request("/api/profile/export", { cookie: me.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    const zip = Buffer.from(await res.arrayBuffer());
    const { names, read } = await unzip(zip);
    expect(names).toEqual(
      expect.arrayContaining([
        "README.txt",
        "profile.json",
        "profile.csv",
        "events.json",
        "events.csv",
        "guests.json",
        "guests.csv",
        "invitations.json",
        "gallery_items.json",
        "feed_posts.json",
        "venues.json",
        "payments.json",
        "guest_messages.json",
        "guest_message_recipients.json",
        "attendee_reminders.json",
        "files/profile-photo.webp",
      ]),
    );
    expect(JSON.parse(read("profile.json"))[0].email).toBe("exporter@example.com");
    expect(read("events.csv")).toContain("My export party");
    expect(read("guests.json")).toContain("mine-guest@example.com");
    expect(read("feed_posts.json")).toContain("Mine announcement");
    expect(read("venues.csv")).toContain("Mine Hall");
    expect(JSON.parse(read("payments.json"))).toMatchObject([{ packageId: "basic", status: "completed" }]);
    expect(JSON.parse(read("guest_messages.json"))).toMatchObject([{ subject: "Mine message" }]);
    expect(JSON.parse(read("guest_message_recipients.json"))).toHaveLength(1);
    const everything =
      zip.toString("latin1") + names.map((n) => (n.endsWith("webp") ? "" : read(n))).join("");
    expect(everything).not.toContain("Their secret party");
    expect(everything).not.toContain("their-guest@example.com");
    expect(everything).not.toContain("someone-else@example.com");
    expect(everything).not.toContain("Theirs announcement");
    expect(everything).not.toContain("Theirs Hall");
    expect(everything).not.toContain("Theirs message");
  });
});

describe("download my data: safe CSV", () => {
  it("neutralises formulas that strangers typed, starts with a BOM and gives an empty table its header", async () => {
    const me = await signUp(t, "csv-exporter@example.com", '=HYPERLINK("http://evil.example")');
    const mine = await newEvent(me.cookie, "@SUM(1+1) party");
    await addGuest(me.cookie, mine.id, "Zoë Dutta", "zoe@example.com");
    await addGuest(me.cookie, mine.id, "+cmd|' /C calc'!A0", "cmd@example.com");

    const res = await t.request("/api/profile/export", { cookie: me.cookie });
    expect(res.status).toBe(200);
    const { read } = await unzip(Buffer.from(await res.arrayBuffer()));
    for (const name of ["profile.csv", "events.csv", "guests.csv", "feed_posts.csv"]) {
      expect(read(name).startsWith("\uFEFF"), name).toBe(true);
    }
    expect(read("profile.csv")).toContain(`'=HYPERLINK(""http://evil.example"")`);
    expect(read("events.csv")).toContain("'@SUM(1+1) party");
    expect(read("guests.csv")).toContain("Zoë Dutta");
    expect(read("guests.csv")).toContain("'+cmd|");
    expect(read("guests.csv")).not.toMatch(/(^|,)[=+@-]/m);
    // No post yet: the table still says what it would hold.
    expect(read("feed_posts.csv").replace("\uFEFF", "").split("\n")[0]).toContain("title");
    expect(read("feed_comments.csv").replace("\uFEFF", "").trim()).toContain("authorName");
  });
});

describe("download my data: one at a time per account", () => {
  it("refuses a second export while the first is being downloaded, with a message, and allows the next after", async () => {
    const me = await signUp(t, "busy-exporter@example.com", "Busy Exporter");
    const other = await signUp(t, "calm-exporter@example.com", "Calm Exporter");
    await uploadPhoto(me.cookie);
    await newEvent(me.cookie, "A party to export");
    const first = await t.request("/api/profile/export", { cookie: me.cookie });
    expect(first.status).toBe(200);
    const second = await t.request("/api/profile/export", { cookie: me.cookie });
    expect(second.status).toBe(429);
    expect(((await second.json()) as { error: { message: string } }).error.message).toBe(
      profileMessages.exportBusy,
    );
    // Another account is not held up by this one.
    const theirs = await t.request("/api/profile/export", { cookie: other.cookie });
    expect(theirs.status).toBe(200);
    await theirs.arrayBuffer();
    // Once the first download has been taken, the account may export again.
    await first.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await t.request("/api/profile/export", { cookie: me.cookie });
    expect(again.status).toBe(200);
    await again.arrayBuffer();
  });
});
