import { integer, type PgColumn, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A moment in time, stored with its time zone (null until it happens, unless said otherwise). */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** Columns every domain table carries (docs/architecture.md, convention 6). */
export const id = () => uuid("id").primaryKey().defaultRandom();
export const createdAt = () => timestamptz("created_at").notNull().defaultNow();
export const updatedAt = () =>
  timestamptz("updated_at")
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** When a row was made and last changed: the pair every domain table carries, in this order. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** A reference to the row this one belongs to (its event, its guest): deleted with it. */
export const ownedBy = (name: string, target: () => PgColumn) =>
  uuid(name).notNull().references(target, { onDelete: "cascade" });

/**
 * A reminder a job sends at `sendAt`: its pg-boss job (so cancelling withdraws it), whether it is
 * still to go, and how many guests it mailed once it went.
 */
export const scheduledSendColumns = () => ({
  sendAt: timestamptz("send_at").notNull(),
  /** pg-boss job of the send, so cancelling can withdraw it. */
  jobId: text("job_id"),
  status: text("status", { enum: ["scheduled", "sent", "cancelled"] })
    .notNull()
    .default("scheduled"),
  sentCount: integer("sent_count").notNull().default(0),
});

/**
 * The table of whom a reminder mailed: one row per reminder and guest (the key), written in the
 * transaction that sends the mail (db/reminder-mails.ts), so that after a crash or a second run the
 * reminder goes on from where it was and never mails a guest twice.
 */
export const reminderMailsTable = <N extends string>(
  name: N,
  reminder: () => PgColumn,
  guest: () => PgColumn,
) =>
  pgTable(
    name,
    {
      reminderId: ownedBy("reminder_id", reminder),
      guestId: ownedBy("guest_id", guest),
      sentAt: timestamptz("sent_at").notNull().defaultNow(),
    },
    (t) => [primaryKey({ columns: [t.reminderId, t.guestId] })],
  );
