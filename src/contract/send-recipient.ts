import { z } from "zod";

/**
 * The fields every send's recipient shares (an invitation's, a host's message's): the guest, how to
 * reach them, and how their copy went. Each send extends it with its own states and links.
 */
export const sendRecipientSchema = z.object({
  guestId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  error: z.string().nullable(),
  sentAt: z.string().nullable(),
});
