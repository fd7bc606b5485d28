import { date, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { createdAt, id, updatedAt } from "./columns.ts";

/**
 * What is left of a deleted event: enough to tell a guest who opens an old link that the host
 * cancelled it, and nothing about the guests themselves. `id` is the deleted event's id.
 * When the host's account is deleted, title, date and host are cleared: the notice then says
 * only that an event was cancelled (events/cancellation.ts, `forgetHost`).
 */
export const cancelledEvents = pgTable(
  "cancelled_events",
  {
    id: uuid("id").primaryKey(),
    title: text("title"),
    date: date("date", { mode: "string" }),
    /** The event's owner, so their account's deletion finds the notices it left. */
    hostId: uuid("host_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    cancelledEventId: uuid("cancelled_event_id")
      .notNull()
      .references(() => cancelledEvents.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    cancelledEventId: uuid("cancelled_event_id")
      .notNull()
      .references(() => cancelledEvents.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("cancellation_mails_event_idx").on(t.cancelledEventId, t.createdAt)],
);
