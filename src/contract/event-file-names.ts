/**
 * The event's title as the start of a file name: 'summer-party' from 'Summer Party!', letters and
 * digits of any script kept, 'event' when nothing usable is left. The QR code download (web) and
 * the gallery's ZIP (server) name their files with it.
 */
export function eventFileSlug(title: string): string {
  const slug = title
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "event";
}
