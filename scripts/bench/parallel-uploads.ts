import { mp4WithLocation } from "../../src/server/test/sample-video.ts";
import type { BenchServer } from "./bench-server.ts";

/** One upload's outcome: its status, or 0 when no answer came (the connection failed). */
export type UploadAnswer = { status: number; message: string | null };

export type UploadsFigure = {
  uploads: number;
  mbEach: number;
  idleRssMb: number;
  peakRssMb: number;
  statuses: number[];
  /** What each refused or failed upload was told (the server's message, or the network error). */
  refusals: string[];
  seconds: number;
};

/** Sends one upload and reads its answer; a refusal or a broken connection is an outcome, not a crash. */
async function sendUpload(url: string, init: RequestInit): Promise<UploadAnswer> {
  try {
    const res = await fetch(url, init);
    const text = await res.text();
    if (res.status === 201) return { status: 201, message: null };
    let message = text.slice(0, 200);
    try {
      message = (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? message;
    } catch {
      // Not the API's error envelope: the text as it came.
    }
    return { status: res.status, message };
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause;
    return { status: 0, message: `no answer: ${cause?.message ?? (error as Error).message}` };
  }
}

/**
 * Four hosts' videos at once: `uploads` parallel gallery posts of `mb` MB each, streamed from the
 * client (no copy in the bench's memory either), sampling the server's memory every 50 ms. Each
 * file is a real MP4 (header, movie box, media data), so it is checked and stored like a phone's.
 * The server streams uploads to disk: its peak should stay within 100 MB of idle.
 */
export async function benchParallelUploads(
  server: BenchServer,
  cookie: string,
  eventId: string,
  uploads = 4,
  mb = 99,
): Promise<UploadsFigure> {
  const mediaBytes = mb * 1024 * 1024 - 4096;
  // The MP4's boxes with an empty media box, whose size is then set to hold the streamed bytes.
  const head = mp4WithLocation(0);
  head.writeUInt32BE(8 + mediaBytes, head.length - 8);
  const boundary = "bench-upload-boundary";
  const opening = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="clip.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(256 * 1024, 7);
  const body = () => {
    let left = mediaBytes;
    let started = false;
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(Buffer.concat([opening, head]));
        } else if (left > 0) {
          const n = Math.min(left, chunk.length);
          left -= n;
          controller.enqueue(chunk.subarray(0, n));
        } else {
          controller.enqueue(closing);
          controller.close();
        }
      },
    });
  };
  const length = opening.length + head.length + mediaBytes + closing.length;
  const idleRssMb = server.rssMb();
  let peakRssMb = idleRssMb;
  const sampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, server.rssMb());
  }, 50);
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: uploads }, () =>
      sendUpload(`${server.url}/api/events/${eventId}/gallery`, {
        method: "POST",
        body: body(),
        duplex: "half",
        headers: {
          cookie,
          origin: server.url,
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": String(length),
        },
      } as RequestInit),
    ),
  );
  clearInterval(sampler);
  const seconds = Math.round((performance.now() - started) / 10) / 100;
  const refusals = [...new Set(answers.filter((a) => a.message).map((a) => `${a.status}: ${a.message}`))];
  for (const r of refusals) console.log(`   upload refused or failed: ${r}`);
  const statuses = answers.map((a) => a.status);
  return { uploads, mbEach: mb, idleRssMb, peakRssMb, statuses, refusals, seconds };
}

/**
 * The report's line: the peak over idle against the 100 MB bar, met only when every upload was
 * stored; a refusal is named with what the server said.
 */
export function uploadsLine(f: UploadsFigure | undefined): string[] {
  if (!f) return [];
  const above = f.peakRssMb - f.idleRssMb;
  const stored = f.statuses.every((s) => s === 201);
  const answers = f.statuses.map((s) => (s === 0 ? "no answer" : String(s))).join(", ");
  return [
    `Uploads: ${f.uploads} parallel ${f.mbEach} MB videos in ${f.seconds} s (answers ${answers}${stored ? "" : " ❌"}); server peak ${f.peakRssMb} MB, ${above} MB above idle ${stored && above <= 100 ? "✅" : "❌"} (≤ 100 MB).`,
    ...(f.refusals ?? []).map((r) => `  - refused or failed: ${r}`),
  ];
}
