import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ErrorBody } from "../../contract/errors.ts";
import { errorForLog, redactPath } from "../log-redaction.ts";
import type { Logger } from "../logger.ts";
import { AppError, statusOf } from "./app-error.ts";

/** Turns anything thrown in a handler into the error envelope; never leaks SQL or stacks. */
export function createErrorHandler(log: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof AppError) {
      const body: ErrorBody = { error: { code: err.code, message: err.message, fields: err.fields } };
      return c.json(body, statusOf[err.code]);
    }
    if (err instanceof HTTPException && err.status < 500) {
      // Hono's own 4xx (malformed JSON, body limit): keep the status, give the envelope.
      const code =
        err.status === 413 ? "payload_too_large" : err.status === 401 ? "unauthenticated" : "bad_request";
      const body: ErrorBody = { error: { code, message: err.message || "Bad request" } };
      return c.json(body, err.status);
    }
    log.error("unhandled error", { path: redactPath(c.req.path), method: c.req.method, ...errorForLog(err) });
    const body: ErrorBody = {
      error: { code: "internal", message: "Something went wrong. Please try again." },
    };
    return c.json(body, 500);
  };
}
