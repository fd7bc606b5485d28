import { boolean, date, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { showGoingChoices } from "../../contract/rsvp.ts";
import { user } from "../auth/tables.ts";
import { id, ownedBy, timestamps, timestamptz } from "../db/columns.ts";

/**
 * date and time are the host's wall-clock values as entered, with the event's IANA time zone;
 * they are never converted through UTC (docs/architecture.md, convention 7).
 */
export const events = pgTable(
  "events",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    time: text("time").notNull(),
    timeZone: text("time_zone").notNull().default("Asia/Kolkata"),
    location: text("location").notNull(),
    /** Storage key of the banner image set; null when there is none. */
    bannerKey: text("banner_key"),
    isPublic: boolean("is_public").notNull().default(true),
    // RSVP settings: replies close after rsvpDeadline (a date in the event's zone); capacity
    // counts seats (guests and their +1s); the reply form asks meal and dietary only when on.
    rsvpDeadline: date("rsvp_deadline", { mode: "string" }),
    capacity: integer("capacity"),
    askMeal: boolean("ask_meal").notNull().default(false),
    mealOptions: text("meal_options").array().notNull().default([]),
    askDietary: boolean("ask_dietary").notNull().default(false),
    hostMessage: text("host_message").notNull().default(""),
    /** +1s each open registrant (no personal invitation) may bring; 0 keeps the spec's 'you alone'. */
    openPlusOnes: integer("open_plus_ones").notNull().default(0),
    /**
     * What a guest's reply page shows of who is coming (contract/rsvp.ts, `showGoingChoices`);
     * null until the host chooses: then it follows the event's visibility (`defaultShowGoing`).
     */
    showGoing: text("show_going", { enum: showGoingChoices }),
    /**
     * When the host's day-before reminder was claimed for sending (events/host-reminders.ts); cleared
     * when the date, time or zone changes so the new date gets its own reminder.
     */
    hostReminderAt: timestamptz("host_reminder_at"),
    createdBy: ownedBy("created_by", () => user.id),
    ...timestamps(),
  },
  (t) => [
    // Home and /events: isPublic = true and date >= today, date ascending.
    index("events_public_date_idx").on(t.isPublic, t.date),
    // My events: createdBy, date descending.
    index("events_created_by_date_idx").on(t.createdBy, t.date.desc()),
  ],
);

/**
 * What is left of a deleted event: enough to tell a guest who opens an old link that the host
 * cancelled it, and nothing about the guests themselves. `id` is the deleted event's id.
 * When the host's account is deleted, title, date and host are cleared: the notice then says
 * only that an event was cancelled (events/cancellation.ts, `forgetHost`); when the host asked for
 * the guests to be told, that happens once the last of those mails went.
 */
export const cancelledEvents = pgTable(
  "cancelled_events",
  {
    id: uuid("id").primaryKey(),
    title: text("title"),
    date: date("date", { mode: "string" }),
    /** The event's owner, so their account's deletion finds the notices it left. */
    hostId: uuid("host_id").references(() => user.id, { onDelete: "set null" }),
    /**
     * Set only when the host deletes their account asking for the guests to be told: the mails
     * still waiting name them after the account is gone; cleared with the title once they went.
     */
    hostName: text("host_name"),
    ...timestamps(),
  },
  (t) => [index("cancelled_events_host_idx").on(t.hostId)],
);

/**
 * The links that pointed to a deleted event, kept only as SHA-256 hashes of "token:<reply token>"
 * and "code:<invitation code>": an old link is recognised, but the secrets are not kept.
 */
export const cancelledEventLinks = pgTable(
  "cancelled_event_links",
  {
    keyHash: text("key_hash").primaryKey(),
    cancelledEventId: ownedBy("cancelled_event_id", () => cancelledEvents.id),
    ...timestamps(),
  },
  (t) => [index("cancelled_event_links_event_idx").on(t.cancelledEventId)],
);

/**
 * Cancellation e-mails waiting for the sender job. A row is deleted as its mail goes, so the
 * guests' addresses do not outlive the event by more than the send.
 */
export const cancellationMails = pgTable(
  "cancellation_mails",
  {
    id: id(),
    cancelledEventId: ownedBy("cancelled_event_id", () => cancelledEvents.id),
    name: text("name").notNull(),
    email: text("email").notNull(),
    ...timestamps(),
  },
  (t) => [index("cancellation_mails_event_idx").on(t.cancelledEventId, t.createdAt)],
);
