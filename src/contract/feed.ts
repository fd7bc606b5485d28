import { z } from "zod";
import { guestCategories } from "./guests.ts";
import { messageAudiences, messageTexts, partAudienceSchema } from "./messages.ts";

// The event feed (spec §2.15, §3 Feed item and Feed comment, §5 Feed post, §8): one schema per
// request and response, and the spec's texts, used by the server, the dashboard and the guest pages.

export const feedMessages = {
  loadFailed: "Failed to load event feed",
  itemLoadFailed: "Failed to load feed item details",
  notFound: "Feed item not found",
  commentNotFound: "Comment not found",
  titleAndContent: "Please provide a title and content for your post",
  commentRequired: "Please write a comment",
  createFailed: "Failed to create post",
  likeFailed: "Failed to like post",
  deleteFailed: "Failed to delete post",
  commentFailed: "Failed to add comment",
  commentDeleteFailed: "Failed to delete comment",
  created: "Post created successfully",
  deleted: "Post deleted successfully",
  commentDeleted: "Comment deleted successfully",
  noPermission: "You do not have permission to view this event's feed",
  onlyAuthorPost: "Only the author can delete this post",
  onlyAuthorComment: "Only the author can delete this comment",
  guestInteractionsOff: "The host has turned off comments and likes for guests.",
  invalidMedia: "Please upload a valid image (JPEG, PNG, WebP, GIF, AVIF, HEIC) or video (MP4, MOV, WebM)",
  mediaTooLarge: (maxMb: number) => `This file is too large. Photos and videos can be at most ${maxMb} MB.`,
  commentSent: "Thank you! Your comment is posted.",
} as const;

export const feedItemTypes = ["announcement", "update", "photo", "milestone", "reminder"] as const;
export type FeedItemType = (typeof feedItemTypes)[number];
export const feedItemTypeLabels: Record<FeedItemType, string> = {
  announcement: "Announcement",
  update: "Update",
  photo: "Photo",
  milestone: "Milestone",
  reminder: "Reminder",
};

export const feedLimits = { title: 200, content: 5000, comment: 1000, mediaMb: 25 } as const;

/** The picker's accept list: images and the short video formats the server checks for. */
export const feedMediaAccept = "image/*,video/mp4,video/quicktime,video/webm";

export const feedPostInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, feedMessages.titleAndContent)
    .max(feedLimits.title, `Title should be at most ${feedLimits.title} characters`),
  content: z
    .string()
    .trim()
    .min(1, feedMessages.titleAndContent)
    .max(feedLimits.content, `Content should be at most ${feedLimits.content} characters`),
  type: z.enum(feedItemTypes).default("update"),
  isPublic: z.boolean().default(true),
});
export type FeedPostInput = z.input<typeof feedPostInputSchema>;

/**
 * A post as the feed route takes it: the post, and optionally who of the guests also get it as a
 * message (issue 33). The post never depends on the message: the day's limit refuses only that.
 */
export const feedPostRequestSchema = feedPostInputSchema
  .extend({
    sendTo: z.enum(messageAudiences).optional(),
    /** The category written to when `sendTo` is 'category'. */
    sendToCategory: z.enum(guestCategories).nullish(),
    /** The part whose Going guests are written to when `sendTo` is 'part' (an event in parts). */
    sendToPart: z.uuid(messageTexts.partRequired).nullish(),
  })
  .refine((p) => p.sendTo !== "category" || !!p.sendToCategory, {
    message: messageTexts.categoryRequired,
    path: ["sendToCategory"],
  })
  .refine((p) => p.sendTo !== "part" || !!p.sendToPart, {
    message: messageTexts.partRequired,
    path: ["sendToPart"],
  });
export type FeedPostRequest = z.input<typeof feedPostRequestSchema>;

export const announcementMessageTexts = {
  sent: "Post created and sent to your guests",
  notSent: (why: string) => `Post created, but not sent to your guests: ${why}`,
} as const;

