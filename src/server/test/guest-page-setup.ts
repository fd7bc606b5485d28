import { afterAll, beforeAll, beforeEach } from "vitest";
import type { Event, EventInputForm } from "../../contract/events.ts";
import { addInvitedGuest, createEvent } from "./new-event.ts";
import { createTestApp, signUp, type TestApp } from "./test-app.ts";

// The set-up of the tests of a guest page's forms (posted as a browser without script posts them):
// one app with the guest pages and a host; before each test, a new event of the host's with one
// invited guest, and a client address of the test's own. The bindings are live.

export let t: TestApp;
/** The host's session cookie. */
export let cookie: string;
export let event: Event;
/** The invited guest's personal token (their page is /rsvp/<token>). */
export let token: string;
/** The test's own client address: the guest routes' rate limits never mix tests. */
export let from: Record<string, string>;

/** `rsvpRateLimit` is the guest routes' budget per address; `eventFields` the test's event. */
export function startGuestPageApp(rsvpRateLimit: number, eventFields: Partial<EventInputForm>): void {
  let address = 0;
  beforeAll(async () => {
    t = await createTestApp({ RSVP_RATE_LIMIT: String(rsvpRateLimit), TRUST_PROXY: "true" }, { web: true });
    cookie = (await signUp(t)).cookie;
  });
  afterAll(async () => {
    await t.close();
  });
  // Each test gets its own event and guest, so none depends on what another changed.
  beforeEach(async () => {
    from = { "x-forwarded-for": `198.51.100.${++address}` };
    event = await createEvent(t, cookie, eventFields);
    token = (await addInvitedGuest(t, cookie, event.id)).token;
  });
}
