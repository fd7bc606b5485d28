// The media route stores banners at these widths and serves the nearest one for ?w=.
const storedWidths = [320, 640, 1280, 1920] as const;

/** The stored banner at about `width` pixels wide. */
export function bannerSrc(bannerUrl: string, width: (typeof storedWidths)[number]): string {
  return `${bannerUrl}${bannerUrl.includes("?") ? "&" : "?"}w=${width}`;
}

/** Every stored width, for <img srcset>, so phones do not download the desktop image. */
export function bannerSrcSet(bannerUrl: string): string {
  return storedWidths.map((width) => `${bannerSrc(bannerUrl, width)} ${width}w`).join(", ");
}
