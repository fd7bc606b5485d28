import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.ts";
import { events } from "./events.ts";

export const guestCategories = ["family", "friend", "colleague", "vip", "other"] as const;
export const guestStatuses = ["invited", "confirmed", "declined", "maybe"] as const;

export const guests = pgTable(
  "guests",
  {
    id: id(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    category: text("category", { enum: guestCategories }),
    status: text("status", { enum: guestStatuses }).notNull().default("invited"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("guests_event_created_idx").on(t.eventId, t.createdAt.desc()),
    index("guests_event_status_idx").on(t.eventId, t.status),
  ],
);
