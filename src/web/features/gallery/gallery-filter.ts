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
  return items.filter((item) => {
    if (needle && !item.caption.toLowerCase().includes(needle)) return false;
    switch (tab) {
      case "all":
        return true;
      case "recent":
        return Date.parse(item.createdAt) >= since;
      case "favorites":
        return item.favorite;
      case "pending":
        return item.status === "pending";
    }
  });
}
