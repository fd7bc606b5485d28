import type { Announcement, FeedComment, FeedItem } from "../../contract/feed.ts";
import { isAuthor } from "./policy.ts";
import type { CommentRow, ItemRow } from "./repository.ts";

// A post and a comment as the API shows them, from their rows.

function mediaOf(row: ItemRow): FeedItem["media"] {
  if (!row.mediaKey || !row.mediaType) return null;
  const key = row.mediaType === "video" ? (row.mediaFileKey ?? row.mediaKey) : row.mediaKey;
  return { type: row.mediaType, url: `/api/media/${key}`, width: row.mediaWidth, height: row.mediaHeight };
}

export function toItem(row: ItemRow, viewer: { liked: boolean; userId: string | null }): FeedItem {
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

/**
 * A post as a guest page's announcement: the post without what only its author's pages need (event,
 * visibility, authorship), with `recent`, its latest comments, by name only.
 */
export function toAnnouncement(
  row: ItemRow,
  liked: boolean,
  recent: Pick<CommentRow, "id" | "text" | "authorName" | "createdAt">[],
): Announcement {
  const {
    eventId: _event,
    isPublic: _visibility,
    mine: _mine,
    ...shown
  } = toItem(row, { liked, userId: null });
  return {
    ...shown,
    recentComments: recent.map((c) => ({
      id: c.id,
      text: c.text,
      authorName: c.authorName,
      createdAt: c.createdAt.toISOString(),
    })),
  };
}

export function toComment(row: CommentRow, userId: string | null): FeedComment {
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
