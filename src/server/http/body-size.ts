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
    // Unread, the body is drained briefly by the Node adapter and then its connection closed.
    if (declared > maxBytes) return refuse(c);
    await next();
  };
}
