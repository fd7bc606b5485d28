import type { Event, EventInputForm } from "../../contract/events.ts";
import type { TestApp } from "./test-app.ts";

/** What a test's event is when only its being there matters: public, in the future, in India. */
const sampleEvent = {
  title: "Party",
  description: "A party with a guest list.",
  date: "2031-01-01",
  time: "10:00",
  location: "Goa",
  isPublic: true,
  timeZone: "Asia/Kolkata",
};

/**
 * An event the host behind `cookie` creates through the API, as the web app would; `over` sets
 * the fields a test is about. A refusal throws, so a test never goes on with no event.
 */
export async function createEvent(
  t: TestApp,
  cookie: string,
  over: Partial<EventInputForm> = {},
): Promise<Event> {
  const res = await t.request("/api/events", { cookie, json: { ...sampleEvent, ...over } });
  if (res.status !== 201) throw new Error(`The event was refused: ${res.status} ${await res.text()}`);
  return (await res.json()) as Event;
}

/**
 * A guest the host adds to `eventId`, with the token of their personal link (the last part of
 * its path): what a test of the guest pages needs to act as that guest.
 */
export async function addInvitedGuest(
  t: TestApp,
  cookie: string,
  eventId: string,
  guest: { name: string; email: string } = { name: "Arjun", email: "arjun@example.com" },
): Promise<{ id: string; token: string }> {
  const res = await t.request(`/api/events/${eventId}/guests`, {
    cookie,
    json: { ...guest, status: "invited" },
  });
  if (res.status !== 201) throw new Error(`The guest was refused: ${res.status} ${await res.text()}`);
  const added = (await res.json()) as { id: string; rsvpPath: string };
  return { id: added.id, token: added.rsvpPath.split("/").pop() ?? "" };
}
