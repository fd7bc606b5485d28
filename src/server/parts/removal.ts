import { formatEventDateLong } from "../../contract/event-dates.ts";
import type { Part } from "../../contract/parts.ts";
import type { CurrentUser } from "../../contract/session.ts";
import type { EventsService } from "../events/service.ts";
import { errorForLog } from "../log-redaction.ts";
import type { Logger } from "../logger.ts";
import type { Mailer } from "../mail/mailer.ts";
import { partRemovedMail } from "../mail/templates/part-removed.ts";
import type { PartsService } from "./service.ts";

type Told = { id: string; name: string; email: string; token: string };

export type PartRemovalDeps = {
  parts: Pick<PartsService, "remove">;
  events: Pick<EventsService, "row">;
  mailer: Mailer;
  log: Logger;
  publicUrl: string;
};

/**
 * Removing a part, and when the host asks, one e-mail to each guest who had said yes that it is
 * off. The mails go after the removal is committed and are not waited for: the host's answer does
 * not hang on a mail server, and a mail that fails is logged (redacted) without undoing anything.
 */
export function createPartRemoval({ parts, events, mailer, log, publicUrl }: PartRemovalDeps) {
  async function tell(eventId: string, part: Part, guests: Told[]): Promise<void> {
    const event = await events.row(eventId);
    const when = formatEventDateLong(part.date, part.startTime);
    for (const g of guests) {
      try {
        await mailer.send({
          ...partRemovedMail({
            to: g.email,
            guestName: g.name,
            hostName: event.hostName,
            eventTitle: event.title,
            partName: part.name,
            when,
            linkUrl: `${publicUrl}/rsvp/${g.token}`,
          }),
          idempotencyKey: `part-removed-${part.id}-${g.id}`,
        });
      } catch (err) {
        log.error("part removal e-mail failed", { eventId, partId: part.id, ...errorForLog(err) });
      }
    }
  }

  return {
    /** Removes the part; with `tellGuests`, starts the mails and answers how many will go. */
    async remove(actor: CurrentUser | null, eventId: string, partId: string, tellGuests: boolean) {
      const { part, told } = await parts.remove(actor, eventId, partId);
      if (tellGuests && told.length > 0) {
        tell(eventId, part, told).catch((err: unknown) =>
          log.error("part removal e-mails failed", { eventId, partId, ...errorForLog(err) }),
        );
      }
      return { told: tellGuests ? told.length : 0 };
    },
  };
}

export type PartRemoval = ReturnType<typeof createPartRemoval>;
