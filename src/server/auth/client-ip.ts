import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import proxyAddr from "proxy-addr";
import type { TrustProxy } from "../config.ts";

/** The header our server sets (replacing any client value) and Better Auth reads the address from. */
export const clientIpHeader = "x-eventhub-client-ip";

export type ClientAddress = (socketAddress: string, forwardedFor: string | undefined) => string;

/**
 * How the caller's address is found, as Express and nginx do it: walk X-Forwarded-For from the
 * right, past the proxies we trust, and take the first address that is not one of them. Each
 * proxy appends the address it saw, so the right-most entries are the trusted ones; the left-most
 * is whatever the client wrote and is never believed on its own.
 */
export function clientAddressResolver(trust: TrustProxy): ClientAddress {
  if (trust === false || trust === 0) return (socketAddress) => socketAddress;
  const trusted =
    typeof trust === "number" ? (_addr: string, hop: number) => hop < trust : proxyAddr.compile(trust);
  return (socketAddress, forwardedFor) =>
    proxyAddr(
      // proxy-addr reads only these two fields of a Node request.
      {
        headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
        connection: { remoteAddress: socketAddress },
        socket: { remoteAddress: socketAddress },
      } as unknown as Parameters<typeof proxyAddr>[0],
      trusted,
    );
}

/** The socket's address; app.request() in tests has no socket and counts as loopback. */
export function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "127.0.0.1";
  }
}

/** A copy of the request whose client-ip header is the one we computed. */
export function withClientIp(req: Request, ip: string): Request {
  const headers = new Headers(req.headers);
  headers.set(clientIpHeader, ip);
  return new Request(req, { headers });
}
