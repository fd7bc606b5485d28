import { z } from "zod";
import { eventSchema } from "./events.ts";

// The host's dashboard home (issue 15, item 4): the live figure of each tile and the next event.

/** The host's next event: when and where, and its replies so far. */
export const nextEventSchema = eventSchema
  .pick({ id: true, title: true, date: true, time: true, timeZone: true, location: true })
  .extend({
    confirmed: z.number(),
    maybe: z.number(),
    declined: z.number(),
    /** Invited and not replied yet (the waitlist counts here too). */
    waiting: z.number(),
  });
export type NextEvent = z.infer<typeof nextEventSchema>;

export const dashboardSummarySchema = z.object({
  eventsUpcoming: z.number(),
  eventsTotal: z.number(),
  guestsConfirmed: z.number(),
  guestsInvited: z.number(),
  invitationsSent: z.number(),
  photos: z.number(),
  /** Posts on the host's events (null only without a feed feature). */
  posts: z.number().nullable(),
  /** The host's completed payments (null only without a payments feature). */
  payments: z.number().nullable(),
  nextEvent: nextEventSchema.nullable(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
