import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The header our server sets (replacing any client value) and Better Auth reads the address from. */
export const clientIpHeader = "x-eventhub-client-ip";

/**
 * The caller's address: the socket's, or with TRUST_PROXY the left-most X-Forwarded-For entry
 * (the one our proxy saw). Without TRUST_PROXY a forged X-Forwarded-For changes nothing.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket.
    return "127.0.0.1";
  }
}

/** A copy of the request whose client-ip header is the one we computed. */
export function withClientIp(req: Request, ip: string): Request {
  const headers = new Headers(req.headers);
  headers.set(clientIpHeader, ip);
  return new Request(req, { headers });
}
