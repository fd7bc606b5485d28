import type { ReplyFormState } from "../../contract/guest-pages.ts";
import type { RsvpResponse, RsvpView } from "../../contract/rsvp.ts";
import { responseOf } from "./guest-labels.ts";

/** A form not yet posted: the guest's saved answer, or empty (with a preselected answer, if any). */
export function savedReplyState(
  guest: RsvpView["guest"],
  defaultResponse: RsvpResponse | null = null,
): ReplyFormState {
  return {
    values: {
      response: (guest ? responseOf(guest.status) : null) ?? defaultResponse,
      plusOnes: guest?.plusOnes ?? [],
      plusOneAnswers: guest?.plusOneAnswers ?? [],
      mealChoice: guest?.mealChoice ?? null,
      dietaryNotes: guest?.dietaryNotes ?? "",
      noteToHost: guest?.noteToHost ?? "",
      name: "",
      email: "",
    },
    errors: {},
    problem: null,
  };
}
