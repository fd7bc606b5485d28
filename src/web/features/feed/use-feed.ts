import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  FeedComment,
  FeedItem,
  FeedItemDetail,
  FeedLike,
  FeedList,
  FeedSettings,
} from "../../../contract/feed.ts";
import { api } from "../../lib/api-client.ts";

/**
 * Every view of one event's feed starts with `feedKeys.event(id)` (the list and each single post),
 * so a write, or the live stream, refreshes them all with one invalidation.
 */
export const feedKeys = {
  event: (eventId: string) => ["feed", eventId] as const,
  list: (eventId: string) => ["feed", eventId, "list"] as const,
  item: (eventId: string, id: string) => ["feed", eventId, "item", id] as const,
};

export function useFeed(eventId: string) {
  return useQuery({
    queryKey: feedKeys.list(eventId),
    queryFn: () => api<FeedList>(`/api/events/${eventId}/feed`),
  });
}

export function useFeedItem(eventId: string, id: string) {
  return useQuery({
    queryKey: feedKeys.item(eventId, id),
    queryFn: () => api<FeedItemDetail>(`/api/feed/${id}`),
  });
}

/** The post form's values as sent: multipart, so an image or video rides along. */
export type NewPost = { title: string; content: string; type: string; isPublic: boolean; file: File | null };

export function useFeedMutations(eventId: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: feedKeys.event(eventId) });
  const create = useMutation({
    mutationFn: (post: NewPost) => {
      const form = new FormData();
      form.append("title", post.title);
      form.append("content", post.content);
      form.append("type", post.type);
      form.append("isPublic", String(post.isPublic));
      if (post.file) form.append("file", post.file);
      return api<FeedItem>(`/api/events/${eventId}/feed`, { method: "POST", body: form });
    },
    onSuccess: refresh,
  });
  const like = useMutation({
    mutationFn: (id: string) => api<FeedLike>(`/api/feed/${id}/like`, { method: "POST" }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api<void>(`/api/feed/${id}`, { method: "DELETE" }),
    onSuccess: refresh,
  });
  const comment = useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      api<FeedComment>(`/api/feed/${id}/comments`, { method: "POST", json: { text } }),
    onSuccess: refresh,
  });
  const removeComment = useMutation({
    mutationFn: (id: string) => api<void>(`/api/feed/comments/${id}`, { method: "DELETE" }),
    onSuccess: refresh,
  });
  const settings = useMutation({
    mutationFn: (next: FeedSettings) =>
      api<FeedSettings>(`/api/events/${eventId}/feed/settings`, { method: "PUT", json: next }),
    onSuccess: refresh,
  });
  return { create, like, remove, comment, removeComment, settings };
}
