import type { ReplyFormState } from "../../contract/guest-pages.ts";
import type { ReplyPart } from "../../contract/reply-parts.ts";
import type { RsvpResponse, RsvpView } from "../../contract/rsvp.ts";
import { responseOf } from "./guest-labels.ts";

/** A form not yet posted: the guest's saved answer, or empty (with a preselected answer, if any). */
export function savedReplyState(
  guest: RsvpView["guest"],
  defaultResponse: RsvpResponse | null = null,
  /** At an event in parts: the guest's parts with their answers (an open form: none chosen). */
  parts: ReplyPart[] = [],
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
      parts: parts.map((p) => ({
        partId: p.id,
        attending: partAttending(p.answer?.status),
        party: Math.max(1, p.answer?.party ?? 1),
      })),
    },
    errors: {},
    problem: null,
  };
}

/** A part's saved answer as the form's radio: yes (coming or waiting), no, or not answered yet. */
function partAttending(status: NonNullable<ReplyPart["answer"]>["status"] | undefined): boolean | null {
  if (status === "confirmed" || status === "waitlisted") return true;
  return status === "declined" ? false : null;
}
