import type { GalleryItem } from "../../contract/gallery.ts";
import { galleryItems } from "./tables.ts";

export type ItemRow = typeof galleryItems.$inferSelect;

/** The columns an item's API shape is made of: lists of 1,000 photos read nothing more. */
export const itemColumns = {
  id: galleryItems.id,
  eventId: galleryItems.eventId,
  type: galleryItems.type,
  caption: galleryItems.caption,
  fileName: galleryItems.fileName,
  storageKey: galleryItems.storageKey,
  fileKey: galleryItems.fileKey,
  width: galleryItems.width,
  height: galleryItems.height,
  status: galleryItems.status,
  favorite: galleryItems.favorite,
  guestName: galleryItems.guestName,
  createdAt: galleryItems.createdAt,
};
export type ItemFields = Pick<ItemRow, keyof typeof itemColumns>;

export function toItem(row: ItemFields): GalleryItem {
  return {
    id: row.id,
    eventId: row.eventId,
    type: row.type,
    caption: row.caption,
    fileName: row.fileName,
    // An image is addressed by its folder (the media route picks the size); a video by its file.
    url: `/api/media/${row.type === "image" ? row.storageKey : row.fileKey}`,
    downloadUrl: `/api/gallery/${row.id}/original`,
    width: row.width,
    height: row.height,
    status: row.status,
    favorite: row.favorite,
    guestName: row.guestName,
    createdAt: row.createdAt.toISOString(),
  };
}
