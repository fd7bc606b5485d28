import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

/**
 * CSP and friends for pages and API alike. Emotion injects <style> tags, so styles allow
 * 'unsafe-inline'; scripts come only from our origin.
 */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    // Razorpay Checkout: its script, its payment frame and its calls (docs/decisions/0011).
    scriptSrc: ["'self'", "https://checkout.razorpay.com"],
    frameSrc: ["https://api.razorpay.com", "https://checkout.razorpay.com"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Our own pictures only: an image from anywhere else would be a tracking pixel in a guest's page.
    imgSrc: ["'self'", "data:", "blob:"],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'", "https://api.razorpay.com", "https://lumberjack.razorpay.com"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
  },
  referrerPolicy: "strict-origin-when-cross-origin",
  xFrameOptions: "DENY",
  xContentTypeOptions: "nosniff",
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: "same-origin",
  strictTransportSecurity: "max-age=15552000; includeSubDomains",
});

/**
 * Stored pictures appear in e-mails and link previews, shown from other origins; they may be
 * loaded cross-origin. Registered before `securityHeaders` so it has the last word.
 */
export const mediaMayBeEmbedded: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.path.startsWith("/api/media/")) c.header("cross-origin-resource-policy", "cross-origin");
};
