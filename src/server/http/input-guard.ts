import type { Context, MiddlewareHandler } from "hono";
import { AppError } from "./app-error.ts";
import { mayWrite } from "./methods.ts";

/** The field message for text PostgreSQL cannot store or UTF-8 cannot encode. */
export const invalidTextMessage = "Contains characters that are not allowed";

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** NUL (PostgreSQL text refuses it) or half of a surrogate pair (no UTF-8 encoding exists). */
export const hasBadChar = (text: string) => text.includes("\u0000") || loneSurrogate.test(text);
/**
 * JSON text whose strings could decode to a bad character; bodies without one are never parsed
 * here. (A raw NUL is not valid JSON: the route's own parser refuses it.)
 */
const suspiciousJson = /\\u(?:0000|d[89a-f])/i;
/** Both Hono's validator and Better Auth read these bodies as JSON. */
const jsonType = /^application\/([a-z0-9.+-]*\+)?json/i;

/** The 400 for a field holding a bad character. */
export const refuse = (field: string) =>
  new AppError("validation_failed", invalidTextMessage, { [field]: invalidTextMessage });

/** Decoded text, or null when an escape is malformed or the text holds a bad character. */
function cleanDecode(raw: string): string | null {
  let text: string;
  try {
    text = raw.indexOf("%") === -1 ? raw : decodeURIComponent(raw);
  } catch {
    return null;
  }
  return hasBadChar(text) ? null : text;
}

/** `a=b&c=d` (a query or a form body): the first pair whose key or value does not decode cleanly. */
function checkPairs(encoded: string): void {
  for (const pair of encoded.split("&")) {
    const eq = pair.indexOf("=");
    const rawKey = (eq === -1 ? pair : pair.slice(0, eq)).replace(/\+/g, " ");
    const key = cleanDecode(rawKey);
    if (key === null) throw refuse("_");
    if (eq !== -1 && cleanDecode(pair.slice(eq + 1).replace(/\+/g, " ")) === null) throw refuse(key || "_");
  }
}

function checkUrl(url: string): void {
  // A URL holds NUL or surrogates only as escapes: most requests stop here.
  if (url.indexOf("%") === -1 && !hasBadChar(url)) return;
  const pathStart = url.indexOf("/", url.indexOf("//") + 2);
  const hash = url.indexOf("#", pathStart);
  const end = hash === -1 ? url.length : hash;
  const queryStart = url.indexOf("?", pathStart);
  const pathEnd = queryStart === -1 || queryStart > end ? end : queryStart;
  if (cleanDecode(url.slice(pathStart, pathEnd)) === null) throw refuse("path");
  if (pathEnd < end) checkPairs(url.slice(pathEnd + 1, end));
}

/** The dotted path of the first string (or key) in a parsed JSON value holding a bad character. */
function badJsonField(root: unknown): string | null {
  // A loop, not recursion: a deeply nested body must not overflow the stack.
  const stack: [unknown, string][] = [[root, ""]];
  while (stack.length > 0) {
    const [value, path] = stack.pop() as [unknown, string];
    if (typeof value === "string") {
      if (hasBadChar(value)) return path || "_";
    } else if (typeof value === "object" && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        if (hasBadChar(key)) return path || "_";
        stack.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}

/** A JSON body's refusal, kept apart so the guard may leave it for the route's validator. */
class JsonBodyRefusal extends AppError {}

async function checkBody(c: Context): Promise<void> {
  // A GET or HEAD has no body; asking for one would build a full Request object for every read.
  if (c.req.method === "GET" || c.req.method === "HEAD" || !c.req.raw.body) return;
  const type = c.req.header("content-type") ?? "";
  if (jsonType.test(type)) {
    // A clone: Better Auth reads the raw request, which must stay unread for it.
    const text = await c.req.raw.clone().text();
    if (!suspiciousJson.test(text)) return;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return; // The route's own parser answers malformed JSON with a 400.
    }
    const field = badJsonField(value);
    if (field !== null)
      throw new JsonBodyRefusal("validation_failed", invalidTextMessage, { [field]: invalidTextMessage });
  } else if (type.toLowerCase().includes("application/x-www-form-urlencoded")) {
    checkPairs(await c.req.raw.clone().text());
  }
  // Multipart bodies are read only by their handler, after it has checked who is asking, through
  // the one reader (multipart.ts), which refuses bad text fields and file names as it streams.
}

/**
 * Refuses, for every API route, input no handler can use: malformed percent-escapes, NUL and
 * lone surrogates in the path, a query value, a JSON or form body (multipart text fields: multipart.ts).
 * The answer is the usual 400 naming the field, not an error deep in a decoder or the database.
 * `beforeRefusing` runs first and may throw its own, earlier answer (who you are comes before
 * what you sent: docs/security.md).
 */
export function inputGuardWith(
  beforeRefusing?: (c: Context) => void,
  /** Whether the route validates its JSON body itself: then a bad JSON body waits for its validator. */
  validatesJson: (c: Context) => boolean = () => false,
): MiddlewareHandler {
  const refusingAfter = (err: unknown, c: Context) => {
    if (beforeRefusing && err instanceof AppError) beforeRefusing(c);
    throw err;
  };
  return (c, next) => {
    try {
      checkUrl(c.req.url);
    } catch (err) {
      refusingAfter(err, c);
    }
    // A read has no body to check: no promise to wait for on the hottest path.
    if (!mayWrite(c.req.method)) return next();
    return checkBody(c).then(next, (err: unknown) => {
      if (!(err instanceof JsonBodyRefusal) || !validatesJson(c)) return refusingAfter(err, c);
      // The validator's hook answers it, after the path's own check (validation-hook.ts).
      c.set("inputRefusal", err);
      return next();
    });
  };
}

export const inputGuard = inputGuardWith();
