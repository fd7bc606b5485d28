import { defineConfig } from "vitest/config";

// Two projects: API/unit tests beside the code, and browser tests against one shared built server.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "api",
          include: ["src/**/*.test.ts"],
          environment: "node",
          globalSetup: ["src/server/test/global-setup.ts"],
          // Each file builds its own app and database copy, so files need no fresh module graph:
          // importing the server again for each of 80 files took 211 s of a 444 s run (2026-11-26);
          // imported once per worker, 20 s.
          isolate: false,
          // Two files at a time (vitest's default on two cores is one): a file spends much of its time
          // waiting for the database (PostgreSQL's own processes) or SpamAssassin, when the other
          // core would otherwise be idle.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { TZ: "Asia/Kolkata" },
        },
      },
      {
        test: {
          // The built server in child processes that the tests stop, kill and restart; backups.
          name: "ops",
          include: ["tests/ops/**/*.test.ts"],
          environment: "node",
          testTimeout: 180_000,
          hookTimeout: 60_000,
          // Each test runs servers of its own: one file at a time on two cores.
          fileParallelism: false,
          env: { TZ: "Asia/Kolkata" },
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/e2e/global-setup.ts"],
          // A test's whole budget, for a hung page rather than a slow one: on a machine whose page
          // faults were dear (2026-11-27) the browser tests took three times as long as the day
          // before, and a 25-s test took 62 s.
          testTimeout: 120_000,
          hookTimeout: 60_000,
          // expect.poll waits as long as a locator does (browser.ts: 15 s), not vitest's 1 s: with two
          // browsers on two cores a page can take more than a second to show what it will show.
          expect: { poll: { timeout: 15_000 } },
          // Two files (two browsers) at a time against the one server: on two cores one file at a time
          // left the cores idle while a page waited for the server or the server for the page.
          // Files share nothing but the server: each makes its own accounts, reads mail by recipient,
          // and has its own admin address (global-setup.ts).
          maxWorkers: 2,
          env: { TZ: "Asia/Kolkata" },
        },
      },
    ],
  },
});
