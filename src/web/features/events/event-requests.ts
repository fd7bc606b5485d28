import type { CancellationNotice } from "../../../contract/event-cancellation.ts";
import type { Event, EventInput } from "../../../contract/events.ts";
import { api } from "../../lib/api-client.ts";

// The event writes, one request each; the pages decide what a failure means to the user.

export function createEvent(input: EventInput): Promise<Event> {
  return api<Event>("/api/events", { method: "POST", json: input });
}

export function updateEvent(eventId: string, input: EventInput): Promise<Event> {
  return api<Event>(`/api/events/${eventId}`, { method: "PUT", json: input });
}

/** `notifyGuests`: the server e-mails the guests who replied that the event is cancelled. */
export function deleteEvent(eventId: string, notifyGuests = false): Promise<void> {
  return api<void>(`/api/events/${eventId}${notifyGuests ? "?notifyGuests=true" : ""}`, { method: "DELETE" });
}

export function fetchCancellationNotice(eventId: string): Promise<CancellationNotice> {
  return api<CancellationNotice>(`/api/events/${eventId}/cancellation-notice`);
}

export function uploadBanner(eventId: string, file: File): Promise<Event> {
  const body = new FormData();
  body.append("file", file);
  return api<Event>(`/api/events/${eventId}/banner`, { method: "PUT", body });
}

export function removeBanner(eventId: string): Promise<Event> {
  return api<Event>(`/api/events/${eventId}/banner`, { method: "DELETE" });
}
