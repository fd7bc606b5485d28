import type { RsvpReply } from "../../contract/rsvp.ts";
import { rsvpMessages } from "../../contract/rsvp-messages.ts";
import type { EventRow } from "../events/event-row.ts";
import type { GuestRow } from "../guests/guest-row.ts";
import type { ReplyFields } from "../guests/service.ts";
import { AppError } from "../http/app-error.ts";

// The rules of one reply, apart from who may send it (policy.ts) and where it is stored (the
// guests service decides seats and the waitlist): how many +1s, what is kept, what is news.

/** The reply's +1s: none unless attending, refused past what the host allows. */
export function checkPlusOnes(reply: RsvpReply, allowed: number) {
  const plusOnes = reply.response === "attending" ? reply.plusOnes : [];
  if (plusOnes.length > allowed) {
    throw new AppError("validation_failed", rsvpMessages.tooManyPlusOnes(allowed), {
      plusOnes: rsvpMessages.tooManyPlusOnes(allowed),
    });
  }
  return plusOnes;
}

/** What is stored of a reply: only what the host asked for, and only from someone attending. */
export function replyFields(
  event: Pick<EventRow, "askMeal" | "askDietary">,
  reply: RsvpReply,
  plusOnes: string[],
): ReplyFields {
  return {
    response: reply.response,
    plusOnes,
    mealChoice: event.askMeal && reply.response === "attending" ? reply.mealChoice : null,
    dietaryNotes: event.askDietary && reply.response === "attending" ? reply.dietaryNotes : "",
    noteToHost: reply.noteToHost,
    respondedAt: new Date(),
  };
}

type Answer = Pick<GuestRow, "status" | "plusOnes" | "mealChoice" | "dietaryNotes" | "noteToHost">;

/** Whether a saved reply differs from what the guest had answered before. */
export function replyChanged(before: Answer & Pick<GuestRow, "respondedAt">, after: Answer): boolean {
  return (
    before.respondedAt === null ||
    before.status !== after.status ||
    before.plusOnes.join("\n") !== after.plusOnes.join("\n") ||
    before.mealChoice !== after.mealChoice ||
    before.dietaryNotes !== after.dietaryNotes ||
    before.noteToHost !== after.noteToHost
  );
}
