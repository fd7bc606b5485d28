import { z } from "zod";
import { listPageSchema } from "./list-page.ts";
import { eventRoles } from "./people.ts";
import { recordTimes } from "./record-times.ts";
import { isTimeZone } from "./zoned-time.ts";

export const publicEventsPageSize = 12;
export const homeUpcomingLimit = 3;

/** A real calendar date written YYYY-MM-DD (2025-02-30 is refused). */
function isCalendarDate(value: string): boolean {
  const [y, m, d] = value.split("-").map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Wizard step 0 (spec §5 'Event step 0'). */
export const eventBasicsSchema = z.object({
  title: z.string().trim().min(1, "Title is required").max(200, "Title should be at most 200 characters"),
  description: z
    .string()
    .trim()
    .min(1, "Description is required")
    .min(10, "Description should be at least 10 characters")
    .max(10_000, "Description should be at most 10,000 characters"),
  isPublic: z.boolean().default(true),
});

/** Wizard step 1 (spec §5 'Event step 1'): the host's wall-clock date and time plus a time zone. */
export const eventWhenWhereSchema = z.object({
  date: z
    .string()
    .min(1, "Date is required")
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Date is required")
    .refine(isCalendarDate, "Date is required"),
  time: z
    .string()
    .min(1, "Time is required")
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Time is required"),
  location: z
    .string()
    .trim()
    .min(1, "Location is required")
    .max(300, "Location should be at most 300 characters"),
  timeZone: z.string().refine(isTimeZone, "Unknown time zone").default("Asia/Kolkata"),
});

export const eventInputSchema = z.object({ ...eventBasicsSchema.shape, ...eventWhenWhereSchema.shape });
export type EventInput = z.infer<typeof eventInputSchema>;
export type EventInputForm = z.input<typeof eventInputSchema>;

export const eventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  date: z.string(),
  time: z.string(),
  timeZone: z.string(),
  location: z.string(),
  isPublic: z.boolean(),
  /** /api/media/... of the banner; add ?w= for a width. */
  bannerUrl: z.string().nullable(),
  createdBy: z.string(),
  /** The host's display name, printed as 'Hosted by'. */
  hostName: z.string(),
  /** Whether the caller created this event (the client shows creator-only controls by it). */
  isOwner: z.boolean(),
  /**
   * The caller's role on the event: "owner", "cohost" (runs it with the owner's rights but deleting,
   * paying and managing people), "door" (door staff), or null. Public lists mark only the owner.
   */
  role: z.enum(eventRoles).nullable(),
  ...recordTimes,
});
export type Event = z.infer<typeof eventSchema>;

/** The replies to one event, as its host sees them on the event cards and the event page. */
export const eventReplyCountsSchema = z.object({
  /** People coming: confirmed guests and their +1s. */
  going: z.number().int(),
  /** Guests who answered Maybe. */
  maybe: z.number().int(),
  /** Guests who declined. */
  declined: z.number().int(),
});
export type EventReplyCounts = z.infer<typeof eventReplyCountsSchema>;

/** An event as its reader gets it; `replies` only on events the caller runs (My Events, the host's event page). */
export const hostEventSchema = eventSchema.extend({ replies: eventReplyCountsSchema.optional() });
export type HostEvent = z.infer<typeof hostEventSchema>;

export const eventListSchema = z.object({ items: z.array(eventSchema) });
export const hostEventListSchema = z.object({ items: z.array(hostEventSchema) });

export const publicEventsQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const publicEventsPageSchema = listPageSchema(eventSchema);
export type PublicEventsPage = z.infer<typeof publicEventsPageSchema>;

export const myEventsQuerySchema = z.object({ search: z.string().trim().max(200).optional() });
export const upcomingQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(12).default(homeUpcomingLimit),
});

export const eventMessages = {
  notFound: "Event not found",
  private: "This event is private",
  noPermissionEdit: "You do not have permission to edit this event",
  noPermissionDelete: "You do not have permission to delete this event",
  notLoggedIn: "Event not found or you are not logged in",
} as const;
