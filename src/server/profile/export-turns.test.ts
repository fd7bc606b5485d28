import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newEvent, startProfileApp, t, unzip, uploadPhoto } from "../test/profile-setup.ts";
import { signUp } from "../test/test-app.ts";

// "Download my data": exports take turns in the process, and a file storage has lost does not
// fail the whole download.

startProfileApp();

const mediaPrefix = "/api/media/";

describe("download my data: turns", () => {
  it("builds two at once; a third starts its download and sends the archive when a turn frees", {
    timeout: 120_000,
  }, async () => {
    const accounts = await Promise.all(
      ["first", "second", "third"].map((n) => signUp(t, `turn-${n}@example.com`, `Turn ${n}`)),
    );
    for (const a of accounts) await newEvent(a.cookie, `${a.email} party`);
    // Guests enough that the first two archives are more than the answers' buffers hold: a
    // download not taken is then still being built, and holds its turn (a small one is built
    // whole into the buffers at once, and its turn goes back).
    for (const a of accounts.slice(0, 2)) {
      const [event] = await t.services.events.idsOf(a.id);
      const actor = {
        id: a.id,
        email: a.email,
        name: "Turn",
        image: null,
        emailVerified: false,
        isAdmin: false,
      };
      await t.services.guests.addMany(
        actor,
        event,
        Array.from({ length: 4000 }, () => ({ name: randomUUID(), email: `${randomUUID()}@example.com` })),
      );
    }
    const [first, second] = await Promise.all(
      accounts.slice(0, 2).map((a) => t.request("/api/profile/export", { cookie: a.cookie })),
    );
    expect([first.status, second.status]).toEqual([200, 200]);
    // Neither is taken yet, so both hold their turn.
    const third = await t.request("/api/profile/export", { cookie: accounts[2].cookie });
    expect(third.status).toBe(200);
    const reader = (third.body as ReadableStream<Uint8Array>).getReader();
    const firstBytes = reader.read();
    const waited = await Promise.race([
      firstBytes.then(() => "sent"),
      new Promise((r) => setTimeout(() => r("waiting"), 1000)),
    ]);
    expect(waited).toBe("waiting");
    // The first download is given up: its turn goes to the third.
    await first.body?.cancel();
    const chunks: Uint8Array[] = [];
    for (let next = await firstBytes; !next.done; next = await reader.read()) chunks.push(next.value);
    const { read } = await unzip(Buffer.concat(chunks));
    expect(read("events.csv")).toContain("turn-third@example.com party");
    await second.arrayBuffer();
  });
});

describe("download my data: a file storage no longer has", () => {
  it("is left out and named in missing-files.txt, and the rest of the archive is whole", async () => {
    const me = await signUp(t, "lost-photo@example.com", "Lost Photo");
    const profile = await uploadPhoto(me.cookie);
    await newEvent(me.cookie, "A party with a lost photo");
    await t.storage.deletePrefix(profile.image!.slice(mediaPrefix.length));

    const res = await t.request("/api/profile/export", { cookie: me.cookie });
    expect(res.status).toBe(200);
    const { names, read } = await unzip(Buffer.from(await res.arrayBuffer()));
    expect(names).not.toContain("files/profile-photo.webp");
    expect(read("missing-files.txt")).toContain("files/profile-photo.webp");
    expect(read("events.csv")).toContain("A party with a lost photo");
    expect(JSON.parse(read("profile.json"))[0].email).toBe("lost-photo@example.com");
  });
});
