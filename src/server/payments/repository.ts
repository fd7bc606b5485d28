import { and, count, eq, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { firstRow } from "../db/first-row.ts";
import { keysetPages } from "../db/keyset-pages.ts";
import { descNullsLast } from "../db/order.ts";
import { payments, paymentWebhookEvents } from "./tables.ts";

// The payments feature's SQL: each statement over its tables, by name. Which payment may move to
// which state, and who may ask, is service.ts's business.

type Conn = Db | Tx;
export type PaymentRow = typeof payments.$inferSelect;

export const paymentById = (db: Db, id: string): Promise<PaymentRow | null> =>
  firstRow(db.select().from(payments).where(eq(payments.id, id)));

export const paymentByOrder = (tx: Tx, orderId: string): Promise<PaymentRow | null> =>
  firstRow(tx.select().from(payments).where(eq(payments.orderId, orderId)));

/** The packages the event's completed payments bought, each once. */
export async function completedPackages(conn: Conn, eventId: string): Promise<string[]> {
  const rows = await conn
    .selectDistinct({ packageId: payments.packageId })
    .from(payments)
    .where(and(eq(payments.eventId, eventId), eq(payments.status, "completed")));
  return rows.map((r) => r.packageId);
}

/** Completes a pending (or failed) payment of this order; a completed one stays as it is. */
export async function completeOrder(
  conn: Conn,
  orderId: string,
  fields: { paymentId: string; signature: string | null },
): Promise<PaymentRow | undefined> {
  const [row] = await conn
    .update(payments)
    .set({ status: "completed", ...fields, updatedAt: new Date() })
    .where(and(eq(payments.orderId, orderId), ne(payments.status, "completed")))
    .returning();
  return row;
}

/** Fails a pending payment; never moves a completed one backwards. */
export async function failPending(conn: Conn, id: string, paymentId: string | null) {
  const [row] = await conn
    .update(payments)
    .set({ status: "failed", ...(paymentId ? { paymentId } : {}), updatedAt: new Date() })
    .where(and(eq(payments.id, id), eq(payments.status, "pending")))
    .returning();
  return row;
}

export async function insertPayment(db: Db, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row;
}

/** Records a webhook delivery's id; false when it was recorded before (a repeated delivery). */
export async function recordDelivery(tx: Tx, deliveryId: string): Promise<boolean> {
  const fresh = await tx
    .insert(paymentWebhookEvents)
    .values({ eventId: deliveryId })
    .onConflictDoNothing()
    .returning();
  return fresh.length > 0;
}

/** The user's payments, newest first. */
/** The user's payments as `paymentsOf` orders them, a page at a time ("Download my data"). */
export const paymentPagesOf = (db: Db, userId: string) =>
  keysetPages(
    db,
    payments,
    eq(payments.userId, userId),
    { createdAt: payments.createdAt, id: payments.id },
    { descending: true },
  );

export const paymentsOf = (db: Db, userId: string) =>
  db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(descNullsLast(payments.createdAt), descNullsLast(payments.id));

export const completedCountOf = (db: Db, userId: string) =>
  db.$count(payments, and(eq(payments.userId, userId), eq(payments.status, "completed")));

/** Completed payments on the whole platform, and their sum in paise. */
export async function completedTotals(db: Db) {
  const [row] = await db
    .select({ n: count(), paise: sql<number>`coalesce(sum(${payments.amount}), 0)`.mapWith(Number) })
    .from(payments)
    .where(eq(payments.status, "completed"));
  return row;
}

/** The user's payments lose their account and signature; the provider's ids stay. */
export async function detachUser(db: Db, userId: string) {
  await db
    .update(payments)
    .set({ userId: null, signature: null, updatedAt: new Date() })
    .where(eq(payments.userId, userId));
}
