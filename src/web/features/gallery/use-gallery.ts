import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  GalleryItem,
  GalleryItemUpdate,
  GalleryList,
  GallerySettings,
  GalleryTab,
} from "../../../contract/gallery.ts";
import { api, unwrap } from "../../lib/api-client.ts";
import { galleryKeys } from "../../lib/query-keys.ts";

export type GalleryPages = InfiniteData<GalleryList, string | null>;

/** The pages of one tab and caption search, newest first; the grid asks for the next as it scrolls. */
export function useGalleryPages(eventId: string, tab: GalleryTab, search: string) {
  return useInfiniteQuery({
    queryKey: galleryKeys.view(eventId, tab, search),
    queryFn: ({ pageParam }): Promise<GalleryList> =>
      unwrap(
        api.GET("/events/{id}/gallery", {
          params: {
            path: { id: eventId },
            query: { tab, ...(search ? { search } : {}), ...(pageParam ? { after: pageParam } : {}) },
          },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextAfter,
    // The grid stays while another tab or search of the same event loads.
    placeholderData: (previous) => previous,
  });
}

/**
 * Applies a change to every loaded page of every view of the event's gallery at once, so the
 * grid shows it before the views are fetched again (which then settles the tab counts).
 */
export function useGalleryCache(eventId: string) {
  const client = useQueryClient();
  return {
    edit(
      change: (list: GalleryList, where: { first: boolean; tab: GalleryTab; search: string }) => GalleryList,
    ) {
      for (const [key, data] of client.getQueriesData<GalleryPages>({
        queryKey: galleryKeys.views(eventId),
      })) {
        if (!data) continue;
        const [, , , tab, search] = key as ReturnType<typeof galleryKeys.view>;
        const pages = data.pages.map((page, i) =>
          change(page, { first: i === 0, tab: tab as GalleryTab, search }),
        );
        client.setQueryData<GalleryPages>(key, { ...data, pages });
      }
    },
    refresh: () => client.invalidateQueries({ queryKey: galleryKeys.event(eventId) }),
  };
}

/** Writes one item and puts the server's answer into every loaded view at once. */
export function useGalleryItemMutations(eventId: string) {
  const cache = useGalleryCache(eventId);
  const replace = (item: GalleryItem) => {
    cache.edit((list) => ({ ...list, items: list.items.map((i) => (i.id === item.id ? item : i)) }));
    return cache.refresh();
  };
  const update = useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: GalleryItemUpdate }) =>
      unwrap(api.PATCH("/gallery/{id}", { params: { path: { id } }, body: patch })),
    onSuccess: replace,
  });
  const approve = useMutation({
    mutationFn: (id: string) => unwrap(api.POST("/gallery/{id}/approve", { params: { path: { id: id } } })),
    onSuccess: replace,
  });
  const remove = useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE("/gallery/{id}", { params: { path: { id: id } } })),
    onSuccess: (_, id) => {
      cache.edit((list) => ({ ...list, items: list.items.filter((i) => i.id !== id) }));
      return cache.refresh();
    },
  });
  const settings = useMutation({
    mutationFn: (next: GallerySettings) =>
      unwrap(api.PUT("/events/{id}/gallery/settings", { params: { path: { id: eventId } }, body: next })),
    onSuccess: (saved) => cache.edit((list) => ({ ...list, settings: saved })),
  });
  return { update, approve, remove, settings };
}
