import { useLiveUpdates } from "../../lib/use-live-updates.ts";
import { feedKeys } from "./feed-keys.ts";

/**
 * Keeps an open feed page fresh: the server sends 'feed' after every post, comment or like (the
 * host's own from another tab, or a guest's from their invitation page).
 */
export function useFeedStream(eventId: string) {
  useLiveUpdates(`/api/events/${eventId}/feed/stream`, "feed", [feedKeys.event(eventId)]);
}
