import { messageTexts, type PartAudience } from "../../contract/messages.ts";
import type { GuestsService } from "../guests/service.ts";
import { AppError } from "../http/app-error.ts";

// A post also sent to guests as a message (issue 33) may go, at an event in parts, to the guests
// Going to one part (decision 0033): the parts the feed offers, and the check of the one chosen.

type Parts = Pick<GuestsService, "partsOf">;

/** The event's parts a post may go to the Going guests of (none: an event in one part). */
export const partAudiences = async (guests: Parts, eventId: string): Promise<PartAudience[]> =>
  (await guests.partsOf(eventId)).map((p) => ({ partId: p.id, name: p.name }));

/**
 * Before a post to the Going guests of a part is saved: the part must be one of the event's, or the
 * post is refused (400 on `sendToPart`) rather than saved and then not sent.
 */
export async function checkSendPart(guests: Parts, eventId: string, partId: string): Promise<void> {
  if (!(await guests.partsOf(eventId)).some((p) => p.id === partId))
    throw new AppError("validation_failed", messageTexts.partRequired, {
      sendToPart: messageTexts.partRequired,
    });
}
