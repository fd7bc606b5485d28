import http from "node:http";
import type { AddressInfo } from "node:net";
import { PassThrough } from "node:stream";
import { type ServerType, serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { galleryMessages } from "../../contract/gallery.ts";
import { limitMessages } from "../../contract/payments.ts";
import { buyPackage } from "../test/buy-package.ts";
import { createEvent } from "../test/new-event.ts";
import { createTestApp, signUp, type TestApp, testOrigin } from "../test/test-app.ts";
import { discardRest } from "./refused-body.ts";

// A refused upload is answered while its client is still sending, and its body is then read to the
// end, so that fetch and browsers read the answer instead of a reset connection (refused-body.ts).
// Through a real socket: @hono/node-server's own handling of an unread body is what is at stake.

const mb = 1024 * 1024;
let t: TestApp;
let server: ServerType;
let url: string;
let host: Awaited<ReturnType<typeof signUp>>;
let full: string;
let open: string;

beforeAll(async () => {
  // No photo at all on the free plan: every upload to a free event is refused before it is read.
  // Photos up to 2 MB, videos up to 4 MB: a body is read to its end up to twice that, cut past it.
  t = await createTestApp({ FREE_PHOTO_LIMIT: "0", GALLERY_MAX_IMAGE_MB: "2", GALLERY_MAX_VIDEO_MB: "4" });
  host = await signUp(t);
  full = (await createEvent(t, host.cookie, { title: "Full Gallery" })).id;
  // Deluxe has no photo limit.
  open = (await createEvent(t, host.cookie, { title: "Open Gallery" })).id;
  await buyPackage(t, host.cookie, open, "deluxe");
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((r) => server.once("listening", r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await t.close();
});

const boundary = "refused-upload";
const opening = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="clip.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
);
const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
const formType = `multipart/form-data; boundary=${boundary}`;
type ErrorAnswer = { error: { message: string } };

/**
 * A video form of `bytes` streamed through fetch (undici) as a phone on a slow uplink sends it:
 * 64 KB at a time, pausing for longer than the 500 ms the Node adapter would read an unread body
 * for after the first MB. Tells how much had gone out when the answer came.
 */
async function streamUpload(eventId: string, bytes: number, declared = true) {
  const chunk = Buffer.alloc(64 * 1024, 7);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent === 0) controller.enqueue(opening);
      if (sent === mb) await new Promise((r) => setTimeout(r, 700));
      if (sent >= bytes) {
        controller.enqueue(closing);
        controller.close();
        return;
      }
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
  const length = opening.length + bytes + closing.length;
  const res = await fetch(`${url}/api/events/${eventId}/gallery`, {
    method: "POST",
    body,
    duplex: "half",
    headers: {
      cookie: host.cookie,
      origin: testOrigin,
      "content-type": formType,
      ...(declared ? { "content-length": String(length) } : {}),
    },
  } as RequestInit);
  const sentWhenAnswered = sent;
  return { status: res.status, answer: (await res.json()) as ErrorAnswer, sentWhenAnswered };
}

/**
 * A form sent as a browser uploads one: all of it, whatever comes back meanwhile, in two halves
 * with a pause between, over a kept-alive connection; then a second request on the same agent.
 * A reset connection is an error here, as it is for a browser's XMLHttpRequest.
 */
async function uploadThenNext(eventId: string, half: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const { hostname, port } = new URL(url);
  const send = (path: string, body?: Buffer[]) =>
    new Promise<{ status: number; reused: boolean; text: string }>((resolve, reject) => {
      const headers = { cookie: host.cookie, origin: testOrigin, "content-type": formType };
      const req = http.request({ agent, hostname, port, path, method: body ? "POST" : "GET", headers });
      // Done once the answer is read and the whole body sent (the answer may come first).
      const sentAll = new Promise((r) => req.once("finish", r));
      req.on("response", (res) => {
        let text = "";
        res.on("data", (c: Buffer) => {
          text += c.toString();
        });
        res.on("end", () =>
          sentAll.then(() =>
            setImmediate(() => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket, text })),
          ),
        );
      });
      req.on("error", reject);
      if (!body) return req.end();
      req.write(body[0]);
      setTimeout(() => req.end(body[1]), 700);
    });
  try {
    const first = Buffer.concat([opening, Buffer.alloc(half, 7)]);
    const refused = await send(`/api/events/${eventId}/gallery`, [
      first,
      Buffer.concat([Buffer.alloc(half, 7), closing]),
    ]);
    const next = await send("/api/health");
    return { refused: { status: refused.status, answer: JSON.parse(refused.text) as ErrorAnswer }, next };
  } finally {
    agent.destroy();
  }
}

