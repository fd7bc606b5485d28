import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { createdAt, id, updatedAt } from "./columns.ts";
import { events } from "./events.ts";

export const payments = pgTable(
  "payments",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("payments_user_created_idx").on(t.userId, t.createdAt.desc())],
);
