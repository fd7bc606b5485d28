import type { CancellationNotice } from "../../../contract/event-cancellation.ts";
import type { Event, EventInput } from "../../../contract/events.ts";
import { api, asForm, unwrap } from "../../lib/api-client.ts";

// The event writes, one request each; the pages decide what a failure means to the user.

export function createEvent(input: EventInput): Promise<Event> {
  return unwrap(api.POST("/events", { body: input }));
}

export function updateEvent(eventId: string, input: EventInput): Promise<Event> {
  return unwrap(api.PUT("/events/{id}", { params: { path: { id: eventId } }, body: input }));
}

/** `notifyGuests`: the server e-mails the guests who replied that the event is cancelled. */
export function deleteEvent(eventId: string, notifyGuests = false): Promise<void> {
  const query = notifyGuests ? { notifyGuests: "true" as const } : {};
  return unwrap(api.DELETE("/events/{id}", { params: { path: { id: eventId }, query } }));
}

export function fetchCancellationNotice(eventId: string): Promise<CancellationNotice> {
  return unwrap(api.GET("/events/{id}/cancellation-notice", { params: { path: { id: eventId } } }));
}

export function uploadBanner(eventId: string, file: File): Promise<Event> {
  return unwrap(
    api.PUT("/events/{id}/banner", {
      params: { path: { id: eventId } },
      body: { file },
      bodySerializer: asForm,
    }),
  );
}

export function removeBanner(eventId: string): Promise<Event> {
  return unwrap(api.DELETE("/events/{id}/banner", { params: { path: { id: eventId } } }));
}
