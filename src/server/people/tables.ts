import { boolean, index, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { personRoles } from "../../contract/people.ts";
import { user } from "../auth/tables.ts";
import { createdAt, id, ownedBy, timestamptz, updatedAt } from "../db/columns.ts";
import { events } from "../events/tables.ts";

/**
 * The people who run an event with its owner (events.created_by): co-hosts and door-staff accounts.
 * A row is an invitation to `email` until someone signed in with that address accepts it; then
 * `userId` is theirs. Removing the row takes the place away at once (people/service.ts).
 */
export const eventPeople = pgTable(
  "event_people",
  {
    id: id(),
    eventId: ownedBy("event_id", () => events.id),
    role: text("role", { enum: personRoles }).notNull(),
    /** The invited address, lower-cased; the accepting account's address must match it. */
    email: text("email").notNull(),
    /** Null until accepted. */
    userId: uuid("user_id").references(() => user.id, { onDelete: "cascade" }),
    /** SHA-256 of the secret in the invitation mail's link; kept after acceptance (the link then says so). */
    inviteTokenHash: text("invite_token_hash").notNull().unique(),
    invitedBy: uuid("invited_by").references(() => user.id, { onDelete: "set null" }),
    invitedAt: timestamptz("invited_at").notNull().defaultNow(),
    acceptedAt: timestamptz("accepted_at"),
    // The person's own e-mail switches for this event (the profile's, per event).
    notifyReplies: boolean("notify_replies").notNull().default(true),
    notifyReminders: boolean("notify_reminders").notNull().default(true),
    notifyGuestUpdates: boolean("notify_guest_updates").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("event_people_event_email_key").on(t.eventId, t.email),
    // My Events: the events a user has a place on.
    index("event_people_user_idx").on(t.userId),
  ],
);
