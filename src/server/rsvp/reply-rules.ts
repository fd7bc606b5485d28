import {
  answersFor,
  hasPartyAnswers,
  noPartyAnswers,
  type PartyAnswers,
  type PersonAnswer,
} from "../../contract/party.ts";
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

/** What an attending guest answered beyond yes, wherever it is kept now; one answer per +1. */
export function partyAnswersOf(guest: Pick<GuestRow, keyof PartyAnswers | "heldAnswers">): PartyAnswers {
  const answers = guest.heldAnswers ?? guest;
  return {
    plusOnes: answers.plusOnes,
    plusOneAnswers: answersFor(answers.plusOnes, answers.plusOneAnswers),
    mealChoice: answers.mealChoice,
    dietaryNotes: answers.dietaryNotes,
  };
}

/**
 * What is stored of a reply: only what the host asked for, each person's meal and dietary needs.
 * Attending stores the party for the host to see. Maybe or No shows the host none of it, and keeps
 * what the guest answered when attending (`before`) aside, for when they come back.
 */
export function replyFields(
  event: Pick<EventRow, "askMeal" | "askDietary">,
  reply: RsvpReply,
  plusOnes: string[],
  before: Pick<GuestRow, keyof PartyAnswers | "heldAnswers"> | null,
): ReplyFields {
  const common = { response: reply.response, noteToHost: reply.noteToHost, respondedAt: new Date() };
  if (reply.response !== "attending") {
    const kept = before ? partyAnswersOf(before) : noPartyAnswers;
    return { ...common, ...noPartyAnswers, heldAnswers: hasPartyAnswers(kept) ? kept : null };
  }
  const person = (answer: PersonAnswer): PersonAnswer => ({
    mealChoice: event.askMeal ? answer.mealChoice : null,
    dietaryNotes: event.askDietary ? answer.dietaryNotes : "",
  });
  return {
    ...common,
    plusOnes,
    plusOneAnswers: answersFor(plusOnes, reply.plusOneAnswers).map(person),
    ...person(reply),
    heldAnswers: null,
  };
}

type Answer = Pick<
  GuestRow,
  "status" | "plusOnes" | "plusOneAnswers" | "mealChoice" | "dietaryNotes" | "noteToHost"
>;

/** Whether a saved reply differs from what the guest had answered before. */
export function replyChanged(before: Answer & Pick<GuestRow, "respondedAt">, after: Answer): boolean {
  return (
    before.respondedAt === null ||
    before.status !== after.status ||
    before.plusOnes.join("\n") !== after.plusOnes.join("\n") ||
    JSON.stringify(before.plusOneAnswers) !== JSON.stringify(after.plusOneAnswers) ||
    before.mealChoice !== after.mealChoice ||
    before.dietaryNotes !== after.dietaryNotes ||
    before.noteToHost !== after.noteToHost
  );
}
