import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { createJobs, type Jobs } from "./jobs.ts";

let t: TestApp;
let jobs: Jobs;

beforeAll(async () => {
  t = await createTestApp();
  jobs = await createJobs(t.database, createLogger("silent"), {
    databaseUrl: t.database.pool?.options.connectionString,
    queues: ["test-queue", { name: "test-coalesced", policy: "short" }],
  });
});
afterAll(async () => {
  await jobs.stop();
  await t.close();
});

describe(`jobs`, () => {
  it("runs a job at its time (not before, and soon after), and not a cancelled one", async () => {
    const ran = new Map<string, number>();
    await jobs.work<{ name: string }>("test-queue", async (d) => {
      ran.set(d.name, Date.now());
    });
    const sentNow = Date.now();
    await jobs.send("test-queue", { name: "now" });
    const later = await jobs.send("test-queue", { name: "cancelled" }, new Date(Date.now() + 1500));
    await jobs.cancel("test-queue", later);
    const due = Date.now() + 2500;
    await jobs.send("test-queue", { name: "due" }, new Date(due));
    const deadline = Date.now() + 15_000;
    while (!ran.has("due") && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    // The cancelled job fell due before the other: had it run, it would have by now. Wait a
    // moment more for a worker that is slow rather than wrong.
    await new Promise((r) => setTimeout(r, 1000));
    expect([...ran.keys()]).toEqual(["now", "due"]);
    // Workers are woken in-process on PGlite and poll every second on PostgreSQL: a job due now
    // or at a time runs within three seconds of it, never before.
    const nowTook = (ran.get("now") as number) - sentNow;
    const dueLate = (ran.get("due") as number) - due;
    expect(nowTook).toBeLessThan(3000);
    expect(dueLate).toBeGreaterThanOrEqual(0);
    expect(dueLate).toBeLessThan(3000);
  });

  it("keeps one waiting job per key on a short queue, and takes a new one once it ran", async () => {
    const ran: string[] = [];
    await jobs.work<{ n: string }>("test-coalesced", async (d) => {
      ran.push(d.n);
    });
    const soon = () => new Date(Date.now() + 1000);
    const first = await jobs.sendCoalesced("test-coalesced", "guest-1", { n: "a1" }, soon());
    expect(first).toBeTruthy();
    expect(await jobs.sendCoalesced("test-coalesced", "guest-1", { n: "a2" }, soon())).toBeNull();
    // Another key is another job.
    expect(await jobs.sendCoalesced("test-coalesced", "guest-2", { n: "b1" }, soon())).toBeTruthy();
    const deadline = Date.now() + 15_000;
    while (ran.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(ran.sort()).toEqual(["a1", "b1"]);
    // Once the waiting job was taken, the key takes a new one.
    expect(await jobs.sendCoalesced("test-coalesced", "guest-1", { n: "a3" }, new Date())).toBeTruthy();
    while (ran.length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(ran).toContain("a3");
  });
});
