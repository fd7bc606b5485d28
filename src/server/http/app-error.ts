import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorCode } from "../../contract/errors.ts";

/** The one place error codes become HTTP statuses. */
export const statusOf: Record<ErrorCode, ContentfulStatusCode> = {
  bad_request: 400,
  validation_failed: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
};

/** Thrown by services and routes; the error handler turns it into the error envelope. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}
