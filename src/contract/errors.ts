import { z } from "zod";

/** The closed list of error codes every API error carries. The server maps each to one HTTP status. */
export const errorCodes = [
  "bad_request",
  "validation_failed",
  "unauthenticated",
  "forbidden",
  "not_found",
  "conflict",
  /** The thing existed and was removed for good (a cancelled event behind an old link). */
  "gone",
  "payload_too_large",
  "unsupported_media_type",
  /** Well-formed but not to be applied: an Idempotency-Key sent again with another request. */
  "unprocessable",
  "rate_limited",
  "internal",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    /** Per-field messages for bad input, keyed by the field's path ("guests.0.email"). */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
