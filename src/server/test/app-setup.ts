import { afterAll, beforeAll } from "vitest";
import { createTestApp, type TestApp } from "./test-app.ts";

// The set-up of a test file that needs the app and nothing else (no host: host-app-setup.ts): one
// app for the file, opened before its tests and closed after. The binding is live.

export let t: TestApp;

/** Opens the app (with `env` and `opts` as createTestApp takes them); closes it after. */
export function startApp(...args: Parameters<typeof createTestApp>): void {
  beforeAll(async () => {
    t = await createTestApp(...args);
  });
  afterAll(() => t.close());
}