describe("an upload refused before its body is read", () => {
  it("is answered while the video is still streaming, and fetch reads the message", async () => {
    const refused = await streamUpload(full, 3 * mb);
    expect(refused.status).toBe(403);
    expect(refused.answer.error.message).toBe(limitMessages.photos(0, "free plan"));
    expect(refused.sentWhenAnswered).toBeLessThan(3 * mb);
  });

  it("lets a client that sends it all, pausing on the way, read the answer and keep the connection", async () => {
    const { refused, next } = await uploadThenNext(full, 2 * mb);
    expect(refused.status).toBe(403);
    expect(refused.answer.error.message).toBe(limitMessages.photos(0, "free plan"));
    expect(next).toMatchObject({ status: 200, reused: true });
  });

  it("by another host's event: the permission's answer, read the same way", async () => {
    const stranger = await signUp(t);
    const res = await fetch(`${url}/api/events/${open}/gallery`, {
      method: "POST",
      body: new Blob([opening, Buffer.alloc(3 * mb), closing]),
      headers: { cookie: stranger.cookie, origin: testOrigin, "content-type": formType },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as ErrorAnswer).error.message).toBe(galleryMessages.noPermission);
  });
});

describe("an upload refused part-way (over the size limit)", () => {
  it("is answered with the limit's message while the rest of its body is read", async () => {
    // 6 MB without a declared length: the reader refuses at the first byte past the 4 MB video limit.
    const refused = await streamUpload(open, 6 * mb, false);
    expect(refused.status).toBe(413);
    expect(refused.answer.error.message).toBe(galleryMessages.fileTooLarge(2, 4));
    const { refused: sentWhole, next } = await uploadThenNext(open, 3 * mb);
    expect(sentWhole.status).toBe(413);
    expect(next).toMatchObject({ status: 200, reused: true });
  });

  it("a body declared at more than twice the limit is answered with Connection: close and not read", async () => {
    const res = await fetch(`${url}/api/events/${open}/gallery`, {
      method: "POST",
      headers: {
        cookie: host.cookie,
        origin: testOrigin,
        "content-type": formType,
        "content-length": String(9 * mb),
      },
      // Only the start is sent: the answer needs none of the rest.
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(opening);
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(res.headers.get("connection")).toBe("close");
    expect(((await res.json()) as ErrorAnswer).error.message).toBe(galleryMessages.fileTooLarge(2, 4));
  });
});

describe("reading the rest of a refused body (discardRest)", () => {
  it("stops a sender that never ends when the time is up, and one that sends too much", async () => {
    const slow = new PassThrough();
    slow.write(Buffer.alloc(1000));
    const started = performance.now();
    expect(await discardRest(slow, { maxBytes: 10 * mb, withinMs: 300 })).toBe(false);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(slow.destroyed).toBe(true);

    const endless = new PassThrough();
    const pump = setInterval(() => endless.write(Buffer.alloc(64 * 1024)), 1);
    expect(await discardRest(endless, { maxBytes: mb, withinMs: 10_000 })).toBe(false);
    clearInterval(pump);
    expect(endless.destroyed).toBe(true);

    const finite = new PassThrough();
    finite.end(Buffer.alloc(mb));
    expect(await discardRest(finite, { maxBytes: mb, withinMs: 10_000 })).toBe(true);
  });
});
