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
    queues: ["test-queue"],
  });
});
afterAll(async () => {
  await jobs.stop();
  await t.close();
});

describe(`jobs`, () => {
  it("runs a job at its time, and not a cancelled one", async () => {
    const seen: string[] = [];
    await jobs.work<{ name: string }>("test-queue", async (d) => {
      seen.push(d.name);
    });
    await jobs.send("test-queue", { name: "now" });
    const later = await jobs.send("test-queue", { name: "cancelled" }, new Date(Date.now() + 1500));
    await jobs.cancel("test-queue", later);
    await jobs.send("test-queue", { name: "soon" }, new Date(Date.now() + 1500));
    const deadline = Date.now() + 10_000;
    while (seen.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    await new Promise((r) => setTimeout(r, 1500));
    expect(seen).toEqual(["now", "soon"]);
  });
});
