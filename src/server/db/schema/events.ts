import { boolean, date, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { createdAt, id, updatedAt } from "./columns.ts";

/**
 * date and time are the host's wall-clock values as entered, with the event's IANA time zone;
 * they are never converted through UTC (DESIGN.md convention 7).
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
    createdBy: uuid("created_by")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Home and /events: isPublic = true and date >= today, date ascending.
    index("events_public_date_idx").on(t.isPublic, t.date),
    // My events: createdBy, date descending.
    index("events_created_by_date_idx").on(t.createdBy, t.date.desc()),
  ],
);
