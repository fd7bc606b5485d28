import { boolean, date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { partReplyStatuses } from "../../contract/parts.ts";
import { createdAt, id, ownedBy, timestamps, timestamptz, updatedAt } from "../db/columns.ts";
import { events } from "../events/tables.ts";
import { guests } from "../guests/tables.ts";

export { partReplyStatuses };

/**
 * The parts of an event (a wedding's haldi, sangeet, ceremony …; a conference's sessions and
 * dinner), in the host's order. An event with no rows here is a one-part event, as before parts
 * existed (decision 0033). date and times are wall-clock values in the event's time zone, like the
 * event's own (docs/architecture.md, convention 7).
 */
export const eventParts = pgTable(
  "event_parts",
  {
    id: id(),
    eventId: ownedBy("event_id", () => events.id),
    /** 0-based order on the invitation, the reply page and every list. */
    position: integer("position").notNull(),
    name: text("name").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    startTime: text("start_time").notNull(),
    /** Optional: a part may say only when it starts. */
    endTime: text("end_time"),
    /** The part's own place; null: the event's location. */
    venue: text("venue"),
    /** Dress code or a note for the guests ("Yellow, please", "Shoes off at the mandap"). */
    note: text("note").notNull().default(""),
    /** Seats for the part (guests and their party); null: no limit. */
    capacity: integer("capacity"),
    /** Whether a stranger registering on the public event page may choose this part. */
    isPublic: boolean("is_public").notNull().default(true),
    ...timestamps(),
  },
  (t) => [index("event_parts_event_idx").on(t.eventId, t.position)],
);

/**
 * Which parts a guest is invited to, and their answer for each: a row per guest and part invited
 * to. A guest of an event with parts who has no row for a part is not invited to it.
 */
export const guestParts = pgTable(
  "guest_parts",
  {
    guestId: ownedBy("guest_id", () => guests.id),
    partId: ownedBy("part_id", () => eventParts.id),
    /** The guest's event, so the per-event reads and deletes need no join. */
    eventId: ownedBy("event_id", () => events.id),
    status: text("status", { enum: partReplyStatuses }).notNull().default("invited"),
    /** How many of the guest's party come to this part (the guest and their first +1s); 0 unless coming. */
    party: integer("party").notNull().default(0),
    respondedAt: timestamptz("responded_at"),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.guestId, t.partId] }),
    // The guest list's part filter and the waitlist's order.
    index("guest_parts_part_status_idx").on(t.partId, t.status, t.respondedAt),
    index("guest_parts_event_idx").on(t.eventId),
  ],
);

/**
 * Guests and seats per part and status, kept exact by triggers on guest_parts (migration
 * 0011_event_parts), so capacity checks and the headcount per part never count a 10,000-row list.
 */
export const partStatusCounts = pgTable(
  "part_status_counts",
  {
    partId: ownedBy("part_id", () => eventParts.id),
    eventId: ownedBy("event_id", () => events.id),
    status: text("status", { enum: partReplyStatuses }).notNull(),
    guests: integer("guests").notNull().default(0),
    seats: integer("seats").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.partId, t.status] }), index("part_status_counts_event_idx").on(t.eventId)],
);
