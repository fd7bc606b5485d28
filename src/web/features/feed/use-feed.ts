import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  FeedComment,
  FeedItem,
  FeedItemDetail,
  FeedList,
  FeedPostResult,
  FeedSettings,
} from "../../../contract/feed.ts";
import type { MessageAudience } from "../../../contract/messages.ts";
import type { MeResponse } from "../../../contract/session.ts";
import { api, unwrap } from "../../lib/api-client.ts";
import { currentUserKey } from "../../lib/current-user.ts";
import { submitChange } from "../../lib/offline/offline-sync.ts";
import { newTempId } from "../../lib/offline/queued-change.ts";
import { feedKeys } from "./feed-keys.ts";
import { type CommentData, commentKind, type PostData, postKind } from "./offline-changes.ts";

export function useFeed(eventId: string) {
  return useQuery({
    queryKey: feedKeys.list(eventId),
    queryFn: (): Promise<FeedList> =>
      unwrap(api.GET("/events/{id}/feed", { params: { path: { id: eventId } } })),
  });
}

export function useFeedItem(eventId: string, id: string) {
  return useQuery({
    queryKey: feedKeys.item(eventId, id),
    queryFn: (): Promise<FeedItemDetail> => unwrap(api.GET("/feed/{id}", { params: { path: { id: id } } })),
  });
}

/** The post form's values as sent: multipart, so an image or video rides along. */
export type NewPost = {
  title: string;
  content: string;
  type: string;
  isPublic: boolean;
  file: File | null;
  /** Also sent to these guests as a message (issue 33); absent: to no one. */
  sendTo?: { audience: MessageAudience; category: string | null; partId?: string | null };
};

export function useFeedMutations(eventId: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: feedKeys.event(eventId) });
  const authorName = () => client.getQueryData<MeResponse>(currentUserKey)?.user?.name ?? "";
  // Posting and commenting work offline too: kept on this device, shown at once, sent later.
  const create = useMutation({
    mutationFn: (post: NewPost) => {
      const tempId = newTempId();
      const type = post.type as FeedItem["type"];
      const item: FeedItem = {
        id: tempId,
        eventId,
        title: post.title,
        content: post.content,
        type,
        authorName: authorName(),
        isPublic: post.isPublic,
        media: null,
        likes: 0,
        comments: 0,
        liked: false,
        mine: true,
        createdAt: new Date().toISOString(),
      };
      const fields = {
        title: post.title,
        content: post.content,
        type: post.type,
        isPublic: String(post.isPublic),
        ...(post.sendTo
          ? {
              sendTo: post.sendTo.audience,
              ...(post.sendTo.category ? { sendToCategory: post.sendTo.category } : {}),
              ...(post.sendTo.partId ? { sendToPart: post.sendTo.partId } : {}),
            }
          : {}),
      };
      return submitChange<FeedPostResult>({
        kind: postKind.kind,
        label: `Post “${post.title}”`,
        request: {
          method: "POST",
          path: `/api/events/${eventId}/feed`,
          form: { fields, file: post.file ? { blob: post.file, name: post.file.name } : null },
        },
        tempId,
        invalidate: [feedKeys.event(eventId)],
        data: { eventId, item } satisfies PostData,
      });
    },
    onSuccess: (result) => (result.queued ? undefined : refresh()),
  });
  const like = useMutation({
    mutationFn: (id: string) => unwrap(api.POST("/feed/{id}/like", { params: { path: { id: id } } })),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE("/feed/{id}", { params: { path: { id: id } } })),
    onSuccess: refresh,
  });
  const comment = useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) => {
      const comment: FeedComment = {
        ...{ id: newTempId(), feedItemId: id, text, authorName: authorName(), authorAvatar: null },
        ...{ byGuest: false, mine: true, createdAt: new Date().toISOString() },
      };
      return submitChange<FeedComment>({
        kind: commentKind.kind,
        label: `Comment “${text.length > 40 ? `${text.slice(0, 40)}…` : text}”`,
        request: { method: "POST", path: `/api/feed/${id}/comments`, json: { text } },
        tempId: comment.id,
        invalidate: [feedKeys.event(eventId)],
        data: { eventId, comment } satisfies CommentData,
      });
    },
    onSuccess: (result) => (result.queued ? undefined : refresh()),
  });
  const removeComment = useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE("/feed/comments/{id}", { params: { path: { id: id } } })),
    onSuccess: refresh,
  });
  const settings = useMutation({
    mutationFn: (next: FeedSettings) =>
      unwrap(api.PUT("/events/{id}/feed/settings", { params: { path: { id: eventId } }, body: next })),
    onSuccess: refresh,
  });
  return { create, like, remove, comment, removeComment, settings };
}
