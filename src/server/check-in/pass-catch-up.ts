import { planIncludes } from "../../contract/payments.ts";
import type { Db } from "../db/client.ts";
import type { EventsService } from "../events/service.ts";
import type { Jobs } from "../jobs/jobs.ts";
import { errorForLog } from "../log-redaction.ts";
import type { Logger } from "../logger.ts";
import type { Mailer } from "../mail/mailer.ts";
import { guestPassMail } from "../mail/templates/guest-pass.ts";
import type { PaymentsService } from "../payments/service.ts";
import * as repo from "./repository.ts";
import type { CheckInService } from "./service.ts";

/** The job queue of the passes mailed when a host buys a package with check-in. */
export const passCatchUpQueue = "passes-after-upgrade";
/** The job names the event only: the guests are read when it runs, so a later yes is included. */
type PassCatchUpJob = { eventId: string };

export type PassCatchUpDeps = {
  db: Db;
  checkIn: Pick<CheckInService, "passForMail">;
  events: Pick<EventsService, "row">;
  payments: Pick<PaymentsService, "limitsOf">;
  jobs: Pick<Jobs, "send">;
  mailer: Mailer;
  log: Logger;
  publicUrl: string;
};

/**
 * Guests who said yes before the host bought check-in were never mailed a pass (a pass is mailed
 * with a reply). Buying Premium or Deluxe queues this job: every attending guest with an address
 * who has no pass mail yet gets one. Each guest is noted before their mail goes (pass_mails), so a
 * second purchase, a retried job or two workers never mail anyone twice.
 */
export function createPassCatchUp({
  db,
  checkIn,
  events,
  payments,
  jobs,
  mailer,
  log,
  publicUrl,
}: PassCatchUpDeps) {
  async function deliver({ eventId }: PassCatchUpJob) {
    if (!planIncludes((await payments.limitsOf(eventId)).packageId, "checkIn")) return;
    const event = await events.row(eventId).catch(() => null);
    if (!event) return; // deleted since the purchase
    for (const guest of await repo.attendingWithoutPassMail(db, eventId)) {
      if (!guest.email || !(await repo.claimPassMail(db, guest))) continue;
      try {
        const pass = await checkIn.passForMail(guest);
        if (!pass) {
          await repo.releasePassMail(db, guest.id);
          continue;
        }
        await mailer.send(
          guestPassMail({
            to: guest.email,
            name: guest.name,
            eventTitle: event.title,
            partySize: 1 + guest.plusOnes.length,
            url: `${publicUrl}/rsvp/${guest.token}`,
            pass,
          }),
        );
      } catch (err) {
        // Released and thrown: pg-boss runs the job again, and only the unmailed are mailed then.
        await repo.releasePassMail(db, guest.id);
        log.error("could not mail a guest their pass after an upgrade", { eventId, ...errorForLog(err) });
        throw err;
      }
    }
  }

  return {
    /** After a completed purchase: queues the catch-up when the event's plan now has check-in. */
    async afterPurchase(eventId: string): Promise<void> {
      if (!planIncludes((await payments.limitsOf(eventId)).packageId, "checkIn")) return;
      await jobs.send(passCatchUpQueue, { eventId } satisfies PassCatchUpJob);
    },
    deliver,
    async registerWorkers(queue: Jobs) {
      await queue.work<PassCatchUpJob>(passCatchUpQueue, deliver);
    },
  };
}

export type PassCatchUp = ReturnType<typeof createPassCatchUp>;
