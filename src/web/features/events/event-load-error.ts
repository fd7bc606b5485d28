import { eventLoadMessages } from "../../../contract/event-messages.ts";
import { ApiError } from "../../lib/api-client.ts";

export { eventLoadMessages };

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
