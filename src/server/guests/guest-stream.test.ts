import { describe, expect, it } from "vitest";
import { openDatabase } from "../db/client.ts";
import { createLogger } from "../logger.ts";
import { createRealtime } from "../realtime/realtime.ts";
import { host, startHostApp, t } from "../test/host-app-setup.ts";
import { createEvent } from "../test/new-event.ts";
import { readEvents } from "../test/read-events.ts";

startHostApp();

describe("live guest updates", () => {
  it("tells the host's open page when a guest is added", async () => {
    const event = await createEvent(t, host.cookie, {
      title: "Live",
      description: "Watching replies arrive.",
      location: "Delhi",
    });
    const stream = await t.request(`/api/events/${event.id}/guests/stream`, { cookie: host.cookie });
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    const events = await readEvents(stream, ["ready", "guests"], {
      onReady: () =>
        t.request(`/api/events/${event.id}/guests`, {
          cookie: host.cookie,
          json: { name: "New", email: "new@example.com", status: "invited" },
        }),
    });
    expect(events).toEqual(["ready", "guests"]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("realtime across server instances (PostgreSQL)", () => {
  it("delivers a change published by one instance to another", async () => {
    const log = createLogger("silent");
    // Two pools on one database stand for two server processes.
    const url = t.database.pool!.options.connectionString as string;
    const a = await openDatabase({ databaseUrl: url, dataDir: null });
    const b = await openDatabase({ databaseUrl: url, dataDir: null });
    const ra = await createRealtime(a, log);
    const rb = await createRealtime(b, log);
    try {
      const heard = new Promise<string>((resolve) => rb.subscribe("guests:x", () => resolve("heard")));
      await ra.publish("guests:x");
      expect(await Promise.race([heard, new Promise((r) => setTimeout(() => r("timeout"), 3000))])).toBe(
        "heard",
      );
    } finally {
      await ra.close();
      await rb.close();
      await a.close();
      await b.close();
    }
  });
});
