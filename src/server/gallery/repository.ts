import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { firstRow } from "../db/first-row.ts";
import { keysetPages } from "../db/keyset-pages.ts";
import { descNullsLast } from "../db/order.ts";
import { type ItemRow, itemColumns } from "./gallery-item.ts";
import { galleryItems, gallerySettings } from "./tables.ts";

// The gallery's SQL: each statement over its tables, by name (the list's pages are list-page.ts).
// Who may run it is service.ts's business; a write in the service's transaction takes its `tx`.

type Conn = Db | Tx;
type ItemChanges = Partial<typeof galleryItems.$inferInsert>;

export const itemById = (db: Db, id: string): Promise<ItemRow | null> =>
  firstRow(db.select().from(galleryItems).where(eq(galleryItems.id, id)));

export const settingsRow = (db: Db, eventId: string) =>
  firstRow(db.select().from(gallerySettings).where(eq(gallerySettings.eventId, eventId)));

export async function saveSettings(db: Db, eventId: string, settings: { guestUploads: boolean }) {
  await db
    .insert(gallerySettings)
    .values({ eventId, ...settings })
    .onConflictDoUpdate({ target: gallerySettings.eventId, set: settings });
}

/** The approved files of an event for its ZIP, oldest first. */
export const approvedFiles = (db: Db, eventId: string) =>
  db
    .select({
      fileKey: galleryItems.fileKey,
      fileName: galleryItems.fileName,
      sizeBytes: galleryItems.sizeBytes,
      createdAt: galleryItems.createdAt,
    })
    .from(galleryItems)
    .where(and(eq(galleryItems.eventId, eventId), eq(galleryItems.status, "approved")))
    .orderBy(galleryItems.createdAt, galleryItems.id);

export const countOfEvent = (conn: Conn, eventId: string) =>
  conn.$count(galleryItems, eq(galleryItems.eventId, eventId));

/** Holds the event's gallery lock to the end of the transaction: uploads are counted one at a time. */
export async function lockEventGallery(tx: Tx, eventId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('gallery-limit'), hashtext(${eventId}))`);
}

export async function insertItem(tx: Tx, values: typeof galleryItems.$inferInsert): Promise<ItemRow> {
  const [inserted] = await tx.insert(galleryItems).values(values).returning();
  return inserted;
}

/** Rows without files, in statements of 500 (scale data). */
export async function insertRows(db: Db, rows: (typeof galleryItems.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += 500) await db.insert(galleryItems).values(rows.slice(i, i + 500));
}

export async function updateItem(db: Db, id: string, set: ItemChanges): Promise<ItemRow> {
  const [row] = await db.update(galleryItems).set(set).where(eq(galleryItems.id, id)).returning();
  return row;
}

export async function deleteItem(db: Db | Tx, id: string) {
  await db.delete(galleryItems).where(eq(galleryItems.id, id));
}

export async function storageKeysOfEvent(tx: Tx, eventId: string): Promise<string[]> {
  const rows = await tx
    .select({ key: galleryItems.storageKey })
    .from(galleryItems)
    .where(eq(galleryItems.eventId, eventId));
  return rows.map((r) => r.key);
}

/** The newest approved items of an event, at most `limit`. */
export const latestApproved = (db: Db, eventId: string, limit: number) =>
  db
    .select(itemColumns)
    .from(galleryItems)
    .where(and(eq(galleryItems.eventId, eventId), eq(galleryItems.status, "approved")))
    .orderBy(descNullsLast(galleryItems.createdAt), descNullsLast(galleryItems.id))
    .limit(limit);

/** Every photo and video of these events, a page at a time ("Download my data"). */
export const itemsOfEvents = (db: Db, eventIds: string[]) =>
  keysetPages(db, galleryItems, inArray(galleryItems.eventId, eventIds), { id: galleryItems.id });

export async function countOfEvents(db: Db, eventIds: string[]): Promise<number> {
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(galleryItems)
    .where(inArray(galleryItems.eventId, eventIds));
  return total;
}
