import type { MiddlewareHandler } from "hono";
import { compress } from "hono/compress";

const gzipCompress = compress();

/**
 * Pages and API answers go out gzip-compressed to clients that ask for it. Hono's compress reads
 * the response's headers before it looks at the request's Accept-Encoding, which costs a client
 * that cannot take gzip (scripts, health checks, the bench's API load) a third of the server's
 * hello-world rate (decision record 0009); so the request is asked first.
 */
export const compressForClientsThatAccept: MiddlewareHandler = (c, next) => {
  const accepts = c.req.header("accept-encoding");
  if (!accepts || !/\bgzip\b/i.test(accepts)) return next();
  return gzipCompress(c, next);
};
