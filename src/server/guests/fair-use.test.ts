import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import zlib from "node:zlib";
import { serve } from "@hono/node-server";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client.ts";
import { importCsvAs } from "../test/guest-import.ts";
import { host, startHostApp, t } from "../test/host-app-setup.ts";
import { createEvent } from "../test/new-event.ts";
import { fileForm } from "../test/sample-images.ts";
import { signUp } from "../test/test-app.ts";
import { tryLockImports } from "./import-writer.ts";
import { maxStreamsPerAccount } from "./service.ts";

type User = Awaited<ReturnType<typeof signUp>>;
startHostApp();
let other: User;
beforeAll(async () => {
  other = await signUp(t, "other@example.com", "Other");
});

async function newEvent(user: User, isPublic = true): Promise<string> {
  return (
    await createEvent(t, user.cookie, {
      title: "Fair use",
      description: "An event under heavy load.",
      location: "Pune",
      isPublic,
    })
  ).id;
}

function guestCsv(rows: number, prefix = "g"): string {
  const lines = ["name,email,phone,category,status"];
  for (let i = 1; i <= rows; i++)
    lines.push(`Guest ${i},${prefix}${i}@example.com,+91 90000 ${i},friend,invited`);
  return lines.join("\n");
}

/** A preview, then the import of what it showed (either step is refused while another runs). */
function importCsv(user: User, eventId: string, csv: string) {
  return importCsvAs(t, user.cookie, eventId, csv);
}

function uploadBanner(eventId: string, data: Buffer, type = "image/png") {
  return t.app.request(`/api/events/${eventId}/banner`, {
    method: "PUT",
    body: fileForm(data, type === "image/png" ? "banner.png" : "banner.jpg", type),
    headers: { cookie: host.cookie, origin: t.config.publicUrl },
  });
}

/** A valid 1-bit greyscale PNG of the given size: a few kilobytes on disk, `w×h` pixels once decoded. */
function hugePng(w: number, h: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const row = Buffer.alloc(1 + Math.ceil(w / 8), 0xff);
  row[0] = 0; // no filter
  const raw = Buffer.alloc(row.length * h);
  for (let y = 0; y < h; y++) row.copy(raw, y * row.length);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", zlib.deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function openStream(user: User, eventId: string) {
  return t.request(`/api/events/${eventId}/guests/stream`, { cookie: user.cookie });
}

