import { mediaUrl } from "../images/image-store.ts";

const mediaPrefix = mediaUrl("-")?.slice(0, -1) ?? "/api/media/";

/**
 * A profile picture must be one of our stored images: any other URL would make every page that
 * shows the avatar fetch from a stranger's server (a tracking pixel), or carry a script URL.
 */
export function isOwnMediaUrl(image: string): boolean {
  const key = image.startsWith(mediaPrefix) ? image.slice(mediaPrefix.length) : "";
  return /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/.test(key) && !key.includes("..");
}

export const userImageText = "The profile photo must be a picture uploaded to EventHub";
