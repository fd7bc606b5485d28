import type { MiddlewareHandler } from "hono";
import { AppError } from "./app-error.ts";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that a browser made from another site (CSRF), whatever their
 * content type. Browsers always send Origin on cross-origin writes; callers without a browser
 * (webhooks, curl) send none and carry no ambient cookies, so they pass.
 */
export function sameOriginGuard(publicUrl: string): MiddlewareHandler {
  return async (c, next) => {
    if (!safeMethods.has(c.req.method)) {
      const origin = c.req.header("origin");
      const crossSite = c.req.header("sec-fetch-site") === "cross-site";
      if (origin ? !isOwnOrigin(origin, publicUrl, c.req.header("host")) : crossSite) {
        throw new AppError("forbidden", "Cross-site requests are not allowed");
      }
    }
    await next();
  };
}

function isOwnOrigin(origin: string, publicUrl: string, host: string | undefined): boolean {
  if (origin === publicUrl) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
