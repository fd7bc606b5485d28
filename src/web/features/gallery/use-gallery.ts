import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  GalleryItem,
  GalleryItemUpdate,
  GalleryList,
  GallerySettings,
} from "../../../contract/gallery.ts";
import { api } from "../../lib/api-client.ts";
import { galleryKeys } from "../../lib/query-keys.ts";

export function useGallery(eventId: string | null) {
  return useQuery({
    queryKey: galleryKeys.event(eventId ?? ""),
    queryFn: () => api<GalleryList>(`/api/events/${eventId}/gallery`),
    enabled: Boolean(eventId),
  });
}

/** Writes one item and puts the server's answer into the cached list at once. */
export function useGalleryItemMutations(eventId: string) {
  const client = useQueryClient();
  const key = galleryKeys.event(eventId);
  const replace = (item: GalleryItem) =>
    client.setQueryData<GalleryList>(key, (list) =>
      list ? { ...list, items: list.items.map((i) => (i.id === item.id ? item : i)) } : list,
    );
  const update = useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: GalleryItemUpdate }) =>
      api<GalleryItem>(`/api/gallery/${id}`, { method: "PATCH", json: patch }),
    onSuccess: replace,
  });
  const approve = useMutation({
    mutationFn: (id: string) => api<GalleryItem>(`/api/gallery/${id}/approve`, { method: "POST" }),
    onSuccess: replace,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api<void>(`/api/gallery/${id}`, { method: "DELETE" }),
    onSuccess: (_, id) =>
      client.setQueryData<GalleryList>(key, (list) =>
        list ? { ...list, items: list.items.filter((i) => i.id !== id) } : list,
      ),
  });
  const settings = useMutation({
    mutationFn: (next: GallerySettings) =>
      api<GallerySettings>(`/api/events/${eventId}/gallery/settings`, { method: "PUT", json: next }),
    onSuccess: (saved) =>
      client.setQueryData<GalleryList>(key, (list) => (list ? { ...list, settings: saved } : list)),
  });
  return { update, approve, remove, settings };
}
