import { Readable } from "node:stream";
import type { Context, MiddlewareHandler } from "hono";

// An upload refused before its body has arrived (not signed in, not yours, over the plan or the
// size limit) has a client still sending. If the server answers and closes the connection on the
// unread bytes, the kernel resets it, and a client that had not yet read the answer (undici under
// load, a browser over a real network) reports "other side closed" or a network error instead of
// the message. @hono/node-server reads an unread body for only 500 ms or 64 MB after the answer,
// then closes. So the answer goes out at once, complete (with its length), but is ended only once
// the rest of the body has been read and thrown away: the connection then stays usable. A body
// far past the route's limit, or one still arriving when the time is up, is cut.

/** How long the rest of a refused body may take to arrive before its connection is cut. */
export const refusedBodyMs = 30_000;

export type Allowance = {
  /** The most bytes read and thrown away. */
  maxBytes: number;
  /** The most time it may take, in milliseconds. */
  withinMs: number;
};

/**
 * What is read of a refused body whose route takes at most `limit` bytes, `read` of them already:
 * a body up to twice the limit (a video a little too long, as a browser declares it) is read to its
 * end, so its sender learns why; anything larger is cut.
 */
export const refusedBodyAllowance = (limit: number, read = 0): Allowance => ({
  maxBytes: Math.max(0, 2 * limit - read),
  withinMs: refusedBodyMs,
});

/**
 * Reads `input` to its end and throws the bytes away. Resolves true once it ended, false when it
 * went past the allowance, failed or closed early (it is then destroyed).
 */
export function discardRest(input: Readable, allowance: Allowance): Promise<boolean> {
  if (input.readableEnded) return Promise.resolve(true);
  if (input.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    let bytes = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      input.off("data", onData);
      input.off("end", onEnd);
      input.off("error", onCut);
      input.off("close", onCut);
      if (!ended) input.destroy();
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > allowance.maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onCut = () => finish(false);
    const timer = setTimeout(onCut, allowance.withinMs);
    input.on("data", onData);
    input.once("end", onEnd);
    input.once("error", onCut);
    input.once("close", onCut);
    input.resume();
  });
}

/** The rest of a body a reader refused part-way (http/multipart.ts), being read and thrown away. */
const restBeingRead = new WeakMap<Context, Promise<boolean>>();

/**
 * Throws away the rest of `input`, which the request's reader has refused, and lets the answer
 * wait for it (readRefusedBody). Without that middleware (a route taking small forms) the
 * adapter's own short read applies.
 */
export function discardRestOf(c: Context, input: Readable, allowance: Allowance): void {
  restBeingRead.set(c, discardRest(input, allowance));
}

/**
 * The answer as it is, sent at once with its length, and ended once `read` settles: the client has
 * the whole answer while it is still sending, and the connection stays open until its body is in.
 */
async function endAnswerAfter(c: Context, read: Promise<boolean>): Promise<void> {
  const res = c.res;
  const bytes = new Uint8Array(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  headers.set("content-length", String(bytes.byteLength));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
    },
    async pull(controller) {
      await read;
      controller.close();
    },
  });
  // Cleared first: Hono's setter would otherwise copy the old response's headers onto the new one.
  c.res = undefined;
  c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
}

/**
 * For upload routes taking at most `limit(c)` bytes: a body not read to its end when the answer is
 * decided (refused before reading, or part-way by the multipart reader) is read and thrown away
 * within its allowance while the answer goes out, so the client can read it. A body declared past
 * the allowance is not read: its answer says `Connection: close`.
 */
export function readRefusedBody(limit: (c: Context) => number): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const partRead = restBeingRead.get(c);
    if (partRead) return endAnswerAfter(c, partRead);
    const body = c.req.raw.body;
    if (!body || body.locked || c.req.raw.bodyUsed) return;
    const allowance = refusedBodyAllowance(limit(c));
    if (Number(c.req.header("content-length") ?? "0") > allowance.maxBytes) {
      c.header("Connection", "close");
      return;
    }
    const input = Readable.fromWeb(body as import("node:stream/web").ReadableStream);
    return endAnswerAfter(c, discardRest(input, allowance));
  };
}
