import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { eventMessages } from "../../contract/events.ts";
import {
  type Announcement,
  type FeedComment,
  type FeedCommentInput,
  type FeedItem,
  type FeedItemDetail,
  type FeedLike,
  type FeedList,
  type FeedPostInput,
  type FeedSettings,
  feedMessages,
  feedPostInputSchema,
} from "../../contract/feed.ts";
import { rsvpMessages } from "../../contract/rsvp-messages.ts";
import type { CurrentUser } from "../../contract/session.ts";
import type { Db } from "../db/client.ts";
import { descNullsLast } from "../db/order.ts";
import type { EventsService } from "../events/service.ts";
import type { GuestsService } from "../guests/service.ts";
import { AppError } from "../http/app-error.ts";
import type { MediaInput } from "../images/media-store.ts";
import { errorForLog } from "../log-redaction.ts";
import type { Logger } from "../logger.ts";
import { liveStreamAdmission } from "../realtime/live-streams.ts";
import type { Realtime } from "../realtime/realtime.ts";
import { type AccountExportPart, exportTable, largestImageKey } from "../storage/account-export-part.ts";
import type { Storage } from "../storage/storage.ts";
import { storeFeedMedia } from "./feed-media.ts";
import { canReadAnnouncements, isAuthor } from "./policy.ts";
import { feedComments, feedItems, feedLikes, feedSettings } from "./tables.ts";

export type FeedDeps = {
  db: Db;
  storage: Storage;
  events: EventsService;
  guests: GuestsService;
  realtime: Realtime;
  log: Logger;
};

type ItemRow = typeof feedItems.$inferSelect;
type CommentRow = typeof feedComments.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Who acts: a signed-in user, or the guest behind a personal link. */
type Liker = { userId: string } | { guestId: string };

/** The topic every change of an event's feed is published on; open feed pages refetch. */
export const feedTopic = (eventId: string) => `feed:${eventId}`;

/** Live feed streams one account may hold open in this process (a few tabs, not a flood). */
const maxStreamsPerAccount = 10;

/** Most announcements a guest page shows, and comments under each: the pages stay light. */
export const announcementLimit = 20;
export const guestCommentLimit = 20;

function mediaOf(row: ItemRow): FeedItem["media"] {
  if (!row.mediaKey || !row.mediaType) return null;
  const key = row.mediaType === "video" ? (row.mediaFileKey ?? row.mediaKey) : row.mediaKey;
  return { type: row.mediaType, url: `/api/media/${key}`, width: row.mediaWidth, height: row.mediaHeight };
}

function toItem(row: ItemRow, viewer: { liked: boolean; userId: string | null }): FeedItem {
  return {
    id: row.id,
    eventId: row.eventId,
    title: row.title,
    content: row.content,
    type: row.type,
    authorName: row.authorName,
    isPublic: row.isPublic,
    media: mediaOf(row),
    likes: row.likes,
    comments: row.comments,
    liked: viewer.liked,
    mine: isAuthor(viewer.userId, row.authorId),
    createdAt: row.createdAt.toISOString(),
  };
}

function toComment(row: CommentRow, userId: string | null): FeedComment {
  return {
    id: row.id,
    feedItemId: row.feedItemId,
    text: row.text,
    authorName: row.authorName,
    authorAvatar: row.authorAvatar,
    byGuest: row.guestId !== null,
    mine: isAuthor(userId, row.authorId),
    createdAt: row.createdAt.toISOString(),
  };
}

const likerFilter = (liker: Liker) =>
  "userId" in liker ? eq(feedLikes.userId, liker.userId) : eq(feedLikes.guestId, liker.guestId);

