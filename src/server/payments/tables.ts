import { index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "../auth/tables.ts";
import { id, timestamps, timestamptz } from "../db/columns.ts";
import { events } from "../events/tables.ts";

export const payments = pgTable(
  "payments",
  {
    id: id(),
    /**
     * Who paid. Null once that account is deleted: the payment itself is kept, without the person,
     * as far as the law requires (accounts and tax), and nobody can open its receipt any more.
     */
    userId: uuid("user_id").references(() => user.id, { onDelete: "set null" }),
    eventId: uuid("event_id").references(() => events.id, { onDelete: "set null" }),
    packageId: text("package_id").notNull(),
    /** Paise. */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("INR"),
    status: text("status", { enum: ["pending", "completed", "failed"] })
      .notNull()
      .default("pending"),
    orderId: text("order_id"),
    paymentId: text("payment_id"),
    signature: text("signature"),
    ...timestamps(),
  },
  (t) => [
    index("payments_user_created_idx").on(t.userId, t.createdAt.desc()),
    // The callback and the webhook find a payment by its provider order; one payment per order.
    uniqueIndex("payments_order_id_key").on(t.orderId),
    // An event's plan: its completed purchases.
    index("payments_event_status_idx").on(t.eventId, t.status),
  ],
);

/** Webhook deliveries already handled (x-razorpay-event-id): a repeated delivery changes nothing. */
export const paymentWebhookEvents = pgTable("payment_webhook_events", {
  eventId: text("event_id").primaryKey(),
  receivedAt: timestamptz("received_at").notNull().defaultNow(),
});
