import type { Context } from "hono";
import {
  feedCommentInputSchema,
  feedCommentSchema,
  feedItemDetailSchema,
  feedLikeSchema,
  feedLimits,
  feedListSchema,
  feedMessages,
  feedPostRequestSchema,
  feedPostResultSchema,
  feedSettingsSchema,
} from "../../contract/feed.ts";
import type { AppEnv } from "../http/app-env.ts";
import { AppError } from "../http/app-error.ts";
import { fieldOf, isMultipart, readMultipart } from "../http/multipart.ts";
import { jsonResponse, multipartBody, selfReadJson } from "../http/openapi-content.ts";
import { idParam, routesTagged } from "../http/route-kit.ts";
import { createRouter } from "../http/router.ts";
import { parseOrRefuse } from "../http/validation-hook.ts";
import type { MessagesService } from "../messages/service.ts";
import { changeStreamRoute } from "../realtime/change-stream-route.ts";
import type { Realtime } from "../realtime/realtime.ts";
import type { FileOnDisk } from "../storage/storage.ts";
import { type FeedService, feedTopic } from "./service.ts";

const route = routesTagged(["feed"]);

/**
 * A new post as multipart (title, content, type, isPublic, sendTo, sendToCategory, sendToPart, and an optional `file`) or as JSON
 * without media. Bad fields come back with their messages, the whole post kept by the form.
 */
async function readPost(c: Context<AppEnv>) {
  const type = c.req.header("content-type") ?? "";
  let fields: Record<string, unknown>;
  let media: FileOnDisk | null = null;
  if (isMultipart(c)) {
    // The file streams to a temporary file, refused at the first byte over the limit.
    const form = await readMultipart(c, {
      maxFileBytes: feedLimits.mediaMb * 1024 * 1024,
      maxFiles: 1,
      tooLarge: () => new AppError("payload_too_large", feedMessages.mediaTooLarge(feedLimits.mediaMb)),
    });
    const file = form.files.find((f) => f.field === "file");
    if (file && file.size > 0) media = { path: file.path, size: file.size };
    const isPublic = fieldOf(form, "isPublic");
    fields = {
      title: fieldOf(form, "title") ?? "",
      content: fieldOf(form, "content") ?? "",
      type: fieldOf(form, "type") || undefined,
      isPublic: isPublic === undefined ? undefined : isPublic === "true" || isPublic === "on",
      sendTo: fieldOf(form, "sendTo") || undefined,
      sendToCategory: fieldOf(form, "sendToCategory") || undefined,
      sendToPart: fieldOf(form, "sendToPart") || undefined,
    };
  } else if (type.startsWith("application/json")) {
    fields = await c.req.json().catch(() => ({}));
  } else {
    throw new AppError("unsupported_media_type", "Send the post as multipart/form-data or JSON");
  }
  return { post: parseOrRefuse(feedPostRequestSchema, fields), media };
}

export function feedRoutes(feed: FeedService, realtime: Realtime, messages: MessagesService) {
  // A refused body is answered as the host check of the path's event or post would be, first.
  return createRouter((c) => {
    const actor = c.get("user");
    const id = c.req.param("id");
    if (!id) return;
    return c.req.path.startsWith("/api/events/")
      ? feed.mayManageEvent(actor, id)
      : feed.mayManageItem(actor, id);
  })
    .openapi(
      ...route.byId("get", "/events/{id}/feed", {
        summary: "The event's posts, newest first, with its feed settings (host only)",
        responses: { 200: jsonResponse(feedListSchema, "The feed") },
        answer: (user, id) => feed.list(user, id),
      }),
    )
    .openapi(
      route("post", "/events/{id}/feed", {
        summary:
          "Post to the feed (multipart: title, content, type, isPublic, optional image or video `file`)",
        request: {
          params: idParam,
          body: {
            required: true,
            content: {
              ...multipartBody({
                title: { description: "The post's title", required: true },
                content: { description: "Its text", required: true },
                type: { description: "update, announcement, …" },
                isPublic: { description: "`true` (the default) or `false`" },
                file: { description: "An optional image or video", file: true },
                sendTo: {
                  description: "Also send it to these guests as a message: all, confirmed, maybe, …",
                },
                sendToCategory: { description: "The category, when `sendTo` is `category`" },
                sendToPart: { description: "The part whose Going guests get it, when `sendTo` is `part`" },
              }).content,
              // Without media a post may come as JSON.
              ...selfReadJson(feedPostRequestSchema),
            },
          },
        },
        responses: {
          201: jsonResponse(feedPostResultSchema, "The new post, and whether its message went out"),
        },
      }),
      async (c) => {
        const { id } = c.req.valid("param");
        // Whether the caller may, before a byte of the post is read.
        await feed.mayManageEvent(c.get("user"), id);
        const { post, media } = await readPost(c);
        // A part that is not the event's refuses the post, before it is saved.
        if (post.sendTo === "part" && post.sendToPart) await feed.checkSendPart(id, post.sendToPart);
        const item = await feed.create(c.get("user"), id, post, media);
        if (!post.sendTo) return c.json(item, 201);
        // The messages service alone decides who gets it and whether the day allows one more.
        const to = { audience: post.sendTo, category: post.sendToCategory, partId: post.sendToPart };
        return c.json({ ...item, message: await messages.announce(c.get("user"), id, post, to) }, 201);
      },
    )
    .openapi(
      ...route.byId("put", "/events/{id}/feed/settings", {
        summary: "Whether guests with a personal link may like and comment on public posts",
        body: feedSettingsSchema,
        responses: { 200: jsonResponse(feedSettingsSchema, "The saved settings") },
        answer: (user, id, body) => feed.saveSettings(user, id, body),
      }),
    )
    .openapi(
      ...changeStreamRoute(
        route,
        "/events/{id}/feed/stream",
        "Server-sent events: 'feed' whenever a post, comment or like of the event changes (host only)",
        { realtime, open: (user, id) => feed.openStream(user, id), topic: feedTopic, event: "feed" },
      ),
    )
    .openapi(
      ...route.byId("get", "/feed/{id}", {
        summary: "One post with its comments, oldest first (host only)",
        responses: { 200: jsonResponse(feedItemDetailSchema, "The post") },
        answer: (user, id) => feed.get(user, id),
      }),
    )
    .openapi(
      ...route.deleteById(
        "/feed/{id}",
        "Delete a post with its comments, likes and media (its author only)",
        (user, id) => feed.remove(user, id),
      ),
    )
    .openapi(
      ...route.byId("post", "/feed/{id}/like", {
        summary: "Like a post, or take the like back (one per user)",
        responses: { 200: jsonResponse(feedLikeSchema, "Whether the caller likes it now, and the count") },
        answer: (user, id) => feed.like(user, id),
      }),
    )
    .openapi(
      ...route.byId("post", "/feed/{id}/comments", {
        summary: "Comment on a post",
        body: feedCommentInputSchema,
        responses: { 201: jsonResponse(feedCommentSchema, "The new comment") },
        answer: (user, id, body) => feed.comment(user, id, body),
      }),
    )
    .openapi(
      ...route.deleteById("/feed/comments/{id}", "Delete a comment (its author only)", (user, id) =>
        feed.removeComment(user, id),
      ),
    );
}
