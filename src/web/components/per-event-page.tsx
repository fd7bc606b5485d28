import type { ComponentType } from "react";
import { useParams } from "react-router";

/**
 * A dashboard page about the event its path names (`:eventId`): the screen is made afresh for each
 * event, keyed by its id, so nothing of the last event's (a page number, an open dialog) stays.
 */
export function perEventPage(Screen: ComponentType<{ eventId: string }>) {
  return function EventPage() {
    const { eventId = "" } = useParams();
    return <Screen key={eventId} eventId={eventId} />;
  };
}
