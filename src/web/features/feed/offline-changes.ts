import type { QueryClient } from "@tanstack/react-query";
import type { FeedComment, FeedItem, FeedItemDetail, FeedList } from "../../../contract/feed.ts";
import { registerChangeKind } from "../../lib/offline/change-kinds.ts";
import { feedKeys } from "./feed-keys.ts";

// Posts and comments made offline show at once, until the server has them (see src/web/lib/offline).

export type PostData = { eventId: string; item: FeedItem };
export type CommentData = { eventId: string; comment: FeedComment };

export const postKind = {
  kind: "feed.post",
  apply(client: QueryClient, { data }: { data: PostData }) {
    client.setQueryData<FeedList>(feedKeys.list(data.eventId), (list) =>
      list && !list.items.some((i) => i.id === data.item.id)
        ? { ...list, items: [data.item, ...list.items] }
        : list,
    );
    if (!client.getQueryData(feedKeys.item(data.eventId, data.item.id))) {
      client.setQueryData<FeedItemDetail>(feedKeys.item(data.eventId, data.item.id), {
        item: data.item,
        comments: [],
      });
    }
  },
  revert(client: QueryClient, { data }: { data: PostData }) {
    client.setQueryData<FeedList>(feedKeys.list(data.eventId), (list) =>
      list ? { ...list, items: list.items.filter((i) => i.id !== data.item.id) } : list,
    );
    client.removeQueries({ queryKey: feedKeys.item(data.eventId, data.item.id) });
  },
};

function countComments(client: QueryClient, eventId: string, postId: string, count: number) {
  client.setQueryData<FeedList>(feedKeys.list(eventId), (list) =>
    list
      ? { ...list, items: list.items.map((i) => (i.id === postId ? { ...i, comments: count } : i)) }
      : list,
  );
}

export const commentKind = {
  kind: "feed.comment",
  apply(client: QueryClient, { data }: { data: CommentData }) {
    const { eventId, comment } = data;
    const key = feedKeys.item(eventId, comment.feedItemId);
    const detail = client.getQueryData<FeedItemDetail>(key);
    if (!detail || detail.comments.some((c) => c.id === comment.id)) return;
    const item = { ...detail.item, comments: detail.item.comments + 1 };
    client.setQueryData<FeedItemDetail>(key, { item, comments: [...detail.comments, comment] });
    countComments(client, eventId, item.id, item.comments);
  },
  revert(client: QueryClient, { data }: { data: CommentData }) {
    const { eventId, comment } = data;
    const key = feedKeys.item(eventId, comment.feedItemId);
    const detail = client.getQueryData<FeedItemDetail>(key);
    if (!detail?.comments.some((c) => c.id === comment.id)) return;
    const item = { ...detail.item, comments: Math.max(0, detail.item.comments - 1) };
    client.setQueryData<FeedItemDetail>(key, {
      item,
      comments: detail.comments.filter((c) => c.id !== comment.id),
    });
    countComments(client, eventId, item.id, item.comments);
  },
};

registerChangeKind<PostData>(postKind);
registerChangeKind<CommentData>(commentKind);
