import type { Context, MiddlewareHandler, Next } from "hono";
import { redactPath } from "../log-redaction.ts";
import type { Logger } from "../logger.ts";
import { AppError } from "./app-error.ts";
import { mayWrite } from "./methods.ts";

/**
 * The code Better Auth's browser client reads from a refusal. The register and login pages show
 * the message of a response with this code as it stands (contract/auth.ts).
 */
export const originRefusedCode = "ORIGIN_REFUSED";

/** Why a write from `origin` was refused, and the one setting that fixes it when the origin is ours. */
export function originRefusedMessage(origin: string, publicUrl: string): string {
  return `Requests from ${origin} are refused: this server's address is ${publicUrl}. Set PUBLIC_URL to the address people use.`;
}

export type SameOriginGuardOptions = {
  /** config.trustedOrigins: the same list Better Auth trusts. */
  trustedOrigins: readonly string[];
  /** Named in the refusal, so whoever sees it knows which address the server expects. */
  publicUrl: string;
  log: Logger;
};

/**
 * Refuses state-changing requests that a browser made from another site (CSRF), whatever their
 * content type. Browsers always send Origin on cross-origin writes; callers without a browser
 * (webhooks, curl) send none and carry no ambient cookies, so they pass.
 *
 * It runs before Better Auth's handler too, which trusts the same origins: an origin Better Auth
 * would refuse with a bare 'Invalid origin' is refused here first, with the reason and the fix.
 */
export function sameOriginGuard({
  trustedOrigins,
  publicUrl,
  log,
}: SameOriginGuardOptions): MiddlewareHandler {
  const trusted = new Set(trustedOrigins);
  // Reads pass with no promise of this guard's own; only writes are looked at.
  return (c, next) => (mayWrite(c.req.method) ? guardWrite(c, next) : next());
  async function guardWrite(c: Context, next: Next) {
    const origin = c.req.header("origin");
    if (origin === undefined) {
      if (c.req.header("sec-fetch-site") === "cross-site") {
        throw new AppError("forbidden", "Cross-site requests are not allowed");
      }
      return next();
    }
    if (trusted.has(origin)) return next();
    const message = originRefusedMessage(origin, publicUrl);
    log.info(message, { method: c.req.method, path: redactPath(c.req.path) });
    // Our error envelope for the app's own client, plus the top-level code and message that
    // Better Auth's client reads (it answers the auth pages' requests).
    return c.json({ error: { code: "forbidden", message }, code: originRefusedCode, message }, 403);
  }
}
