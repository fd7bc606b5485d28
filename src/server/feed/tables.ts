import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "../auth/tables.ts";
import { id, ownedBy, timestamps } from "../db/columns.ts";
import { events } from "../events/tables.ts";
import { guests } from "../guests/tables.ts";

export const feedItemTypes = ["announcement", "update", "photo", "milestone", "reminder"] as const;

export const feedItems = pgTable(
  "feed_items",
  {
    id: id(),
    eventId: ownedBy("event_id", () => events.id),
    authorId: ownedBy("author_id", () => user.id),
    authorName: text("author_name").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    type: text("type", { enum: feedItemTypes }).notNull().default("update"),
    isPublic: boolean("is_public").notNull().default(true),
    /** The folder of the post's media (an image's WebP sizes, or the video file). */
    mediaKey: text("media_key"),
    mediaType: text("media_type", { enum: ["image", "video"] }),
    /** The file itself for a video; an image is addressed by its folder. */
    mediaFileKey: text("media_file_key"),
    /** Pixel size of an image, so pages reserve its space before it arrives. */
    mediaWidth: integer("media_width"),
    mediaHeight: integer("media_height"),
    likes: integer("likes").notNull().default(0),
    comments: integer("comments").notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index("feed_items_event_created_idx").on(t.eventId, t.createdAt.desc()),
    // Announcements on the guest pages: the public posts of an event, newest first.
    index("feed_items_event_public_created_idx").on(t.eventId, t.isPublic, t.createdAt.desc()),
  ],
);

/** A comment is written by a signed-in user (the host) or by a guest through their personal link. */
export const feedComments = pgTable(
  "feed_comments",
  {
    id: id(),
    feedItemId: ownedBy("feed_item_id", () => feedItems.id),
    eventId: ownedBy("event_id", () => events.id),
    authorId: uuid("author_id").references(() => user.id, { onDelete: "cascade" }),
    guestId: uuid("guest_id").references(() => guests.id, { onDelete: "cascade" }),
    authorName: text("author_name").notNull(),
    authorAvatar: text("author_avatar"),
    text: text("text").notNull(),
    ...timestamps(),
  },
  (t) => [
    index("feed_comments_item_created_idx").on(t.feedItemId, t.createdAt),
    check("feed_comments_one_author", sql`num_nonnulls(${t.authorId}, ${t.guestId}) = 1`),
  ],
);

/** One like per user (or guest) and post (docs/departures.md: the spec's "Like adds 1"). */
export const feedLikes = pgTable(
  "feed_likes",
  {
    id: id(),
    feedItemId: ownedBy("feed_item_id", () => feedItems.id),
    userId: uuid("user_id").references(() => user.id, { onDelete: "cascade" }),
    guestId: uuid("guest_id").references(() => guests.id, { onDelete: "cascade" }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("feed_likes_item_user_idx").on(t.feedItemId, t.userId),
    uniqueIndex("feed_likes_item_guest_idx").on(t.feedItemId, t.guestId),
    check("feed_likes_one_liker", sql`num_nonnulls(${t.userId}, ${t.guestId}) = 1`),
  ],
);

/** Per-event feed settings the host changes; no row means the defaults. */
export const feedSettings = pgTable("feed_settings", {
  eventId: ownedBy("event_id", () => events.id).primaryKey(),
  /** Guests with a personal link may like and comment on the public posts. */
  guestInteractions: boolean("guest_interactions").notNull().default(true),
  ...timestamps(),
});
