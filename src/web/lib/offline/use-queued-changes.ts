import { useSyncExternalStore } from "react";
import { queuedChanges, subscribeToQueue } from "./offline-sync.ts";
import type { QueuedChange } from "./queued-change.ts";

const none: QueuedChange[] = [];

/** The signed-in user's changes in the offline queue, oldest first, in every tab alike. */
export function useQueuedChanges(): QueuedChange[] {
  return useSyncExternalStore(subscribeToQueue, queuedChanges, () => none);
}
