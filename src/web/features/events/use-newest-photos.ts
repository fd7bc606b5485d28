import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../../lib/api-client.ts";
import { galleryKeys } from "../../lib/query-keys.ts";

/** How many photos the event page's Gallery tab shows: two rows on a phone, one on a desktop. */
export const newestPhotoCount = 8;

/** The event's newest photos and how many it has in all, for the detail screen's Gallery tab (the host only). */
export function useNewestPhotos(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: galleryKeys.newest(eventId),
    queryFn: () =>
      unwrap(
        api.GET("/events/{id}/gallery", {
          params: { path: { id: eventId }, query: { limit: newestPhotoCount } },
        }),
      ),
    enabled,
  });
}
