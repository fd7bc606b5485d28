import type { CurrentUser } from "../../contract/session.ts";
import type { FeedService } from "../feed/service.ts";
import type { GalleryService } from "../gallery/service.ts";

/** A few colours of an evening: the demo's photos are soft gradients, made here, not shipped. */
const palette = [
  ["#f6d365", "#fda085"],
  ["#a1c4fd", "#c2e9fb"],
  ["#d4fc79", "#96e6a1"],
  ["#fbc2eb", "#a6c1ee"],
  ["#ffecd2", "#fcb69f"],
  ["#84fab0", "#8fd3f4"],
] as const;

async function gradientPhoto(from: string, to: string): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="900" fill="url(#g)"/><circle cx="820" cy="330" r="170" fill="#ffffff" fill-opacity="0.35"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** Photos in the gallery of a demo event, stored as any host upload is (sizes, no metadata). */
export async function seedDemoPhotos(gallery: GalleryService, host: CurrentUser, eventId: string) {
  for (const [i, [from, to]] of palette.entries()) {
    await gallery.upload(host, eventId, { name: `moment-${i + 1}.jpg`, data: await gradientPhoto(from, to) });
  }
  return palette.length;
}

/** An announcement guests read on the event's public page and their invitation. */
export async function seedDemoAnnouncement(feed: FeedService, host: CurrentUser, eventId: string) {
  await feed.create(
    host,
    eventId,
    {
      title: "Parking and arrival",
      content:
        "Valet parking at the main gate from half an hour before the start. Please bring your invitation link.",
      type: "announcement",
      isPublic: true,
    },
    null,
  );
}
