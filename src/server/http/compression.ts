import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { parseAccept } from "hono/utils/accept";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";

export type Encoding = "br" | "gzip";

/**
 * Below this many bytes an answer goes out as it is: it fits one TCP packet either way, and making
 * a gzip stream for a four-byte `pong` cost the hello world nine tenths of its rate (issue 31).
 */
export const compressThreshold = 1024;

/** Bodies above this are compressed off the event loop (zlib's thread pool); smaller ones at once. */
const syncLimit = 64 * 1024;

const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/**
 * Which encoding a request takes (its Accept-Encoding, q=0 refusing one). Brotli only where it is
 * worth its cost: HTML, and answers kept compressed (`brotli`); gzip everywhere else.
 */
export function acceptedEncoding(header: string | undefined, brotli: boolean): Encoding | null {
  if (!header) return null;
  const accepts = parseAccept(header);
  const q = (name: string) =>
    accepts.find((a) => a.type.toLowerCase() === name)?.q ?? accepts.find((a) => a.type === "*")?.q ?? 0;
  if (brotli && q("br") > 0) return "br";
  return q("gzip") > 0 ? "gzip" : null;
}

/**
 * `body` compressed. A copy that is kept and sent many times (`kept`) takes a little more effort than
 * one made for a single answer. Not Brotli's 9 or more: on a guest-list page of 24 KB quality 9 saved
 * 19 bytes of 2,751 over quality 5 and took 3.7 ms against 1.3 in the server's malloc settings (its
 * tables come fresh from the system each call), 2026-11-27.
 */
export function encodeSync(
  body: string | Uint8Array,
  encoding: Encoding,
  kept: boolean,
): Buffer<ArrayBuffer> {
  if (encoding === "gzip") return gzipSync(body);
  return brotliCompressSync(body, brotliOptions(body, kept));
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

async function encode(body: Uint8Array, encoding: Encoding): Promise<Buffer<ArrayBuffer>> {
  if (body.byteLength <= syncLimit) return encodeSync(body, encoding, false);
  return encoding === "gzip" ? gzipAsync(body) : brotliAsync(body, brotliOptions(body, false));
}

/**
 * Brotli's window fitted to the body. With its default window (4 MB) quality 9 set up hash tables
 * for that window on every call, whatever the body: 59 ms for a guest-list page of 18 KB, against
 * 0.4 ms with a window of 32 KB and the same output within a few bytes (measured 2026-11-27; the
 * size hint does not shrink them). On the parts bench that setup was half the server's time.
 */
function brotliOptions(body: string | Uint8Array, kept: boolean) {
  const size = typeof body === "string" ? Buffer.byteLength(body) : body.byteLength;
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: kept ? 5 : 4,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
      [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(size),
    },
  };
}

/** The smallest window (2^bits − 16 bytes) that holds the whole body, within Brotli's 10–24 bits. */
export function brotliWindowBits(size: number): number {
  return Math.min(
    constants.BROTLI_MAX_WINDOW_BITS,
    Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(size + 16))),
  );
}

/**
 * Sends bytes already compressed with `encoding` (a kept copy), as `contentType`. The caller names
 * accept-encoding in its Vary header (with whatever else its answer varies by).
 */
export function sendEncoded(
  c: Context,
  bytes: Uint8Array<ArrayBuffer>,
  encoding: Encoding,
  contentType: string,
) {
  c.header("content-type", contentType);
  c.header("content-encoding", encoding);
  return c.body(bytes);
}

/** Compressed copies of one text that is sent again and again (a kept answer, the SPA's index.html). */
export type KeptCopies = Partial<Record<Encoding, Buffer<ArrayBuffer>>>;

/** The encoding a kept copy of `text` goes out in for this request; null: send the text as it is. */
export function keptCopyEncoding(c: Context, text: string): Encoding | null {
  return text.length >= compressThreshold ? acceptedEncoding(c.req.header("accept-encoding"), true) : null;
}

/**
 * Sends `text` compressed with `encoding` from `copies`, where the copy is made and kept the first
 * time that encoding is asked for (`made` hears its size), as `contentType`.
 */
export function sendKeptCopy(
  c: Context,
  copies: KeptCopies,
  text: string,
  encoding: Encoding,
  contentType: string,
  made?: (bytes: number) => void,
) {
  let copy = copies[encoding];
  if (!copy) {
    copy = encodeSync(text, encoding, true);
    copies[encoding] = copy;
    made?.(copy.byteLength);
  }
  c.header("vary", "accept-encoding");
  return sendEncoded(c, copy, encoding, contentType);
}

