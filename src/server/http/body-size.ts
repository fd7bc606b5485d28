import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";

/**
 * Refuses a body whose declared Content-Length is over `maxBytes` before a byte of it is read.
 * For uploads this replaces Hono's bodyLimit, which holds a body sent without a length whole in
 * memory to count it: the streaming reader (multipart.ts) counts those as they arrive instead.
 */
export function declaredLengthLimit(
  maxBytes: number,
  refuse: (c: Context<AppEnv>) => Response | Promise<Response>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const declared = Number(c.req.header("content-length") ?? "0");
    // Unread: up to twice the limit is read and thrown away as the answer goes out, so the client
    // can read it; a body declared past that is cut (readRefusedBody, around every upload route).
    if (declared > maxBytes) return refuse(c);
    await next();
  };
}
