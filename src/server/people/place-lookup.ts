import type { PersonRole } from "../../contract/people.ts";
import type { Db } from "../db/client.ts";
import type { EventPlaces } from "../events/service.ts";
import { createNoticeCache } from "../realtime/notice-cache.ts";
import type { Realtime } from "../realtime/realtime.ts";
import * as repo from "./repository.ts";

/** The topic announcing that an event's people changed: every server drops its cached places of it. */
export const eventPeopleTopic = (eventId: string) => `event-people:${eventId}`;

/**
 * The accepted places on each event, read once per event and kept a while: the events feature asks
 * on nearly every request (events.manageable). A change here forgets the event on this server at once
 * and announces it to the others, so a removed co-host's next request is refused.
 */
export function createPlaceLookup({ db, realtime }: { db: Db; realtime: Pick<Realtime, "subscribe"> }) {
  const cached = createNoticeCache<Map<string, PersonRole>>({
    ttlMs: 30_000,
    maxEntries: 5_000,
    topic: eventPeopleTopic,
    realtime,
  });

  const placesOn = (eventId: string): Promise<Map<string, PersonRole>> =>
    cached.read(eventId, () => repo.placesOn(db, eventId));

  const lookup: EventPlaces & { forget(eventId: string): void } = {
    async roleOf(eventId, userId) {
      return (await placesOn(eventId)).get(userId) ?? null;
    },
    eventsOf: (userId) => repo.placesOf(db, userId),
    forget: (eventId) => cached.forget(eventId),
  };
  return lookup;
}

export type PlaceLookup = ReturnType<typeof createPlaceLookup>;
