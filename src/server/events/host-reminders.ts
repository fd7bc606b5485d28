import { and, between, eq, isNull } from "drizzle-orm";
import { formatEventDateLong, todayInZone } from "../../contract/event-dates.ts";
import type { GuestStatus } from "../../contract/guests.ts";
import { zonedTimeToUtc } from "../../contract/zoned-time.ts";
import type { Db } from "../db/client.ts";
import { startSweeps } from "../jobs/sweeps.ts";
import { errorForLog } from "../log-redaction.ts";
import type { Logger } from "../logger.ts";
import { type EventTeamRecipients, hostMailFields } from "../mail/mail-recipient.ts";
import type { Mailer } from "../mail/mailer.ts";
import { hostEventReminderMail } from "../mail/templates/host-event-reminder.ts";
import { events } from "./tables.ts";

export type HostRemindersDeps = {
  db: Db;
  /** The guests feature's replies so far (it sits above events: events asks through this). */
  guests: { statusTotals(eventIds: string[]): Promise<Record<GuestStatus, number>> };
  /** The owner (their profile's switch) and the co-hosts with theirs on (people/service.ts). */
  team: EventTeamRecipients;
  mailer: Mailer;
  log: Logger;
  publicUrl: string;
};

const day = 24 * 60 * 60 * 1000;
/** How often the server looks for events starting within a day. */
export const hostReminderSweepMs = 10 * 60 * 1000;

/**
 * The host's day-before reminder ("Event reminders" in the profile): once an event is less than a
 * day away, its host gets one e-mail with the replies so far. A sweep rather than a job per event:
 * dates change and events are deleted, and the sweep reads the current row each time. Each event is
 * claimed by one conditional update before its mail goes, so two instances never both send it, and
 * a crash between claim and send loses that one reminder rather than sending it twice.
 */
export function createHostReminders({ db, guests, team, mailer, log, publicUrl }: HostRemindersDeps) {
  /** Sends the reminders due at `now`; how many went out. */
  async function sweep(now = new Date()): Promise<number> {
    // Every zone's today lies within a day of UTC's: two days either side covers them all.
    const from = todayInZone("UTC", new Date(now.getTime() - 2 * day));
    const to = todayInZone("UTC", new Date(now.getTime() + 2 * day));
    const candidates = await db
      .select()
      .from(events)
      .where(and(isNull(events.hostReminderAt), between(events.date, from, to)));
    let sent = 0;
    for (const event of candidates) {
      const startsAt = zonedTimeToUtc(event.date, event.time, event.timeZone).getTime();
      const due = startsAt > now.getTime() && startsAt - now.getTime() <= day;
      // An event created less than a day ahead needs no reminder: the host has it in mind.
      if (!due || event.createdAt.getTime() > startsAt - day) continue;
      const [claimed] = await db
        .update(events)
        .set({ hostReminderAt: now })
        .where(and(eq(events.id, event.id), isNull(events.hostReminderAt)))
        .returning({ id: events.id });
      if (!claimed) continue;
      try {
        const hosts = await team.teamRecipients(event, "eventReminders");
        if (hosts.length === 0) continue;
        const totals = await guests.statusTotals([event.id]);
        for (const host of hosts) {
          await mailer.send(
            hostEventReminderMail({
              ...hostMailFields(host, event, publicUrl),
              when: formatEventDateLong(event.date, event.time),
              location: event.location,
              confirmed: totals.confirmed,
              maybe: totals.maybe,
              declined: totals.declined,
              waiting: totals.invited + totals.waitlisted,
            }),
          );
        }
        sent++;
      } catch (err) {
        log.error("could not send a host's event reminder", { eventId: event.id, ...errorForLog(err) });
      }
    }
    return sent;
  }

  /** Sweeps now and then every few minutes until stopped (the server's workers only). */
  function start(): { stop(): void } {
    return startSweeps(
      "event reminder sweep",
      sweep,
      { firstAfterMs: 30_000, everyMs: hostReminderSweepMs },
      log,
    );
  }

  return { sweep, start };
}

export type HostReminders = ReturnType<typeof createHostReminders>;
