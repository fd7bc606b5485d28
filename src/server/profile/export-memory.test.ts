import { execFileSync } from "node:child_process";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import v8 from "node:v8";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import type { NewGuest } from "../guests/service.ts";
import { newEvent, startProfileApp, t } from "../test/profile-setup.ts";
import { signUp } from "../test/test-app.ts";

// Issue 31: "Download my data" of a large account streams. The export of 30,000 guests must not
// raise the live heap by more than a bound however many guests there are: the rows are read a
// page at a time and written to the ZIP as it is taken, never held whole.

startProfileApp();

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;
const liveHeapMb = () => {
  gc();
  return process.memoryUsage().heapUsed / 1e6;
};

/**
 * The process's peak resident memory since the last reset, in MB: it sees a peak inside one long
 * synchronous stretch (an export that stringified whole tables at once), which no timer can sample.
 */
const status = () => fs.readFileSync("/proc/self/status", "utf8");
const peakRssMb = () => Number(status().match(/VmHWM:\s+(\d+)/)?.[1]) / 1024;
const rssMb = () => Number(status().match(/VmRSS:\s+(\d+)/)?.[1]) / 1024;
const resetPeakRss = () => fs.writeFileSync("/proc/self/clear_refs", "5");

const guestsPerEvent = 10_000;
const events = 3;

describe("download my data: a large account", () => {
  it("streams 30,000 guests with the live heap bounded, and the archive holds every one", async () => {
    const me = await signUp(t, "large-exporter@example.com", "Large Exporter");
    const actor = {
      id: me.id,
      email: me.email,
      name: "Large Exporter",
      image: null,
      emailVerified: false,
      isAdmin: false,
    };
    for (let e = 0; e < events; e++) {
      const event = await newEvent(me.cookie, `Big party ${e + 1}`);
      const rows: NewGuest[] = Array.from({ length: guestsPerEvent }, (_, g) => ({
        name: `Guest ${e}-${g} with a name long enough to weigh something`,
        email: `guest-${e}-${g}@example.com`,
        phone: `+91 98${String(10_000_000 + g).slice(-8)}`,
        category: "friend",
        status: "invited",
      }));
      // The guests service's bulk insert (as the seed uses), not 30,000 requests.
      for (let i = 0; i < rows.length; i += 2000) {
        await t.services.guests.addMany(actor, event.id, rows.slice(i, i + 2000));
      }
    }

    const dir = await fsp.mkdtemp(path.join(os.tmpdir(), "export-memory-"));
    const file = path.join(dir, "data.zip");
    const before = liveHeapMb();
    let peak = before;
    resetPeakRss();
    const rssBefore = rssMb();
    // Sampled all along, from the request on: an export that gathered its rows before answering
    // would hold them before the first byte, not while the body is read.
    const sampler = setInterval(() => {
      peak = Math.max(peak, liveHeapMb());
    }, 200);
    const started = performance.now();
    let chunks = 0;
    try {
      const res = await t.request("/api/profile/export", { cookie: me.cookie });
      expect(res.status).toBe(200);
      // To a file, so the test holds no more of the archive than the server does.
      const out = fs.createWriteStream(file);
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        chunks++;
        if (!out.write(chunk)) await new Promise<void>((r) => out.once("drain", () => r()));
      }
      await new Promise<void>((r) => out.end(r));
    } finally {
      clearInterval(sampler);
    }
    const rssRise = peakRssMb() - rssBefore;
    const size = fs.statSync(file).size;
    console.log(
      `export of ${events * guestsPerEvent} guests: ${(size / 1e6).toFixed(1)} MB in ${chunks} chunks, ${((performance.now() - started) / 1000).toFixed(1)} s, live heap ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at most (+${(peak - before).toFixed(1)}); resident memory at most ${rssRise.toFixed(0)} MB above before`,
    );
    expect(peak - before).toBeLessThan(60);
    // The export that held whole tables rose 61 MB here (its peak inside one synchronous stretch,
    // between samples of the heap); streamed, 4 MB. DESIGN.md's bar is 100 MB for any export.
    expect(rssRise).toBeLessThan(30);

    execFileSync("unzip", ["-tq", file]);
    const count = (cmd: string) => Number(execFileSync("sh", ["-c", cmd], { encoding: "utf8" }).trim());
    expect(count(`unzip -p '${file}' guests.json | grep -c '^  {$'`)).toBe(events * guestsPerEvent);
    // The header, then one line per guest (no cell here holds a line break).
    expect(count(`unzip -p '${file}' guests.csv | wc -l`)).toBe(events * guestsPerEvent + 1);
    expect(count(`unzip -p '${file}' events.json | grep -c '^  {$'`)).toBe(events);
    await fsp.rm(dir, { recursive: true, force: true });
  }, 600_000);
});
