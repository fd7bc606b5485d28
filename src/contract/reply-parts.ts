import { z } from "zod";
import { partReplyStatuses, partWhenSchema } from "./parts.ts";

// The parts of an event as a guest's reply page shows them (issue 36, decision 0033): only the
// parts the guest is invited to, in order, each with when and where, and the guest's answer.

export const replyPartMessages = {
  /** A part of the guest's left without Attending or Not attending. */
  answerEachPart: "Please answer Attending or Not attending for this part",
  /** An open registration at an event in parts that chose none of its public parts. */
  chooseAPublicPart: "Please choose at least one part to register for",
  /**
   * A guest whose host has unticked every part: their page shows this instead of a form, and a
   * reply is refused with it (they would otherwise answer the whole event, which has no time of
   * its own for them).
   */
  invitedToNoPart:
    "You are not invited to any part of this event right now, so there is nothing to reply to. If you think this is a mistake, please ask the host.",
  /** Why an invitation e-mail was not sent to such a guest (shown beside them in the send's recipients). */
  notSentNoPart: "Not sent: this guest is not invited to any part of the event",
} as const;

/** One of the guest's parts on their reply page. */
export const replyPartSchema = partWhenSchema.extend({
  /** The start and the end (null when the part has none) as UTC instants (ISO), for calendar links. */
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  /** The part's own venue, or the event's location ("" when there is neither). */
  place: z.string(),
  /** A maps search of the place, or null when there is none. */
  directionsUrl: z.string().nullable(),
  /** Dress code or a note to the guests. */
  note: z.string(),
  /** The guest's answer; null on an open registration form (no guest yet). */
  answer: z.object({ status: z.enum(partReplyStatuses), party: z.number().int() }).nullable(),
});
export type ReplyPart = z.infer<typeof replyPartSchema>;

/** A maps search of a place, as the event's venue card links it. */
export const placeSearchUrl = (place: string): string | null =>
  place.trim() ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}` : null;

/** The reply form's field names of one part's answer (the form and the server reading its post). */
export const partFields = {
  /** "yes" or "no". */
  answer: (partId: string) => `part.${partId}`,
  /** How many of the party come to it (1 … 1 + the +1s allowed). */
  party: (partId: string) => `partParty.${partId}`,
  /** The open registration's checkboxes: one value per chosen public part. */
  chosen: "parts",
};