export function createFeedService({ db, storage, events, guests, realtime, log }: FeedDeps) {
  const admitStream = liveStreamAdmission(maxStreamsPerAccount);
  const manageableEvent = (actor: CurrentUser | null, eventId: string) =>
    events.manageable(actor, eventId, feedMessages.noPermission);

  const changed = (eventId: string) =>
    realtime
      .publish(feedTopic(eventId))
      .catch((error) => log.error("could not publish a feed change", { eventId, ...errorForLog(error) }));

  async function itemRow(id: string): Promise<ItemRow> {
    const [row] = await db.select().from(feedItems).where(eq(feedItems.id, id));
    if (!row) throw new AppError("not_found", feedMessages.notFound);
    return row;
  }

  /** The post, if the actor manages its event (the feed is the host's, as the guest list is). */
  async function manageableItem(actor: CurrentUser | null, id: string): Promise<ItemRow> {
    if (!actor) throw new AppError("unauthenticated", eventMessages.notLoggedIn);
    const row = await itemRow(id);
    await manageableEvent(actor, row.eventId);
    return row;
  }

  /** Which of these posts the liker likes, in one query. */
  async function likedAmong(ids: string[], liker: Liker | null): Promise<Set<string>> {
    if (!liker || ids.length === 0) return new Set();
    const rows = await db
      .select({ id: feedLikes.feedItemId })
      .from(feedLikes)
      .where(and(inArray(feedLikes.feedItemId, ids), likerFilter(liker)));
    return new Set(rows.map((r) => r.id));
  }

  async function settingsOf(eventId: string): Promise<FeedSettings> {
    const [row] = await db.select().from(feedSettings).where(eq(feedSettings.eventId, eventId));
    return { guestInteractions: row?.guestInteractions ?? true };
  }

  /**
   * Locks the post's row for the rest of the transaction: every like and comment of one post waits
   * its turn, so each counter moves with the row it counts and never drifts.
   */
  async function lockItem(tx: Tx, id: string): Promise<ItemRow> {
    const [row] = await tx.select().from(feedItems).where(eq(feedItems.id, id)).for("update");
    if (!row) throw new AppError("not_found", feedMessages.notFound);
    return row;
  }

  async function toggleLike(itemId: string, liker: Liker, check?: (row: ItemRow) => void): Promise<FeedLike> {
    const result = await db.transaction(async (tx) => {
      const row = await lockItem(tx, itemId);
      check?.(row);
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
    });
    await changed(result.eventId);
    return { liked: result.liked, likes: result.likes };
  }

  async function addComment(
    itemId: string,
    author: Pick<CommentRow, "authorId" | "guestId" | "authorName" | "authorAvatar">,
    text: string,
    check?: (row: ItemRow) => void,
  ): Promise<CommentRow> {
    const comment = await db.transaction(async (tx) => {
      const row = await lockItem(tx, itemId);
      check?.(row);
      const [inserted] = await tx
        .insert(feedComments)
        .values({ feedItemId: itemId, eventId: row.eventId, text, ...author })
        .returning();
      await tx
        .update(feedItems)
        .set({ comments: sql`${feedItems.comments} + 1` })
        .where(eq(feedItems.id, itemId));
      return inserted;
    });
    await changed(comment.eventId);
    return comment;
  }

  /** The guest behind a personal link and their event's feed settings; refuses a bad link. */
  async function guestOf(token: string) {
    const guest = await guests.byToken(token);
    if (!guest) throw new AppError("not_found", rsvpMessages.invalidLink);
    return guest;
  }

  /** A guest may touch only a public post of their own event, and only while the host allows it. */
  async function guestMayInteract(token: string) {
    const guest = await guestOf(token);
    if (!(await settingsOf(guest.eventId)).guestInteractions) {
      throw new AppError("forbidden", feedMessages.guestInteractionsOff);
    }
    const check = (row: ItemRow) => {
      if (row.eventId !== guest.eventId || !row.isPublic)
        throw new AppError("not_found", feedMessages.notFound);
    };
    return { guest, check };
  }

  /** The newest `guestCommentLimit` comments of each post, oldest first: a guest page stays light. */
  async function latestComments(ids: string[]) {
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
      .where(lte(ranked.rank, guestCommentLimit))
      .orderBy(asc(ranked.createdAt), asc(ranked.id));
  }

  return {
    /** The stored media of an event's posts, listed in the event's delete (events/service.ts) to go with it. */
    async fileKeysOfEvent(tx: Tx, eventId: string): Promise<(string | null)[]> {
      const rows = await tx
        .select({ key: feedItems.mediaKey })
        .from(feedItems)
        .where(eq(feedItems.eventId, eventId));
      return rows.map((r) => r.key);
    },

    /** Refuses unless the actor manages the event's feed (asked before a post's body is read). */
    async mayManageEvent(actor: CurrentUser | null, eventId: string): Promise<void> {
      await manageableEvent(actor, eventId);
    },

    /** Refuses unless the actor manages the feed the post belongs to. */
    async mayManageItem(actor: CurrentUser | null, id: string): Promise<void> {
      await manageableItem(actor, id);
    },

    async list(actor: CurrentUser | null, eventId: string): Promise<FeedList> {
      await manageableEvent(actor, eventId);
      const [rows, settings] = await Promise.all([
        db
          .select()
          .from(feedItems)
          .where(eq(feedItems.eventId, eventId))
          .orderBy(descNullsLast(feedItems.createdAt), descNullsLast(feedItems.id)),
        settingsOf(eventId),
      ]);
      const liked = await likedAmong(
        rows.map((r) => r.id),
        actor ? { userId: actor.id } : null,
      );
      const userId = actor?.id ?? null;
      return { items: rows.map((r) => toItem(r, { liked: liked.has(r.id), userId })), settings };
    },

    async get(actor: CurrentUser | null, id: string): Promise<FeedItemDetail> {
      const row = await manageableItem(actor, id);
      const userId = actor?.id ?? null;
      const [liked, comments] = await Promise.all([
        likedAmong([id], userId ? { userId } : null),
        db
          .select()
          .from(feedComments)
          .where(eq(feedComments.feedItemId, id))
          .orderBy(asc(feedComments.createdAt), asc(feedComments.id)),
      ]);
      return {
        item: toItem(row, { liked: liked.has(id), userId }),
        comments: comments.map((c) => toComment(c, userId)),
      };
    },

    /**
     * The posts of the user's events with their comments, and each post's photo or video, for
     * "Download my data" (likes are the counts on the posts; who liked is other people's data).
     */
    async exportFor(userId: string): Promise<AccountExportPart> {
      const ids = await events.idsOf(userId);
      const [posts, comments] =
        ids.length === 0
          ? [[], []]
          : await Promise.all([
              db.select().from(feedItems).where(inArray(feedItems.eventId, ids)),
              db.select().from(feedComments).where(inArray(feedComments.eventId, ids)),
            ]);
      const fileOf = (p: (typeof posts)[number]) =>
        p.mediaKey ? (p.mediaFileKey ?? largestImageKey(p.mediaKey)) : null;
      const pathOf = (p: (typeof posts)[number]) => {
        const key = fileOf(p);
        return key ? `files/feed/${p.eventId}/${p.id}.${key.split(".").pop()}` : null;
      };
      return {
        tables: {
          feed_posts: exportTable(
            feedItems,
            posts.map(({ mediaKey: _k, mediaFileKey: _f, ...p }) => ({
              ...p,
              media: pathOf({ ...p, mediaKey: _k, mediaFileKey: _f }),
            })),
            { omit: ["mediaKey", "mediaFileKey"], add: ["media"] },
          ),
          feed_comments: exportTable(feedComments, comments),
        },
        files: posts.flatMap((p) => {
          const key = fileOf(p);
          const path = pathOf(p);
          return key && path ? [{ path, key }] : [];
        }),
      };
    },

    /** Posts on the user's events (the host's dashboard). */
    async countFor(userId: string): Promise<number> {
      const ids = await events.idsOf(userId);
      if (ids.length === 0) return 0;
      return db.$count(feedItems, inArray(feedItems.eventId, ids));
    },

    /** A new post by the host, with its image or video stored first (and removed again if the row fails). */
    async create(
      actor: CurrentUser | null,
      eventId: string,
      input: FeedPostInput,
      media: MediaInput | null,
    ): Promise<FeedItem> {
      await manageableEvent(actor, eventId);
      const post = feedPostInputSchema.parse(input);
      const stored = media ? await storeFeedMedia(storage, eventId, media) : null;
      try {
        const [row] = await db
          .insert(feedItems)
          .values({ eventId, authorId: actor!.id, authorName: actor!.name || "Host", ...post, ...stored })
          .returning();
        await changed(eventId);
        return toItem(row, { liked: false, userId: actor!.id });
      } catch (error) {
        if (stored) await storage.deletePrefix(`${stored.mediaKey}/`).catch(() => {});
        throw error;
      }
    },

    /** The author's own post, with its comments, likes (by cascade) and media. */
    async remove(actor: CurrentUser | null, id: string): Promise<void> {
      const row = await manageableItem(actor, id);
      if (!isAuthor(actor?.id, row.authorId)) throw new AppError("forbidden", feedMessages.onlyAuthorPost);
      await db.delete(feedItems).where(eq(feedItems.id, id));
      await changed(row.eventId);
      if (row.mediaKey) {
        await storage
          .deletePrefix(`${row.mediaKey}/`)
          .catch((error) => log.error("could not delete feed media", { id, ...errorForLog(error) }));
      }
    },

    async comment(actor: CurrentUser | null, id: string, input: FeedCommentInput): Promise<FeedComment> {
      await manageableItem(actor, id);
      const row = await addComment(
        id,
        { authorId: actor!.id, guestId: null, authorName: actor!.name || "Host", authorAvatar: actor!.image },
        input.text,
      );
      return toComment(row, actor!.id);
    },

    /** The author's own comment; the post's counter falls in the same transaction. */
    async removeComment(actor: CurrentUser | null, commentId: string): Promise<void> {
      if (!actor) throw new AppError("unauthenticated", eventMessages.notLoggedIn);
      const [found] = await db.select().from(feedComments).where(eq(feedComments.id, commentId));
      if (!found) throw new AppError("not_found", feedMessages.commentNotFound);
      await manageableEvent(actor, found.eventId);
      if (!isAuthor(actor.id, found.authorId))
        throw new AppError("forbidden", feedMessages.onlyAuthorComment);
      const gone = await db.transaction(async (tx) => {
        await lockItem(tx, found.feedItemId);
        const deleted = await tx
          .delete(feedComments)
          .where(eq(feedComments.id, commentId))
          .returning({ id: feedComments.id });
        // Two deletes of one comment at once: only the one that removed it moves the counter.
        if (deleted.length === 0) return false;
        await tx
          .update(feedItems)
          .set({ comments: sql`${feedItems.comments} - 1` })
          .where(eq(feedItems.id, found.feedItemId));
        return true;
      });
      if (gone) await changed(found.eventId);
    },

    async like(actor: CurrentUser | null, id: string): Promise<FeedLike> {
      await manageableItem(actor, id);
      return toggleLike(id, { userId: actor!.id });
    },

    async settings(actor: CurrentUser | null, eventId: string): Promise<FeedSettings> {
      await manageableEvent(actor, eventId);
      return settingsOf(eventId);
    },

    async saveSettings(actor: CurrentUser | null, eventId: string, settings: FeedSettings) {
      await manageableEvent(actor, eventId);
      await db
        .insert(feedSettings)
        .values({ eventId, ...settings })
        .onConflictDoUpdate({ target: feedSettings.eventId, set: settings });
      return settings;
    },

    /** Admits one more live stream of an event's feed (the host only); call the returned function when it closes. */
    async openStream(actor: CurrentUser | null, eventId: string): Promise<() => void> {
      await manageableEvent(actor, eventId);
      return admitStream(actor!.id);
    },

    /**
     * The public posts of an event as announcements, newest first: on the public page of a public
     * event, and on a guest's personal page (`guestToken`), where the guest's likes and the latest
     * comments show too.
     */
    async announcements(
      event: { id: string; isPublic?: boolean },
      guestToken: string | null = null,
    ): Promise<{ items: Announcement[]; interact: boolean }> {
      const guest = guestToken ? await guests.byToken(guestToken) : null;
      const personal = !!guest && guest.eventId === event.id;
      const isPublic = personal || (event.isPublic ?? (await events.row(event.id)).isPublic);
      if (!canReadAnnouncements({ isPublic }, personal)) return { items: [], interact: false };
      const rows = await db
        .select()
        .from(feedItems)
        .where(and(eq(feedItems.eventId, event.id), eq(feedItems.isPublic, true)))
        .orderBy(descNullsLast(feedItems.createdAt), descNullsLast(feedItems.id))
        .limit(announcementLimit);
      if (rows.length === 0) return { items: [], interact: false };
      const ids = rows.map((r) => r.id);
      const liked = await likedAmong(ids, personal ? { guestId: guest.id } : null);
      // Comments carry guests' names: only guests of the event read them, never the public page.
      const comments = personal ? await latestComments(ids) : [];
      const interact = personal && (await settingsOf(event.id)).guestInteractions;
      return {
        interact,
        items: rows.map((r) => {
          const {
            id,
            title,
            content,
            type,
            authorName,
            media,
            likes,
            comments: count,
            createdAt,
          } = toItem(r, {
            liked: liked.has(r.id),
            userId: null,
          });
          const mineComments = comments.filter((c) => c.feedItemId === r.id);
          return {
            id,
            title,
            content,
            type,
            authorName,
            media,
            likes,
            comments: count,
            liked: liked.has(r.id),
            createdAt,
            recentComments: mineComments.map((c) => ({
              id: c.id,
              text: c.text,
              authorName: c.authorName,
              createdAt: c.createdAt.toISOString(),
            })),
          };
        }),
      };
    },

    /** A guest's comment from their personal link, under their guest name. */
    async guestComment(token: string, itemId: string, input: FeedCommentInput): Promise<void> {
      const { guest, check } = await guestMayInteract(token);
      await addComment(
        itemId,
        { authorId: null, guestId: guest.id, authorName: guest.name, authorAvatar: null },
        input.text,
        check,
      );
    },

    /** A guest's like (or unlike) from their personal link. */
    async guestLike(token: string, itemId: string): Promise<FeedLike> {
      const { guest, check } = await guestMayInteract(token);
      return toggleLike(itemId, { guestId: guest.id }, check);
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
