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
import { activity } from "../activity/service.ts";
import type { Db, Tx } from "../db/client.ts";
import type { EventsService } from "../events/service.ts";
import type { GuestsService } from "../guests/service.ts";
import { AppError } from "../http/app-error.ts";
import { largestImageKey } from "../images/image-store.ts";
import type { MediaInput } from "../images/media-store.ts";
import { errorForLog } from "../log-redaction.ts";
import type { Logger } from "../logger.ts";
import { liveStreamAdmission } from "../realtime/live-streams.ts";
import type { Realtime } from "../realtime/realtime.ts";
import { type AccountExportPart, exportTable, flatMapRows, mapRows } from "../storage/account-export-part.ts";
import type { Storage } from "../storage/storage.ts";
import { toAnnouncement, toComment, toItem } from "./feed-item.ts";
import { storeFeedMedia } from "./feed-media.ts";
import { canReadAnnouncements, isAuthor } from "./policy.ts";
import { checkSendPart, partAudiences } from "./post-audience.ts";
import type { CommentRow, ItemRow, Liker } from "./repository.ts";
import * as repo from "./repository.ts";
import { feedComments, feedItems } from "./tables.ts";

export type FeedDeps = {
  db: Db;
  storage: Storage;
  events: EventsService;
  guests: GuestsService;
  realtime: Realtime;
  log: Logger;
};

/** The topic every change of an event's feed is published on; open feed pages refetch. */
export const feedTopic = (eventId: string) => `feed:${eventId}`;

/** Live feed streams one account may hold open in this process (a few tabs, not a flood). */
const maxStreamsPerAccount = 10;

/** Most announcements a guest page shows, and comments under each: the pages stay light. */
export const announcementLimit = 20;
export const guestCommentLimit = 20;

export function createFeedService({ db, storage, events, guests, realtime, log }: FeedDeps) {
  const admitStream = liveStreamAdmission(maxStreamsPerAccount);
  const manageableEvent = (actor: CurrentUser | null, eventId: string) =>
    events.manageable(actor, eventId, feedMessages.noPermission);

  const changed = (eventId: string) =>
    realtime
      .publish(feedTopic(eventId))
      .catch((error) => log.error("could not publish a feed change", { eventId, ...errorForLog(error) }));

  async function itemRow(id: string): Promise<ItemRow> {
    const row = await repo.itemById(db, id);
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
    return repo.likedIds(db, ids, liker);
  }

  async function settingsOf(eventId: string): Promise<FeedSettings> {
    const row = await repo.settingsRow(db, eventId);
    return { guestInteractions: row?.guestInteractions ?? true };
  }

  /** Locks the post's row for the rest of the transaction (repository.ts, lockedItem: why). */
  async function lockItem(tx: Tx, id: string): Promise<ItemRow> {
    const row = await repo.lockedItem(tx, id);
    if (!row) throw new AppError("not_found", feedMessages.notFound);
    return row;
  }

  async function toggleLike(itemId: string, liker: Liker, check?: (row: ItemRow) => void): Promise<FeedLike> {
    const result = await db.transaction(async (tx) => {
      const row = await lockItem(tx, itemId);
      check?.(row);
      return repo.toggleLikeRow(tx, itemId, liker);
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
      return repo.insertCommentCounted(tx, { feedItemId: itemId, eventId: row.eventId, text, ...author });
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
  const latestComments = (ids: string[]) => repo.latestComments(db, ids, guestCommentLimit);

  return {
    /** The stored media of an event's posts, listed in the event's delete (events/service.ts) to go with it. */
    async fileKeysOfEvent(tx: Tx, eventId: string): Promise<(string | null)[]> {
      return repo.mediaKeysOfEvent(tx, eventId);
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
      const [rows, settings, parts] = await Promise.all([
        repo.itemsOfEvent(db, eventId),
        settingsOf(eventId),
        partAudiences(guests, eventId),
      ]);
      const liked = await likedAmong(
        rows.map((r) => r.id),
        actor ? { userId: actor.id } : null,
      );
      const userId = actor?.id ?? null;
      return {
        items: rows.map((r) => toItem(r, { liked: liked.has(r.id), userId })),
        settings,
        parts,
      };
    },

    /** A post to the Going guests of a part names one of the event's parts (post-audience.ts). */
    checkSendPart: (eventId: string, partId: string) => checkSendPart(guests, eventId, partId),

    async get(actor: CurrentUser | null, id: string): Promise<FeedItemDetail> {
      const row = await manageableItem(actor, id);
      const userId = actor?.id ?? null;
      const [liked, comments] = await Promise.all([
        likedAmong([id], userId ? { userId } : null),
        repo.commentsOf(db, id),
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
      const { posts, comments } = repo.postsAndComments(db, ids);
      type Post = { id: string; eventId: string; mediaKey: string | null; mediaFileKey: string | null };
      const fileOf = (p: Post) => (p.mediaKey ? (p.mediaFileKey ?? largestImageKey(p.mediaKey)) : null);
      const pathOf = (p: Post) => {
        const key = fileOf(p);
        return key ? `files/feed/${p.eventId}/${p.id}.${key.split(".").pop()}` : null;
      };
      return {
        tables: {
          feed_posts: exportTable(
            feedItems,
            mapRows(posts, ({ mediaKey: _k, mediaFileKey: _f, ...p }) => ({
              ...p,
              media: pathOf({ ...p, mediaKey: _k, mediaFileKey: _f }),
            })),
            { omit: ["mediaKey", "mediaFileKey"], add: ["media"] },
          ),
          feed_comments: exportTable(feedComments, comments),
        },
        files: flatMapRows(posts, (p) => {
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
      return repo.countOfEvents(db, ids);
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
        const row = await db.transaction(async (tx) => {
          const values = {
            eventId,
            authorId: actor!.id,
            authorName: actor!.name || "Host",
            ...post,
            ...stored,
          };
          const item = await repo.insertItem(tx, values);
          await activity.record(tx, {
            eventId,
            actor: actor!,
            action: "post_published",
            subject: post.title,
          });
          return item;
        });
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
      await db.transaction(async (tx) => {
        await repo.deleteItem(tx, id);
        await activity.record(tx, {
          eventId: row.eventId,
          actor: actor!,
          action: "post_removed",
          subject: row.title,
        });
      });
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
      const found = await repo.commentById(db, commentId);
      if (!found) throw new AppError("not_found", feedMessages.commentNotFound);
      await manageableEvent(actor, found.eventId);
      if (!isAuthor(actor.id, found.authorId))
        throw new AppError("forbidden", feedMessages.onlyAuthorComment);
      const gone = await db.transaction(async (tx) => {
        await lockItem(tx, found.feedItemId);
        // Two deletes of one comment at once: only the one that removed it moves the counter.
        return repo.deleteCommentCounted(tx, commentId, found.feedItemId);
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
      await repo.saveSettings(db, eventId, settings);
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
      const rows = await repo.itemsOfEvent(db, event.id, { limit: announcementLimit });
      if (rows.length === 0) return { items: [], interact: false };
      const ids = rows.map((r) => r.id);
      const liked = await likedAmong(ids, personal ? { guestId: guest.id } : null);
      // Comments carry guests' names: only guests of the event read them, never the public page.
      const comments = personal ? await latestComments(ids) : [];
      const interact = personal && (await settingsOf(event.id)).guestInteractions;
      return {
        interact,
        items: rows.map((r) =>
          toAnnouncement(
            r,
            liked.has(r.id),
            comments.filter((c) => c.feedItemId === r.id),
          ),
        ),
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
