import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { user } from "../auth/tables.ts";
import { createdAt, id, ownedBy, timestamptz, updatedAt } from "../db/columns.ts";
import { events } from "../events/tables.ts";

/**
 * A door link: a secret address that opens one event's door mode for someone without an account
 * (docs/decisions/0031). Only the secret's SHA-256 is kept: a copy of the database opens no door.
 * It works until `expires_at` (the end of the day after the event, on its clocks) unless revoked.
 */
export const doorLinks = pgTable(
  "door_links",
  {
    id: id(),
    eventId: ownedBy("event_id", () => events.id),
    label: text("label").notNull(),
    /** SHA-256 of the secret, base64url. */
    tokenHash: text("token_hash").notNull().unique(),
    /** Who made it (null once their account is gone; the link goes with the event). */
    createdBy: uuid("created_by").references(() => user.id, { onDelete: "set null" }),
    expiresAt: timestamptz("expires_at").notNull(),
    revokedAt: timestamptz("revoked_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The host's list: an event's links, newest first.
  (t) => [index("door_links_event_created_idx").on(t.eventId, t.createdAt.desc())],
);
