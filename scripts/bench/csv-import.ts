import type { BenchServer } from "./bench-server.ts";

export type ImportFigure = { rows: number; seconds: number; peakRssMb: number; inserted: number };

/** Imports a generated 10,000-row CSV in one request, timing it and sampling the server's memory. */
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
  const form = new FormData();
  form.append("file", new File([lines.join("\n")], "guests.csv", { type: "text/csv" }));
  let peakRssMb = server.rssMb();
  const sampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, server.rssMb());
  }, 50);
  const started = performance.now();
  const res = await fetch(`${server.url}/api/events/${eventId}/guests/import`, {
    method: "POST",
    body: form,
    headers: { cookie, origin: server.url },
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const report = (await res.json()) as { inserted?: number };
  return { rows, seconds: Math.round(seconds * 100) / 100, peakRssMb, inserted: report.inserted ?? 0 };
}
