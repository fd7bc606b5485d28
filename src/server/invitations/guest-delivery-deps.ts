import type { Db } from "../db/client.ts";
import type { EventsService } from "../events/service.ts";
import type { GuestsService } from "../guests/service.ts";
import type { Logger } from "../logger.ts";
import type { Mailer } from "../mail/mailer.ts";

/**
 * What a job that mails an event's guests works with (invitations and their reminders, a host's
 * messages): the database, the event and its guests as their services read them, the mailer, the
 * log, and the public address the mails' links start with.
 */
export type GuestDeliveryDeps = {
  db: Db;
  events: EventsService;
  guests: GuestsService;
  mailer: Mailer;
  log: Logger;
  publicUrl: string;
};
