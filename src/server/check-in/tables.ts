import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, ownedBy, timestamps, timestamptz } from "../db/columns.ts";
import { events } from "../events/tables.ts";
import { guests } from "../guests/tables.ts";
import { eventParts } from "../parts/tables.ts";

/**
 * A guest's pass: the code in the QR code they show at the door. Its own random secret, not the
 * reply link's token (a pass is shown to door staff; the token changes replies). Voided (revoked_at)
 * when the guest stops attending (a trigger on guests, migration check_in_passes_void) or the host
 * cancels it; deleted with the guest. One live pass per guest.
 */
export const guestPasses = pgTable(
  "guest_passes",
  {
    id: id(),
    eventId: ownedBy("event_id", () => events.id),
    guestId: ownedBy("guest_id", () => guests.id),
    code: text("code").notNull().unique(),
    revokedAt: timestamptz("revoked_at"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("guest_passes_live_idx").on(t.guestId).where(sql`${t.revokedAt} is null`),
    index("guest_passes_event_idx").on(t.eventId),
  ],
);

/** A guest's arrival: at most one per guest (the key), so two door devices cannot count anyone twice. */
export const checkIns = pgTable(
  "check_ins",
  {
    guestId: uuid("guest_id")
      .primaryKey()
      .references(() => guests.id, { onDelete: "cascade" }),
    eventId: ownedBy("event_id", () => events.id),
    /** How many of the guest's party came. */
    party: integer("party").notNull(),
    checkedInAt: timestamptz("checked_in_at").notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [index("check_ins_event_time_idx").on(t.eventId, t.checkedInAt.desc())],
);

/**
 * Every door action by the id its device gave it: applied once, answered again the same way when
 * the same id comes back (a retry, a double tap, an offline queue replaying).
 */
export const checkInActions = pgTable(
  "check_in_actions",
  {
    id: uuid("id").primaryKey(),
    eventId: ownedBy("event_id", () => events.id),
    kind: text("kind", { enum: ["check_in", "undo", "walk_in"] }).notNull(),
    /** What the action did: the outcome, its message and the guest, replayed as they were. */
    result: jsonb("result").$type<{ outcome: string; message: string; guestId: string }>(),
    ...timestamps(),
  },
  (t) => [index("check_in_actions_event_idx").on(t.eventId)],
);

/**
 * The guests who were mailed their pass (with a reply's confirmation, or when the host bought
 * check-in): the upgrade's catch-up mails only those not here, so nobody gets it twice from it.
 */
export const passMails = pgTable("pass_mails", {
  guestId: uuid("guest_id")
    .primaryKey()
    .references(() => guests.id, { onDelete: "cascade" }),
  eventId: ownedBy("event_id", () => events.id),
  mailedAt: timestamptz("mailed_at").notNull().defaultNow(),
});

/**
 * An arrival at one part of an event in parts (issue 36, decision 0033): at most one per guest and
 * part (the key), so two devices at the sangeet's door cannot count anyone twice, and the guest who
 * came to the haldi is still expected at the ceremony. An event in one part uses check_ins only.
 */
export const partCheckIns = pgTable(
  "part_check_ins",
  {
    guestId: ownedBy("guest_id", () => guests.id),
    partId: ownedBy("part_id", () => eventParts.id),
    eventId: ownedBy("event_id", () => events.id),
    /** How many of the guest's party came to this part. */
    party: integer("party").notNull(),
    checkedInAt: timestamptz("checked_in_at").notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.guestId, t.partId] }),
    // The part's counter and its latest arrivals.
    index("part_check_ins_part_time_idx").on(t.partId, t.checkedInAt.desc()),
    index("part_check_ins_event_idx").on(t.eventId),
  ],
);
