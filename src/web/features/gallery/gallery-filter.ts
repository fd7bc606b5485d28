import type { GalleryItem } from "../../../contract/gallery.ts";

export type GalleryTab = "all" | "recent" | "favorites" | "pending";

/** What counts as recently added: this week's uploads. */
const recentDays = 7;

/**
 * The items a tab shows, matching the caption search (case-insensitive), newest first as the
 * server sends them. The approval queue holds guests' photos until the host decides.
 */
export function galleryView(
  items: GalleryItem[],
  tab: GalleryTab,
  search: string,
  now = Date.now(),
): GalleryItem[] {
  const needle = search.trim().toLowerCase();
  const since = now - recentDays * 86_400_000;
  const inTab: Record<GalleryTab, (item: GalleryItem) => boolean> = {
    all: () => true,
    recent: (item) => Date.parse(item.createdAt) >= since,
    favorites: (item) => item.favorite,
    pending: (item) => item.status === "pending",
  };
  return items.filter((item) => (!needle || item.caption.toLowerCase().includes(needle)) && inTab[tab](item));
}
