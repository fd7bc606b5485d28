import type { BenchServer } from "./bench-server.ts";

export type ExportFigure = { rows: number; seconds: number; megabytes: number; rssAboveIdleMb: number };

/**
 * Downloads an event's whole guest list as CSV, reading it as it streams, while sampling the
 * server's memory: a streamed export keeps it flat however long the list is.
 */
export async function benchCsvExport(
  server: BenchServer,
  cookie: string,
  eventId: string,
): Promise<ExportFigure> {
  const idle = server.rssMb();
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, server.rssMb());
  }, 50);
  const started = performance.now();
  const res = await fetch(`${server.url}/api/events/${eventId}/guests/export`, { headers: { cookie } });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return {
    // The header line is not a guest.
    rows: Math.max(0, lines - 1),
    seconds: Math.round(seconds * 100) / 100,
    megabytes: Math.round((bytes / 1e6) * 10) / 10,
    rssAboveIdleMb: peak - idle,
  };
}
