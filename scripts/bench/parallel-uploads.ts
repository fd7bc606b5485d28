import { mp4WithLocation } from "../../src/server/test/sample-video.ts";
import type { BenchServer } from "./bench-server.ts";

export type UploadsFigure = {
  uploads: number;
  mbEach: number;
  idleRssMb: number;
  peakRssMb: number;
  statuses: number[];
  seconds: number;
};

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
  const statuses = await Promise.all(
    Array.from({ length: uploads }, async () => {
      const res = await fetch(`${server.url}/api/events/${eventId}/gallery`, {
        method: "POST",
        body: body(),
        duplex: "half",
        headers: {
          cookie,
          origin: server.url,
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": String(length),
        },
      } as RequestInit);
      await res.arrayBuffer();
      return res.status;
    }),
  );
  clearInterval(sampler);
  const seconds = Math.round((performance.now() - started) / 10) / 100;
  return { uploads, mbEach: mb, idleRssMb, peakRssMb, statuses, seconds };
}

/** The report's line: the peak over idle against the 100 MB bar. */
export function uploadsLine(f: UploadsFigure | undefined): string[] {
  if (!f) return [];
  const above = f.peakRssMb - f.idleRssMb;
  return [
    `Uploads: ${f.uploads} parallel ${f.mbEach} MB videos in ${f.seconds} s (answers ${f.statuses.join(", ")}); server peak ${f.peakRssMb} MB, ${above} MB above idle ${above <= 100 ? "✅" : "❌"} (≤ 100 MB).`,
  ];
}
