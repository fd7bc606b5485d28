import { boolean, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "../db/columns.ts";
import { events } from "../events/tables.ts";

/** One venue per event; the unique event_id doubles as the lookup index. */
export const venues = pgTable("venues", {
  id: id(),
  eventId: uuid("event_id")
    .notNull()
    .unique()
    .references(() => events.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  address: text("address").notNull(),
  city: text("city").notNull().default(""),
  state: text("state").notNull().default(""),
  zipCode: text("zip_code").notNull().default(""),
  contactPerson: text("contact_person").notNull().default(""),
  contactPhone: text("contact_phone").notNull().default(""),
  hasParking: boolean("has_parking").notNull().default(false),
  parkingDetails: text("parking_details").notNull().default(""),
  facilities: text("facilities").array().notNull().default([]),
  ...timestamps(),
});