/** What became of the message a post asked for: sent (see it on the messages page) or refused, and why. */
export const announcementMessageSchema = z.object({
  sent: z.boolean(),
  messageId: z.string().nullable(),
  problem: z.string().nullable(),
});
export type AnnouncementMessage = z.infer<typeof announcementMessageSchema>;

export const feedCommentInputSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, feedMessages.commentRequired)
    .max(feedLimits.comment, `Comments should be at most ${feedLimits.comment} characters`),
});
export type FeedCommentInput = z.infer<typeof feedCommentInputSchema>;

export const feedMediaSchema = z.object({
  type: z.enum(["image", "video"]),
  /** An image's media base URL (add ?w= for a size); a video's file URL. */
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type FeedMedia = z.infer<typeof feedMediaSchema>;

export const feedItemSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  title: z.string(),
  content: z.string(),
  type: z.enum(feedItemTypes),
  authorName: z.string(),
  isPublic: z.boolean(),
  media: feedMediaSchema.nullable(),
  likes: z.number().int(),
  comments: z.number().int(),
  /** Whether the viewer likes it (the signed-in user, or the guest behind a personal link). */
  liked: z.boolean(),
  /** The delete control shows only to the author. */
  mine: z.boolean(),
  createdAt: z.string(),
});
export type FeedItem = z.infer<typeof feedItemSchema>;

/** The new post, with what became of its message when the host asked to send it (else absent). */
export const feedPostResultSchema = feedItemSchema.extend({ message: announcementMessageSchema.optional() });
export type FeedPostResult = z.infer<typeof feedPostResultSchema>;

export const feedCommentSchema = z.object({
  id: z.string(),
  feedItemId: z.string(),
  text: z.string(),
  authorName: z.string(),
  authorAvatar: z.string().nullable(),
  /** Written by a guest through their personal link. */
  byGuest: z.boolean(),
  mine: z.boolean(),
  createdAt: z.string(),
});
export type FeedComment = z.infer<typeof feedCommentSchema>;

export const feedSettingsSchema = z.object({ guestInteractions: z.boolean() });
export type FeedSettings = z.infer<typeof feedSettingsSchema>;

/** The event's posts, newest first (spec §7), with its feed settings. */
export const feedListSchema = z.object({
  items: z.array(feedItemSchema),
  settings: feedSettingsSchema,
  /** An event in parts: the parts a post may also go to the Going guests of ("Going to {part}"). */
  parts: z.array(partAudienceSchema),
});
export type FeedList = z.infer<typeof feedListSchema>;

/** One post with its comments, oldest first (spec §7). */
export const feedItemDetailSchema = z.object({ item: feedItemSchema, comments: z.array(feedCommentSchema) });
export type FeedItemDetail = z.infer<typeof feedItemDetailSchema>;

export const feedLikeSchema = z.object({ liked: z.boolean(), likes: z.number().int() });
export type FeedLike = z.infer<typeof feedLikeSchema>;

/** A public post as the guest pages show it: an announcement, with its latest comments for guests. */
export type Announcement = Pick<
  FeedItem,
  "id" | "title" | "content" | "type" | "authorName" | "media" | "likes" | "comments" | "liked" | "createdAt"
> & { recentComments: Pick<FeedComment, "id" | "text" | "authorName" | "createdAt">[] };

/**
 * The announcements section of a guest page. `interact` is set on a guest's personal page when the
 * host lets guests like and comment: the forms post to `{pagePath}/feed/{id}/...`.
 */
export type GuestAnnouncements = {
  items: Announcement[];
  interact: boolean;
  /** The event's time zone: posts are dated as the event's own clock reads. */
  timeZone: string;
  /** After a post: the thank-you, or why it was refused, and on which post. */
  outcome: { itemId: string; sent: string | null; problem: string | null } | null;
};
