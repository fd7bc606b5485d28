import type { EventRole } from "../../contract/people.ts";

/**
 * Whether the signed-in user runs the event with the host's tools: its owner or a co-host (the
 * server decides; this only chooses what to show). Deleting, payments and people stay the owner's.
 */
export const runsEvent = (event: { role: EventRole | null } | undefined): boolean =>
  event?.role === "owner" || event?.role === "cohost";
