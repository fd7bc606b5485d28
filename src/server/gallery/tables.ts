import { boolean, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { user } from "../auth/tables.ts";
import { id, ownedBy, timestamps } from "../db/columns.ts";
import { events } from "../events/tables.ts";
import { guests } from "../guests/tables.ts";

/**
 * One photo or video of an event. `storageKey` is the folder of its files (the WebP sizes of an
 * image, its cleaned original or the video), so deleting that prefix removes every copy.
 */
export const galleryItems = pgTable(
  "gallery_items",
  {
    id: id(),
    eventId: ownedBy("event_id", () => events.id),
    storageKey: text("storage_key").notNull(),
    /** The downloadable file under `storageKey`: the cleaned original image, or the video. */
    fileKey: text("file_key").notNull().default(""),
    contentType: text("content_type").notNull().default(""),
    sizeBytes: integer("size_bytes").notNull().default(0),
    type: text("type", { enum: ["image", "video"] }).notNull(),
    caption: text("caption").notNull().default(""),
    /** The uploaded name, sanitised to letters, digits and dots. */
    fileName: text("file_name").notNull(),
    /** Pixel size of an image as shown (orientation applied), so the grid reserves its space. */
    width: integer("width"),
    height: integer("height"),
    /** A guest's photo waits for the host ('pending'); the host's own are 'approved' at once. */
    status: text("status", { enum: ["pending", "approved"] })
      .notNull()
      .default("approved"),
    favorite: boolean("favorite").notNull().default(false),
    uploadedBy: uuid("uploaded_by").references(() => user.id, { onDelete: "set null" }),
    /** The guest who added it through their personal link (null for the host's uploads). */
    guestId: uuid("guest_id").references(() => guests.id, { onDelete: "set null" }),
    guestName: text("guest_name"),
    ...timestamps(),
  },
  (t) => [
    // The host's gallery: eventId, createdAt descending (spec §7).
    index("gallery_event_created_idx").on(t.eventId, t.createdAt.desc()),
    // The public event page: the approved ones, newest first.
    index("gallery_event_status_created_idx").on(t.eventId, t.status, t.createdAt.desc()),
  ],
);

/** Per-event gallery settings the host changes; no row means the defaults. */
export const gallerySettings = pgTable("gallery_settings", {
  eventId: ownedBy("event_id", () => events.id).primaryKey(),
  /** Guests may add photos from their personal invitation link (they wait for approval). */
  guestUploads: boolean("guest_uploads").notNull().default(false),
  ...timestamps(),
});
