import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { guestCategories, guestStatuses } from "../../contract/guests.ts";
import type { PartyAnswers, PersonAnswer } from "../../contract/party.ts";
import { createdAt, id, ownedBy, timestamps, timestamptz, updatedAt } from "../db/columns.ts";
import { events } from "../events/tables.ts";

export { guestCategories, guestStatuses };

export const guests = pgTable(
  "guests",
  {
    id: id(),
    eventId: ownedBy("event_id", () => events.id),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    category: text("category", { enum: guestCategories }),
    status: text("status", { enum: guestStatuses }).notNull().default("invited"),
    /**
     * The secret in the guest's personal reply link: 256 bits from PostgreSQL's CSPRNG
     * (gen_random_uuid), so it is set for rows that existed before the column too.
     */
    token: text("token")
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    plusOnesAllowed: integer("plus_ones_allowed").notNull().default(0),
    /** Names of the guest's +1s. */
    plusOnes: jsonb("plus_ones").$type<string[]>().notNull().default([]),
    /** Each +1's meal and dietary needs, in the order of plus_ones (contract/party.ts). */
    plusOneAnswers: jsonb("plus_one_answers").$type<PersonAnswer[]>().notNull().default([]),
    /** The guest's own meal and dietary needs (before per-person answers, the party's one meal). */
    mealChoice: text("meal_choice"),
    dietaryNotes: text("dietary_notes").notNull().default(""),
    /**
     * The party and its answers of a guest whose reply went from Attending to Maybe or No, kept
     * for when they come back (their form offers them again). Apart from the columns above, so the
     * host's list, counts, exports and the caterer never see them while the reply is not attending.
     */
    heldAnswers: jsonb("held_answers").$type<PartyAnswers>(),
    noteToHost: text("note_to_host").notNull().default(""),
    respondedAt: timestamptz("responded_at"),
    /**
     * The guest's first visit of their personal link (/rsvp/…, /invite/…/…): set once, by one
     * conditional update, never by the host's own preview or a link-preview bot (analytics).
     */
    firstOpenedAt: timestamptz("first_opened_at"),
    /** Set by the List-Unsubscribe link in an invitation e-mail: no more e-mail to this guest. */
    emailOptOut: boolean("email_opt_out").notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index("guests_event_created_idx").on(t.eventId, t.createdAt.desc(), t.id.desc()),
    // The status tabs page in the same order as the full list.
    index("guests_event_status_created_idx").on(t.eventId, t.status, t.createdAt.desc(), t.id.desc()),
    // One guest per e-mail per event (e-mails are stored lower-cased; NULLs never clash):
    // imports and open replies update instead of doubling.
    uniqueIndex("guests_event_email_idx").on(t.eventId, t.email),
  ],
);

/**
 * Guests per status (and seats, own replies, meal choices) per event, kept exact by a trigger on
 * guests (migration 0003, extended in the host-numbers migration), so the status tabs, capacity
 * checks and the host's numbers never count a 10,000-row list.
 */
export const guestStatusCounts = pgTable(
  "guest_status_counts",
  {
    eventId: ownedBy("event_id", () => events.id),
    status: text("status", { enum: guestStatuses }).notNull(),
    guests: integer("guests").notNull().default(0),
    seats: integer("seats").notNull().default(0),
    /** Guests who replied themselves (responded_at set by their own reply), never a host edit or import. */
    replied: integer("replied").notNull().default(0),
    /** Guests per meal choice ({ "Veg": 12 }); a choice leaves the object when its count reaches 0. */
    meals: jsonb("meals").$type<Record<string, number>>().notNull().default({}),
    createdAt: createdAt(),
    /** Set by the trigger that keeps the counts (migration 0003, updated in 0011). */
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.status] })],
);
