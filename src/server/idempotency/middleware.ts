import { createHash } from "node:crypto";
import type { Context, MiddlewareHandler, Next } from "hono";
import {
  idempotencyKeyHeader,
  idempotencyKeyPattern,
  idempotencyMessages,
  idempotentReplayHeader,
} from "../../contract/idempotency.ts";
import type { SessionUser } from "../../contract/session.ts";
import type { AppEnv } from "../http/app-env.ts";
import { AppError } from "../http/app-error.ts";
import { mayWrite } from "../http/methods.ts";
import type { IdempotencyService } from "./service.ts";

/**
 * A JSON body's fingerprint. JSON bodies are small (1 MB at most, checked before) and Hono keeps
 * the text it read, so the route still parses it; files (multipart) are not read here.
 */
async function bodyHash(c: Context<AppEnv>): Promise<string | null> {
  if (!(c.req.header("content-type") ?? "").startsWith("application/json")) return null;
  return createHash("sha256")
    .update(await c.req.text())
    .digest("base64url");
}

/**
 * Any signed-in write that carries an Idempotency-Key is applied once per user and key: a repeat
 * gets the first answer back, byte for byte, with `Idempotent-Replayed: true`. Only successful
 * answers are stored; a refused write applied nothing and may be sent again. Writes without the
 * header, and visitors' writes, are untouched. Mounted after the session middleware.
 */
export function idempotentWrites(service: IdempotencyService): MiddlewareHandler<AppEnv> {
  const applyOnce = async (c: Context<AppEnv>, next: Next, key: string, user: SessionUser) => {
    if (!idempotencyKeyPattern.test(key)) throw new AppError("bad_request", idempotencyMessages.badKey);

    const claim = await service.claim(user.id, key, {
      method: c.req.method,
      path: c.req.path,
      hash: await bodyHash(c),
    });
    // As the IETF draft on Idempotency-Key says: a key reused for another request is 422.
    if (claim.kind === "mismatch") throw new AppError("unprocessable", idempotencyMessages.reused);
    if (claim.kind === "otherBody") throw new AppError("unprocessable", idempotencyMessages.reusedBody);
    if (claim.kind === "busy") {
      c.header("retry-after", "1");
      throw new AppError("conflict", idempotencyMessages.busy);
    }
    if (claim.kind === "done") {
      return new Response(claim.body, {
        status: claim.status,
        headers: {
          ...(claim.body === null ? {} : { "content-type": "application/json" }),
          [idempotentReplayHeader]: "true",
        },
      });
    }
    // Hono turns an error thrown below into the error answer before this line goes on.
    await next();
    if (c.res.status >= 200 && c.res.status < 300) {
      const body = c.res.status === 204 ? null : await c.res.clone().text();
      await service.complete(user.id, key, c.res.status, body);
    } else {
      await service.release(user.id, key);
    }
  };
  // Not async: reads and writes without a key pass with no promise of this middleware's own.
  return (c, next) => {
    const key = c.req.header(idempotencyKeyHeader);
    const user = c.get("user");
    // A door link's writes are applied once by their action ids (check-in/service.ts), and their
    // path holds the link's secret, which no table keeps: a host trying a link signed in is not stored.
    if (!mayWrite(c.req.method) || key === undefined || !user || c.req.path.startsWith("/api/door/"))
      return next();
    return applyOnce(c, next, key, user);
  };
}
