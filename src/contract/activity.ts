import { z } from "zod";
import { listPageSchema } from "./list-page.ts";

// Who did what with an event (issue 35, item 4): one line per change, read by whoever manages the
// event. A line names guests by name only: no e-mail or phone reaches it (decision record 0032).

/** The closed set of what a line may say; each has its sentence below. */
export const activityActions = [
  "guest_added",
  "guest_edited",
  "guests_removed",
  "guests_imported",
  "invitations_sent",
  "invitation_scheduled",
  "message_sent",
  "reminder_scheduled",
  "checked_in",
  "check_in_undone",
  "walk_in",
  "event_changed",
  "banner_changed",
  "banner_removed",
  "venue_changed",
  "venue_removed",
  "photos_posted",
  "photo_removed",
  "post_published",
  "post_removed",
  "part_added",
  "part_edited",
  "part_removed",
] as const;
export type ActivityAction = (typeof activityActions)[number];

export const activityPageSize = 30;

/** Lines older than this go (decision record 0032); with the event, they all go at once. */
export const activityKeptMonths = 12;

export const activityQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const activityLineSchema = z.object({
  id: z.string(),
  /** When it happened: a real moment, shown on the event's clock. */
  at: z.string(),
  /** Who, as they were named then: an account's name, or a door link's label ("Door link: Front gate"). */
  actorName: z.string(),
  action: z.enum(activityActions),
  /** What it was done to: a guest's name, a message's subject, an invitation's title… */
  subject: z.string().nullable(),
  /** How many, where the action is about several (guests imported, invitations sent, a party checked in). */
  count: z.number().int().nullable(),
  /** A little more: the channel of a send, the fields an edit changed. */
  detail: z.string().nullable(),
});
export type ActivityLine = z.infer<typeof activityLineSchema>;

export const activityPageSchema = listPageSchema(activityLineSchema).extend({
  /** The event's zone, in which the times are shown. */
  timeZone: z.string(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

export const activityMessages = {
  title: "Activity",
  intro: "Who did what with this event, newest first.",
  empty: "Nothing has happened yet. Changes to the event, its guests and invitations will show here.",
  loadFailed: "Failed to load activity",
  noPermission: "You do not have permission to see this event's activity",
  older: "Older",
  newer: "Newer",
} as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the line says after the actor's name: "added guest Asha Rao". */
export function activitySentence(
  line: Pick<ActivityLine, "action" | "subject" | "count" | "detail">,
): string {
  const s = line.subject ?? "";
  const n = line.count ?? 0;
  const via = line.detail ? ` by ${line.detail}` : "";
  switch (line.action) {
    case "guest_added":
      return `added guest ${s}`;
    case "guest_edited":
      return `edited guest ${s}`;
    case "guests_removed":
      return n === 1 && s ? `removed guest ${s}` : `removed ${plural(n, "guest", "guests")}`;
    case "guests_imported":
      return `imported ${plural(n, "guest", "guests")}${line.detail ? ` (${line.detail})` : ""}`;
    case "invitations_sent":
      return `sent invitation “${s}”${line.count === null ? "" : ` to ${plural(n, "guest", "guests")}`}${via}`;
    case "invitation_scheduled":
      return `scheduled invitation “${s}”${via}`;
    case "message_sent":
      return `sent message “${s}” to ${plural(n, "guest", "guests")}${via}`;
    case "reminder_scheduled":
      return `scheduled a reminder${line.detail ? ` for ${line.detail}` : ""}`;
    case "checked_in":
      return n > 1 ? `checked in ${s} (party of ${n})` : `checked in ${s}`;
    case "check_in_undone":
      return `undid the check-in of ${s}`;
    case "walk_in":
      return n > 1 ? `added walk-in ${s} (party of ${n})` : `added walk-in ${s}`;
    case "event_changed":
      return line.detail ? `changed the event’s ${line.detail}` : "changed the event";
    case "banner_changed":
      return "changed the banner";
    case "banner_removed":
      return "removed the banner";
    case "venue_changed":
      return s ? `set the venue to ${s}` : "changed the venue";
    case "venue_removed":
      return "removed the venue";
    case "photos_posted":
      return `added ${plural(n, "photo or video", "photos and videos")} to the gallery`;
    case "photo_removed":
      return "removed a photo from the gallery";
    case "post_published":
      return s ? `posted “${s}” to the feed` : "posted to the feed";
    case "post_removed":
      return s ? `removed the post “${s}” from the feed` : "removed a post from the feed";
    case "part_added":
      return `added the part “${s}”`;
    case "part_edited":
      return `edited the part “${s}”`;
    case "part_removed":
      return `removed the part “${s}”`;
  }
}
