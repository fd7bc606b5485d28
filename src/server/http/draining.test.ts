import { afterAll, beforeAll, expect, it } from "vitest";
import { createEvent } from "../test/new-event.ts";
import { createTestApp, signUp, type TestApp } from "../test/test-app.ts";

// What a stopping server tells its clients (the signal handling itself is tested on the built
// server, tests/ops): health says 503 stopping, answers close their connection, live streams end
// with a retry hint.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("health answers 503 stopping, answers ask to close the connection, a live stream ends with a retry hint", async () => {
  const host = await signUp(t, "host@example.com", "Host");
  const event = (await createEvent(t, host.cookie, {
    title: "Live",
    description: "Watching replies arrive.",
    location: "Delhi",
    isPublic: false,
  })) as { id: string };
  const before = await t.request("/api/health");
  expect(before.status).toBe(200);
  expect(before.headers.get("connection")).toBeNull();

  const stream = await t.request(`/api/events/${event.id}/guests/stream`, { cookie: host.cookie });
  const reader = stream.body!.getReader();
  const decoder = new TextDecoder();
  let text = decoder.decode((await reader.read()).value);
  expect(text).toMatch(/^event: ready$/m);

  t.draining.start();
  // The stream ends by itself (the reader reaches its end) after telling when to come back.
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
    text += decoder.decode(chunk.value);
  expect(text).toMatch(/event: stopping\ndata: \nretry: 3000\n/);

  const during = await t.request("/api/health");
  expect(during.status).toBe(503);
  expect(await during.json()).toEqual({ status: "stopping" });
  expect(during.headers.get("connection")).toBe("close");
});
