import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { firstRow } from "../db/first-row.ts";
import { keysetPages } from "../db/keyset-pages.ts";
import { descNullsLast } from "../db/order.ts";
import { feedComments, feedItems, feedLikes, feedSettings } from "./tables.ts";

// The feed's SQL: each statement over its tables, by name. Who may run it is service.ts's
// business; a write inside the service's transaction takes its `tx`.

export type ItemRow = typeof feedItems.$inferSelect;
export type CommentRow = typeof feedComments.$inferSelect;
/** Who acts: a signed-in user, or the guest behind a personal link. */
export type Liker = { userId: string } | { guestId: string };

const likerFilter = (liker: Liker) =>
  "userId" in liker ? eq(feedLikes.userId, liker.userId) : eq(feedLikes.guestId, liker.guestId);

export const itemById = (db: Db, id: string): Promise<ItemRow | null> =>
  firstRow(db.select().from(feedItems).where(eq(feedItems.id, id)));

/**
 * The post's row, locked for the rest of the transaction: every like and comment of one post waits
 * its turn, so each counter moves with the row it counts and never drifts.
 */
export const lockedItem = (tx: Tx, id: string): Promise<ItemRow | null> =>
  firstRow(tx.select().from(feedItems).where(eq(feedItems.id, id)).for("update"));

/** Which of these posts the liker likes, in one query. */
export async function likedIds(db: Db, ids: string[], liker: Liker): Promise<Set<string>> {
  const rows = await db
    .select({ id: feedLikes.feedItemId })
    .from(feedLikes)
    .where(and(inArray(feedLikes.feedItemId, ids), likerFilter(liker)));
  return new Set(rows.map((r) => r.id));
}

export const settingsRow = (db: Db, eventId: string) =>
  firstRow(db.select().from(feedSettings).where(eq(feedSettings.eventId, eventId)));

export async function saveSettings(db: Db, eventId: string, settings: { guestInteractions: boolean }) {
  await db
    .insert(feedSettings)
    .values({ eventId, ...settings })
    .onConflictDoUpdate({ target: feedSettings.eventId, set: settings });
}

/** Likes or unlikes (the post locked by the caller); the new state and the post's counter. */
export async function toggleLikeRow(tx: Tx, itemId: string, liker: Liker) {
  const removed = await tx
    .delete(feedLikes)
    .where(and(eq(feedLikes.feedItemId, itemId), likerFilter(liker)))
    .returning({ id: feedLikes.id });
  const liked = removed.length === 0;
  if (liked) await tx.insert(feedLikes).values({ feedItemId: itemId, ...liker });
  const [counted] = await tx
    .update(feedItems)
    .set({ likes: sql`${feedItems.likes} + ${liked ? 1 : -1}` })
    .where(eq(feedItems.id, itemId))
    .returning({ likes: feedItems.likes, eventId: feedItems.eventId });
  return { liked, likes: counted.likes, eventId: counted.eventId };
}

/** A comment and the post's counter (the post locked by the caller). */
export async function insertCommentCounted(tx: Tx, values: typeof feedComments.$inferInsert) {
  const [inserted] = await tx.insert(feedComments).values(values).returning();
  await tx
    .update(feedItems)
    .set({ comments: sql`${feedItems.comments} + 1` })
    .where(eq(feedItems.id, values.feedItemId));
  return inserted;
}

/** Deletes a comment and lowers the counter, only if this call removed it; whether it did. */
export async function deleteCommentCounted(tx: Tx, commentId: string, itemId: string): Promise<boolean> {
  const deleted = await tx
    .delete(feedComments)
    .where(eq(feedComments.id, commentId))
    .returning({ id: feedComments.id });
  if (deleted.length === 0) return false;
  await tx
    .update(feedItems)
    .set({ comments: sql`${feedItems.comments} - 1` })
    .where(eq(feedItems.id, itemId));
  return true;
}

/** The newest `perItem` comments of each post, oldest first. */
export async function latestComments(db: Db, ids: string[], perItem: number) {
  const ranked = db
    .select({
      id: feedComments.id,
      feedItemId: feedComments.feedItemId,
      text: feedComments.text,
      authorName: feedComments.authorName,
      createdAt: feedComments.createdAt,
      rank: sql<number>`row_number() over (partition by ${feedComments.feedItemId} order by ${feedComments.createdAt} desc, ${feedComments.id} desc)`.as(
        "rank",
      ),
    })
    .from(feedComments)
    .where(inArray(feedComments.feedItemId, ids))
    .as("ranked");
  return db
    .select({
      id: ranked.id,
      feedItemId: ranked.feedItemId,
      text: ranked.text,
      authorName: ranked.authorName,
      createdAt: ranked.createdAt,
    })
    .from(ranked)
    .where(lte(ranked.rank, perItem))
    .orderBy(asc(ranked.createdAt), asc(ranked.id));
}

export async function mediaKeysOfEvent(tx: Tx, eventId: string): Promise<(string | null)[]> {
  const rows = await tx
    .select({ key: feedItems.mediaKey })
    .from(feedItems)
    .where(eq(feedItems.eventId, eventId));
  return rows.map((r) => r.key);
}

/** An event's posts, newest first; only the public ones, and at most `limit`, when asked. */
export const itemsOfEvent = (db: Db, eventId: string, publicOnly?: { limit: number }) => {
  const query = db
    .select()
    .from(feedItems)
    .where(and(eq(feedItems.eventId, eventId), publicOnly ? eq(feedItems.isPublic, true) : undefined))
    .orderBy(descNullsLast(feedItems.createdAt), descNullsLast(feedItems.id));
  return publicOnly ? query.limit(publicOnly.limit) : query;
};

export const commentsOf = (db: Db, itemId: string) =>
  db
    .select()
    .from(feedComments)
    .where(eq(feedComments.feedItemId, itemId))
    .orderBy(asc(feedComments.createdAt), asc(feedComments.id));

export async function commentById(db: Db, id: string): Promise<CommentRow | null> {
  const [found] = await db.select().from(feedComments).where(eq(feedComments.id, id));
  return found ?? null;
}

/** The posts and comments of these events (account export). */
/** Every post and comment of these events, a page at a time ("Download my data"). */
export const postsAndComments = (db: Db, eventIds: string[]) => ({
  posts: keysetPages(db, feedItems, inArray(feedItems.eventId, eventIds), { id: feedItems.id }),
  comments: keysetPages(db, feedComments, inArray(feedComments.eventId, eventIds), { id: feedComments.id }),
});

export const countOfEvents = (db: Db, eventIds: string[]) =>
  db.$count(feedItems, inArray(feedItems.eventId, eventIds));

export async function insertItem(db: Db | Tx, values: typeof feedItems.$inferInsert): Promise<ItemRow> {
  const [row] = await db.insert(feedItems).values(values).returning();
  return row;
}

export async function deleteItem(db: Db | Tx, id: string) {
  await db.delete(feedItems).where(eq(feedItems.id, id));
}
