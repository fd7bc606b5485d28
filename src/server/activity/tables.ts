import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { activityActions } from "../../contract/activity.ts";
import { user } from "../auth/tables.ts";
import { id, ownedBy, timestamptz } from "../db/columns.ts";
import { events } from "../events/tables.ts";

/**
 * Who did what with an event (decision record 0032). A line is written once and never changed; it
 * goes with its event, or when it is older than the time lines are kept. The actor's name is kept
 * as it was shown then, so a line still reads right once its account has gone (the id is cleared).
 */
export const eventActivity = pgTable(
  "event_activity",
  {
    id: id(),
    eventId: ownedBy("event_id", () => events.id),
    at: timestamptz("at").notNull().defaultNow(),
    actorUserId: uuid("actor_user_id").references(() => user.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    action: text("action", { enum: activityActions }).notNull(),
    subject: text("subject"),
    count: integer("count"),
    detail: text("detail"),
  },
  (t) => [
    // The list: one event's lines, newest first.
    index("event_activity_event_at_idx").on(t.eventId, t.at.desc(), t.id.desc()),
    // "Download my data" and the sweep of old lines.
    index("event_activity_actor_idx").on(t.actorUserId),
    index("event_activity_at_idx").on(t.at),
  ],
);