describe("one account cannot slow everyone", () => {
  it("runs one CSV import at a time per account, on any event", async () => {
    const [a, b, c] = await Promise.all([newEvent(host), newEvent(host), newEvent(other)]);
    const csv = guestCsv(3000);
    const [first, second, elsewhere] = await Promise.all([
      importCsv(host, a, csv),
      importCsv(host, b, csv),
      importCsv(other, c, csv),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 429]);
    const refused = first.status === 429 ? first : second;
    expect((await refused.json()).error).toEqual({
      code: "rate_limited",
      message: "An import is already running for your account. Please wait for it to finish.",
    });
    // Another account is not held up by this one.
    expect(elsewhere.status).toBe(200);
    // Once the running import is done, the next one goes through.
    const again = await importCsv(host, b, guestCsv(10));
    expect(again.status).toBe(200);
  });

  it("caps the live streams of one account, and a closed stream frees its slot", async () => {
    // An account of its own: the test over real HTTP may still hold slots the server frees late.
    const host = await signUp(t);
    const id = await newEvent(host);
    const open: Response[] = [];
    for (let i = 0; i < maxStreamsPerAccount; i++) {
      const res = await openStream(host, id);
      expect(res.status).toBe(200);
      open.push(res);
    }
    const over = await openStream(host, id);
    expect(over.status).toBe(429);
    expect((await over.json()).error).toEqual({
      code: "rate_limited",
      message: `You have too many live pages open (at most ${maxStreamsPerAccount}). Please close some and try again.`,
    });
    // The cap is per account: another host still gets a stream.
    const otherEvent = await newEvent(other);
    const others = await openStream(other, otherEvent);
    expect(others.status).toBe(200);
    await others.body?.cancel();

    await open.pop()?.body?.cancel();
    const reopened = await openStream(host, id);
    expect(reopened.status).toBe(200);
    open.push(reopened);
    expect((await openStream(host, id)).status).toBe(429);
    await Promise.all(open.map((r) => r.body?.cancel()));
    const later = await openStream(host, id);
    expect(later.status).toBe(200);
    await later.body?.cancel();
  });

  it("frees the slot of a browser that goes away, over real HTTP", async () => {
    // An account of its own: its last slots are freed only when the server hears of the closed sockets.
    const host = await signUp(t);
    const id = await newEvent(host);
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((r) => server.once("listening", r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/events/${id}/guests/stream`;
    const tabs: AbortController[] = [];
    const open = async () => {
      const tab = new AbortController();
      const res = await fetch(url, {
        headers: { cookie: host.cookie, origin: t.config.publicUrl },
        signal: tab.signal,
      });
      if (res.status === 200) tabs.push(tab);
      else await res.body?.cancel();
      return res.status;
    };
    try {
      for (let i = 0; i < maxStreamsPerAccount; i++) expect(await open()).toBe(200);
      expect(await open()).toBe(429);
      tabs.shift()?.abort();
      // The server hears of the closed socket a moment later.
      let status = 429;
      for (let i = 0; i < 40 && status === 429; i++) {
        await new Promise((r) => setTimeout(r, 50));
        status = await open();
      }
      expect(status).toBe(200);
    } finally {
      for (const tab of tabs) tab.abort();
      server.close();
    }
  });

  it("refuses a 16000×16000 image quickly, from its header", async () => {
    const id = await newEvent(host);
    const png = hugePng(16_000, 16_000);
    expect(png.length).toBeLessThan(200_000);
    const started = performance.now();
    const results = await Promise.all([1, 2, 3].map(() => uploadBanner(id, png)));
    const took = performance.now() - started;
    for (const res of results) {
      expect(res.status).toBe(400);
      expect((await res.json()).error).toEqual({
        code: "validation_failed",
        message: "This image is too large. Please upload one of at most 100 megapixels.",
      });
    }
    expect(took).toBeLessThan(1500);
  });

  it("keeps the public event page answering while one account imports and uploads at full tilt", async () => {
    const publicId = await newEvent(other);
    const [importInto, bannerOf] = await Promise.all([newEvent(host), newEvent(host)]);
    const photo = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: { r: 90, g: 140, b: 30 } },
    })
      .jpeg()
      .toBuffer();
    const huge = hugePng(16_000, 16_000);
    const csv = guestCsv(10_000, "load");
    // What the outside test did: parallel 10,000-row imports and a burst of big uploads by one host.
    let busy = true;
    const load = Promise.all([
      Promise.all([1, 2, 3].map(() => importCsv(host, importInto, csv))),
      Promise.all([1, 2, 3, 4].map(() => uploadBanner(bannerOf, photo, "image/jpeg"))),
      Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(() => uploadBanner(bannerOf, huge))),
    ]).finally(() => {
      busy = false;
    });
    // Readers arrive every 100 ms whatever the server is doing, and each is timed from its
    // arrival, so a blocked event loop or a queue in front of the database counts against it.
    const read = async (arrival: number) => {
      const res = await t.request(`/api/events/${publicId}`);
      expect(res.status).toBe(200);
      return performance.now() - arrival;
    };
    const timings: Promise<number>[] = [];
    const start = performance.now();
    for (let i = 0; busy || i < 5; i++) {
      const arrival = start + i * 100;
      await new Promise((r) => setTimeout(r, Math.max(0, arrival - performance.now())));
      timings.push(read(arrival));
    }
    const [imports, photos, huges] = await load;
    expect(imports.map((r) => r.status).sort()).toEqual([200, 429, 429]);
    expect(photos.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(huges.map((r) => r.status)).toEqual(Array(8).fill(400));
    const waited = (await Promise.all(timings)).sort((a, b) => a - b);
    // Before the limits the worst reader waited 15 s and the median 2.9 s. Bounds with room for a
    // busy test machine (the other test files run beside this one): speed itself is measured by
    // `npm run bench`, this guards against the stall coming back.
    expect(waited[Math.floor(waited.length / 2)]).toBeLessThan(500);
    // On PGlite an import is one transaction on the one connection (all or nothing, decision
    // record 0018): a reader arriving as it starts waits for the whole write of 10,000 rows.
    expect(waited[waited.length - 1]).toBeLessThan(t.database.kind === "pglite" ? 5000 : 3000);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("imports across server instances (PostgreSQL)", () => {
  it("refuses an import while another instance is importing for the same account", async () => {
    const id = await newEvent(host);
    // A second pool on the same database stands for another server process.
    const elsewhere = await openDatabase({
      databaseUrl: t.database.pool!.options.connectionString as string,
      dataDir: null,
    });
    let finish = () => {};
    const running = new Promise<void>((r) => {
      finish = r;
    });
    let locked: (ok: boolean) => void = () => {};
    const gotLock = new Promise<boolean>((r) => {
      locked = r;
    });
    const otherImport = elsewhere.db.transaction(async (tx) => {
      locked(await tryLockImports(tx, host.id));
      await running;
    });
    try {
      expect(await gotLock).toBe(true);
      const refused = await importCsv(host, id, guestCsv(10));
      expect(refused.status).toBe(429);
      expect((await refused.json()).error.message).toBe(
        "An import is already running for your account. Please wait for it to finish.",
      );
      // Another account is not affected by that lock.
      expect((await importCsv(other, await newEvent(other), guestCsv(10))).status).toBe(200);
      finish();
      await otherImport;
      expect((await importCsv(host, id, guestCsv(10))).status).toBe(200);
    } finally {
      finish();
      await otherImport.catch(() => {});
      await elsewhere.close();
    }
  });
});
