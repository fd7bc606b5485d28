import type { ServerResponse } from "node:http";
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

/**
 * CSP and friends for every page. Emotion injects <style> tags, so styles allow
 * 'unsafe-inline'; scripts come only from our origin.
 */
const documentHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    // Razorpay Checkout: its script, its payment frame and its calls (docs/decisions/0013).
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
 * What an API answer (JSON, a CSV, a stored file) needs: it is never a document, so the document
 * policies (script and style sources, cross-origin opener, legacy IE switches) say nothing there.
 * `default-src 'none'` makes a JSON answer opened as a page inert. Six short headers instead of
 * thirteen: on a small JSON answer the headers were most of the bytes and of the time spent writing
 * them (decision record 0009, "The middleware's own cost").
 */
const apiHeaders: [string, string][] = [
  ["content-security-policy", "default-src 'none'; frame-ancestors 'none'"],
  ["x-content-type-options", "nosniff"],
  ["x-frame-options", "DENY"],
  ["referrer-policy", "no-referrer"],
  ["cross-origin-resource-policy", "same-origin"],
  ["strict-transport-security", "max-age=15552000; includeSubDomains"],
];

/** The API's own pages (the API docs) are documents and get the document policies. */
const isApiAnswer = (path: string) => path.startsWith("/api/") && path !== "/api/docs";

/** What @hono/node-server passes a handler as its environment: Node's own response. */
type NodeBindings = { outgoing?: Pick<ServerResponse, "setHeader"> } | undefined;

export const securityHeaders: MiddlewareHandler = (c, next) => {
  if (!isApiAnswer(c.req.path)) return documentHeaders(c, next);
  const outgoing = (c.env as NodeBindings)?.outgoing;
  // app.request() in tests has no Node response.
  if (!outgoing) return next().then(() => setOnAnswer(c.res.headers));
  // Set on Node's response before the answer exists, so they go out with any answer, an error
  // included. Setting them on the answer instead turned its plain header object into a WHATWG
  // Headers (validated, copied once more on the way out): a quarter of the hello world's rate
  // (decision record 0009). Node merges these with the answer's own; the answer's win, as
  // `mediaMayBeEmbedded` needs.
  for (const [name, value] of apiHeaders) outgoing.setHeader(name, value);
  return next();
};

function setOnAnswer(headers: Headers) {
  for (const [name, value] of apiHeaders) if (!headers.has(name)) headers.set(name, value);
}

/**
 * Stored pictures appear in e-mails and link previews, shown from other origins; they may be
 * loaded cross-origin. Registered before `securityHeaders` so it has the last word.
 */
export const mediaMayBeEmbedded: MiddlewareHandler = async (c, next) => {
  if (!c.req.path.startsWith("/api/media/")) return next();
  await next();
  c.header("cross-origin-resource-policy", "cross-origin");
};
