import type { BenchServer } from "./bench-server.ts";

export type ImportFigure = { rows: number; seconds: number; peakRssMb: number; inserted: number };

/** Previews and imports a generated 10,000-row CSV, timing both and sampling the server's memory. */
export async function benchCsvImport(
  server: BenchServer,
  cookie: string,
  eventId: string,
  rows = 10_000,
): Promise<ImportFigure> {
  const lines = ["name,email,phone,category,status"];
  for (let i = 1; i <= rows; i++)
    lines.push(
      `"Guest, ${i}",bench.import.${i}@example.com,+91 90000 ${String(i).padStart(5, "0")},friend,invited`,
    );
  const csv = lines.join("\n");
  const form = () => {
    const f = new FormData();
    f.append("file", new File([csv], "guests.csv", { type: "text/csv" }));
    return f;
  };
  let peakRssMb = server.rssMb();
  const sampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, server.rssMb());
  }, 50);
  const started = performance.now();
  // As the host does it: the preview, then the import of what it showed; timed together.
  const preview = await fetch(`${server.url}/api/events/${eventId}/guests/import/preview`, {
    method: "POST",
    body: form(),
    headers: { cookie, origin: server.url },
  });
  const { fingerprint } = (await preview.json()) as { fingerprint: string };
  const body = form();
  body.append("fingerprint", fingerprint);
  const res = await fetch(`${server.url}/api/events/${eventId}/guests/import`, {
    method: "POST",
    body,
    headers: { cookie, origin: server.url },
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const report = (await res.json()) as { inserted?: number };
  return { rows, seconds: Math.round(seconds * 100) / 100, peakRssMb, inserted: report.inserted ?? 0 };
}
