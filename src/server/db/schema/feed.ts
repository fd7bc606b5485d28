import { boolean, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { createdAt, id, updatedAt } from "./columns.ts";
import { events } from "./events.ts";

export const feedItemTypes = ["announcement", "update", "photo", "milestone", "reminder"] as const;

export const feedItems = pgTable(
  "feed_items",
  {
    id: id(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    authorId: uuid("author_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    authorName: text("author_name").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    type: text("type", { enum: feedItemTypes }).notNull().default("update"),
    isPublic: boolean("is_public").notNull().default(true),
    mediaKey: text("media_key"),
    likes: integer("likes").notNull().default(0),
    comments: integer("comments").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("feed_items_event_created_idx").on(t.eventId, t.createdAt.desc())],
);

export const feedComments = pgTable(
  "feed_comments",
  {
    id: id(),
    feedItemId: uuid("feed_item_id")
      .notNull()
      .references(() => feedItems.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    authorId: uuid("author_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    authorName: text("author_name").notNull(),
    authorAvatar: text("author_avatar"),
    text: text("text").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("feed_comments_item_created_idx").on(t.feedItemId, t.createdAt)],
);

/** One like per user and post (DESIGN.md departs from the spec's "Like adds 1"). */
export const feedLikes = pgTable(
  "feed_likes",
  {
    feedItemId: uuid("feed_item_id")
      .notNull()
      .references(() => feedItems.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.feedItemId, t.userId] })],
);
