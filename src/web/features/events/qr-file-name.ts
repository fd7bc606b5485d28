/** 'summer-party-qr-code.png' from 'Summer Party!'; 'event-qr-code.png' when nothing usable is left. */
export function qrFileName(title: string): string {
  const slug = title
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  return `${slug || "event"}-qr-code.png`;
}
