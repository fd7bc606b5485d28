import { ApiError } from "../../lib/api-client.ts";

// Plain strings, not the contract's constants: the public event page must not pull zod into its chunk.
export const eventLoadMessages = {
  missingId: "Event ID is missing",
  notFound: "Event not found",
  private: "This event is private",
  failed: "Failed to load event details",
} as const;

export type EventLoadProblem = keyof typeof eventLoadMessages;

/** Which of the spec's load errors an API failure is. */
export function eventLoadProblem(error: unknown): EventLoadProblem {
  if (error instanceof ApiError) {
    if (error.status === 403) return "private";
    // A malformed id is refused with 400 before the lookup; to the reader it is the same missing event.
    if (error.status === 404 || error.status === 400) return "notFound";
  }
  return "failed";
}
