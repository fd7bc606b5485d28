import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { createdAt, id, updatedAt } from "./columns.ts";
import { events } from "./events.ts";

export const galleryItems = pgTable(
  "gallery_items",
  {
    id: id(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull(),
    type: text("type", { enum: ["image", "video"] }).notNull(),
    caption: text("caption").notNull().default(""),
    fileName: text("file_name").notNull(),
    uploadedBy: uuid("uploaded_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("gallery_event_created_idx").on(t.eventId, t.createdAt.desc())],
);
