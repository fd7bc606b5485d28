import { afterAll, beforeAll } from "vitest";
import type { EventInputForm } from "../../contract/events.ts";
import type { CurrentUser } from "../../contract/session.ts";
import { actorOf } from "./actor.ts";
import { createEvent } from "./new-event.ts";
import { createTestApp, signUp, type TestApp } from "./test-app.ts";

// The set-up most feature tests share: one app for the file (or the describe block that calls
// startHostApp) with a signed-up host, host@example.com. The bindings are live: they hold the
// running block's app and host once its beforeAll has run.

export let t: TestApp;
export let host: Awaited<ReturnType<typeof signUp>>;

/** Opens the app (with `env` and `opts` as createTestApp takes them) and signs the host up; closes it after. */
export function startHostApp(...args: Parameters<typeof createTestApp>): void {
  beforeAll(async () => {
    t = await createTestApp(...args);
    host = await signUp(t, "host@example.com", "Host");
  });
  afterAll(() => t.close());
}

/** The host as a service takes its acting user, for tests that call a service directly. */
export const hostActor = (): CurrentUser => actorOf(host);

/** The id of an event the host creates through the API (new-event.ts), `over` its fields that matter. */
export const hostEvent = async (over: Partial<EventInputForm> = {}): Promise<string> =>
  (await createEvent(t, host.cookie, over)).id;
