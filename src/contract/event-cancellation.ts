import { z } from "zod";

/** Before deleting an event: how many guests who replied could be told it is cancelled. */
export const cancellationNoticeSchema = z.object({
  /** Guests who replied (attending, waitlisted, maybe or declined) with an e-mail address. */
  recipients: z.number().int(),
});
export type CancellationNotice = z.infer<typeof cancellationNoticeSchema>;

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
