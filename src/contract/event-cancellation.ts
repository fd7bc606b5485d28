import { z } from "zod";

/** Before deleting an event: how many guests who replied could be told it is cancelled. */
export const cancellationNoticeSchema = z.object({
  /** Guests who replied (attending, waitlisted, maybe or declined) with an e-mail address. */
  recipients: z.number().int(),
});
export type CancellationNotice = z.infer<typeof cancellationNoticeSchema>;

/** Before an account is deleted: its upcoming events, each with the guests who could be told. */
export const upcomingCancellationsSchema = z.object({
  events: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      /** The host's wall-clock date and time, as entered. */
      date: z.string(),
      time: z.string(),
      /** As for one event: guests who replied, with an address and not unsubscribed. */
      recipients: z.number().int(),
    }),
  ),
});
export type UpcomingCancellations = z.infer<typeof upcomingCancellationsSchema>;

/** DELETE /api/events/{id}?notifyGuests=true e-mails those guests that the event is cancelled. */
export const deleteEventQuerySchema = z.object({
  notifyGuests: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
});

export function notifyGuestsLabel(n: number): string {
  return `E-mail the ${n} guest${n === 1 ? "" : "s"} who replied that the event is cancelled`;
}

/** The account deletion's offer, for all the upcoming events' guests at once. */
export function notifyAllGuestsLabel(guests: number, events: number): string {
  const what = events === 1 ? "the event is" : "these events are";
  return `E-mail the ${guests} guest${guests === 1 ? "" : "s"} who replied that ${what} cancelled`;
}
