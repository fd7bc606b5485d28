import { z } from "zod";

// The photo gallery (spec §2.12, §3 Gallery item, §5 Gallery, §8): one schema per request and
// response, and the spec's texts, used by the server, the dashboard and the guest pages alike.

export const galleryMessages = {
  loadFailed: "Failed to load gallery",
  zipBusy:
    "Two photo downloads are already running for your account. Please wait for one to finish, then try again.",
  uploadFailed: "Failed to upload files. Please try again.",
  /** Some of the files went up. */
  uploadedSome: (done: number, total: number) => `Uploaded ${done} out of ${total} files`,
  uploadedAll: (n: number) => `Successfully uploaded ${n} file(s)`,
  deleteFailed: "Failed to delete photo",
  noPhotos: "No photos yet",
  invalidFile: "Please upload a valid image file",
  /** A file that is neither an image nor a supported video, judged from its bytes. */
  invalidMedia: "Please upload a valid image (JPEG, PNG, WebP, GIF, AVIF, HEIC) or video (MP4, MOV, WebM)",
  tooLarge: (kind: "image" | "video", maxMb: number) =>
    kind === "image"
      ? `This photo is too large. Photos can be at most ${maxMb} MB.`
      : `This video is too large. Videos can be at most ${maxMb} MB.`,
  /** A request past the largest file allowed at all, refused before it is read. */
  fileTooLarge: (maxImageMb: number, maxVideoMb: number) =>
    `This file is too large. Photos can be at most ${maxImageMb} MB and videos at most ${maxVideoMb} MB.`,
  notFound: "Photo not found",
  noPermission: "You do not have permission to manage this gallery",
  guestUploadsOff: "The host is not collecting photos from guests for this event.",
  guestUploadSent: (n: number) =>
    `Thank you! ${n === 1 ? "Your photo" : `Your ${n} photos`} will appear once the host approves ${n === 1 ? "it" : "them"}.`,
  noFileChosen: "Please choose at least one photo.",
  tooManyFiles: (max: number) => `Please choose at most ${max} files at a time.`,
  limitReached: "This event's gallery is full for its package.",
} as const;

/** The picker's accept list: images and the short video formats we check for. */
export const galleryAccept = "image/*,video/mp4,video/quicktime,video/webm";

/** Most files a guest sends in one form post. */
export const guestUploadMaxFiles = 10;

export const captionSchema = z.string().trim().max(500, "Caption should be at most 500 characters");

export const galleryItemSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  type: z.enum(["image", "video"]),
  caption: z.string(),
  fileName: z.string(),
  /** An image's media base URL (add ?w= for a size); a video's file URL (range requests work). */
  url: z.string(),
  /** Downloads the cleaned original (metadata removed) as an attachment; the host's only. */
  downloadUrl: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  status: z.enum(["pending", "approved"]),
  favorite: z.boolean(),
  /** A guest's name when a guest added it. */
  guestName: z.string().nullable(),
  createdAt: z.string(),
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;

export const gallerySettingsSchema = z.object({ guestUploads: z.boolean() });
export type GallerySettings = z.infer<typeof gallerySettingsSchema>;

export const galleryTabs = ["all", "recent", "favorites", "pending"] as const;
export type GalleryTab = (typeof galleryTabs)[number];

/** What counts as recently added: this week's uploads. */
export const recentDays = 7;

/** Items a page of the grid holds; the grid asks for the next page as its end comes into view. */
export const galleryPageSize = 60;

/**
 * One page of the event's items, newest first (spec §7 gallery query): those of a tab whose
 * caption contains `search` (case-insensitive), from the item after `after` (the last of the page
 * before) on. The approval queue (`pending`) holds guests' photos until the host decides.
 */
export const galleryListQuerySchema = z.object({
  tab: z.enum(galleryTabs).default("all"),
  search: z.string().trim().max(200).optional(),
  after: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(galleryPageSize),
});
export type GalleryListQuery = z.infer<typeof galleryListQuerySchema>;

export const galleryListSchema = z.object({
  items: z.array(galleryItemSchema),
  /** Every item of the event, whatever the tab and search. */
  total: z.number().int(),
  /**
   * Items in each tab, without the search. An object, not a record keyed by the tabs: the OpenAPI
   * document made of a record left every tab optional, and the web client's types followed it.
   */
  counts: z.object({
    all: z.number().int(),
    recent: z.number().int(),
    favorites: z.number().int(),
    pending: z.number().int(),
  } satisfies Record<GalleryTab, z.ZodNumber>),
  /** Items of this tab and search, on every page (the lightbox's 'n of m'). */
  matches: z.number().int(),
  /** The last item of this page when more follow: the next page's `after`. */
  nextAfter: z.string().nullable(),
  settings: gallerySettingsSchema,
  limits: z.object({ maxImageMb: z.number(), maxVideoMb: z.number() }),
});
export type GalleryList = z.infer<typeof galleryListSchema>;

export const galleryItemUpdateSchema = z
  .object({ caption: captionSchema.optional(), favorite: z.boolean().optional() })
  .refine((v) => v.caption !== undefined || v.favorite !== undefined, "Nothing to change");
export type GalleryItemUpdate = z.infer<typeof galleryItemUpdateSchema>;

/** An approved photo as the public event page shows it. */
export type PublicPhoto = Pick<GalleryItem, "id" | "type" | "url" | "width" | "height" | "caption">;

/** The photo form on a guest's personal page: off, or on with the outcome of the last post. */
export type GuestPhotoState =
  | { enabled: false }
  | { enabled: true; sent: string | null; problem: string | null };

/**
 * The refusal of a video carrying a timed-metadata track (a GoPro's GPS stream, an iPhone's
 * location samples): the gallery and the feed cannot blank it without breaking the file.
 */
export const videoLocationTrackMessage =
  "This video carries a location or sensor track, which we cannot remove. Export it without one (or turn off GPS in the camera) and try again.";