function addVary(headers: Headers) {
  const vary = headers.get("vary");
  if (!vary) headers.set("vary", "accept-encoding");
  else if (vary !== "*" && !/\baccept-encoding\b/i.test(vary))
    headers.set("vary", `${vary}, accept-encoding`);
}

/**
 * Pages and API answers compressed for clients that ask, when it is worth it: text of at least
 * `compressThreshold` bytes, Brotli for HTML, gzip otherwise. Answers sent again and again carry
 * their own kept copies (page-cache.ts, answer-cache.ts, the SPA's index.html) and pass through
 * untouched; so do server-sent events (the content-type filter) and a HEAD. Downloads
 * (Content-Disposition: exports, backups) may be streamed and long: they are compressed as a
 * stream. Every other answer is read whole (they are built in memory) and compressed in one call;
 * Hono's own compress middleware streamed even a `pong` through a CompressionStream.
 */
export const compressAnswers: MiddlewareHandler = async (c, next) => {
  const accepts = c.req.header("accept-encoding");
  // No Accept-Encoding (scripts, health checks): nothing to look at afterwards.
  if (!accepts || c.req.method === "HEAD") return next();
  await next();
  const res = c.res;
  if (res.status === 204 || res.status === 206 || res.status === 304) return;
  const type = res.headers.get("content-type");
  if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) || res.headers.has("content-encoding")) return;
  if (noTransform.test(res.headers.get("cache-control") ?? "")) return;
  // An answer too small to compress is the same for every client: no Vary for it.
  const length = res.headers.get("content-length");
  if (length !== null && Number(length) < compressThreshold) return;
  const known = bodyAsGiven(res);
  if (known !== undefined && byteLength(known) < compressThreshold) return;
  const encoding = acceptedEncoding(accepts, /^\s*text\/html\b/i.test(type));
  if (!encoding) {
    addVary(res.headers);
    return;
  }
  const headers = new Headers(res.headers);
  addVary(headers);
  const compressed = (as: Encoding) => {
    headers.set("content-encoding", as);
    headers.delete("content-length");
    const etag = headers.get("etag");
    if (etag && !etag.startsWith("W/")) headers.set("etag", `W/${etag}`);
  };
  let body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>;
  if (headers.has("content-disposition")) {
    if (!res.body) return;
    // A stream: gzip (CompressionStream has no Brotli).
    body = res.body.pipeThrough(new CompressionStream("gzip"));
    compressed("gzip");
  } else {
    const bytes = known === undefined ? new Uint8Array(await res.arrayBuffer()) : toBytes(known);
    if (bytes.byteLength < compressThreshold) {
      // Too small to be worth it: the same bytes, in a response of their own (the old body is read).
      body = new Uint8Array(bytes);
    } else {
      body = await encode(bytes, encoding);
      compressed(encoding);
    }
  }
  // Cleared first: Hono's setter would otherwise copy the old response's headers onto the new one.
  c.res = undefined;
  c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
};

/**
 * The body a response was made with, when it was a string or bytes: @hono/node-server's Response
 * keeps it under a symbol of its own and writes it to the socket without ever building a real
 * Response. Asking the response itself for its body (`.body`, `.arrayBuffer()`) builds one: for a
 * four-byte `pong` that halved the hello world's rate, only to find the answer too small to
 * compress. Undefined anywhere else (a stream, or another runtime's Response, as in tests through
 * app.request), and the body is then read as any Response's is.
 */
function bodyAsGiven(res: Response): string | Uint8Array | undefined {
  nodeServerBody ??=
    Object.getOwnPropertySymbols(new Response("")).find((s) => s.description === "cache") ?? null;
  if (!nodeServerBody) return undefined;
  const kept = (res as unknown as Record<symbol, unknown[] | undefined>)[nodeServerBody]?.[1];
  return typeof kept === "string" || kept instanceof Uint8Array ? kept : undefined;
}
/** The symbol, looked up on the first answer, when the server has put its Response in place. */
let nodeServerBody: symbol | null | undefined;

/** A string's length in UTF-8 bytes is at least its length in UTF-16 units: counted only when short. */
const byteLength = (body: string | Uint8Array) =>
  typeof body !== "string"
    ? body.byteLength
    : body.length >= compressThreshold
      ? body.length
      : Buffer.byteLength(body);

const toBytes = (body: string | Uint8Array) => (typeof body === "string" ? Buffer.from(body) : body);
