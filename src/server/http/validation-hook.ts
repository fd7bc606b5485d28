import type { Hook } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { z } from "zod";
import type { AppEnv } from "./app-env.ts";
import { AppError } from "./app-error.ts";
import { mayWrite } from "./methods.ts";
import { requireAdmin, requireUser } from "./require-user.ts";

/** A 400 whose `fields` carry the schema's messages (the spec's texts) per field; the first leads. */
export function validationError(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  const first = Object.values(fields)[0] ?? "Invalid input";
  return new AppError("validation_failed", first, fields);
}

/** Checks input the route reads itself (multipart forms) exactly as the validated routes are checked. */
export function parseOrRefuse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/**
 * Writes a visitor without an account may send: a guest's link, an open reply, an unsubscribe
 * link, a door link's check-ins, the payment provider's webhook. Every other write needs an
 * account; the admin's, an admin.
 */
const visitorWrites =
  /^\/api\/(rsvp\/[^/]+(\/unsubscribe)?|events\/[^/]+\/rsvp|invite\/[^/]+\/rsvp|news\/unsubscribe\/[^/]+|door\/[^/]+\/(scan|arrivals|undo|walk-ins)|payments\/webhook)$/;

/**
 * The order of the checks (docs/security.md): who you are (401), whether you may (403), then the
 * body (400). The validator runs before the handler's own checks, so a refused body would answer
 * first and name the schema's fields to a stranger: where the path alone says who may write, that
 * is checked here before the body's 400.
 */
export function refuseStrangersFirst(c: Context<AppEnv>): void {
  if (!mayWrite(c.req.method) || visitorWrites.test(c.req.path)) return;
  // The operator's key (the backup route) is checked by its own route.
  if (c.req.header("authorization")) return;
  if (c.req.path.startsWith("/api/admin/")) requireAdmin(c);
  else requireUser(c);
}

/** A feature's check that the caller may write where the path points; it throws the refusal. */
export type WriteCheck = (c: Context<AppEnv>) => Promise<unknown> | unknown;

/**
 * Bad input to a validated route becomes validationError's 400, after the 401, 403 or 404 it would
 * earn: the path's own check runs first when a body is refused (a valid body meets the same check in
 * the handler, with the route's own wording).
 */
export function validationHookWith(pathCheck?: WriteCheck): Hook<unknown, AppEnv, string, unknown> {
  return async (result, c) => {
    // A bad character the input guard found in this JSON body: refused here, in the same order.
    const pending = result.target === "json" ? c.get("inputRefusal") : undefined;
    if (pending) {
      refuseStrangersFirst(c);
      if (pathCheck && mayWrite(c.req.method)) await pathCheck(c);
      throw pending;
    }
    if (result.success) return;
    refuseStrangersFirst(c);
    // A malformed id is the path's own 400: there is nothing to look up.
    if (pathCheck && mayWrite(c.req.method) && result.target !== "param") await pathCheck(c);
    throw validationError(result.error);
  };
}
