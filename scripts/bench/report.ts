import type { ImportFigure } from "./csv-import.ts";
import type { PageWeight } from "./frontend-size.ts";
import type { LighthouseScore } from "./lighthouse.ts";
import type { LoadResult } from "./load.ts";

type Report = {
  date: string;
  seconds: number;
  connections: number;
  runs: {
    database: string;
    idleRssMb: number;
    peakRssMb: number;
    routes: (LoadResult & { ratio: number })[];
    csvImport: ImportFigure;
  }[];
  weights: PageWeight[];
  lighthouse: LighthouseScore[];
};

/** The targets of DESIGN.md's quality bars, printed beside each figure. */
const targets = {
  ratio: 0.5,
  p99Ms: 50,
  jsKb: 150,
  performance: 98,
  accessibility: 100,
};

const mark = (ok: boolean) => (ok ? "✅" : "❌");

export function renderReport(r: Report): string {
  const lines = [
    `# Benchmark ${r.date}`,
    "",
    `autocannon: ${r.connections} connections, ${r.seconds} s per route, 127.0.0.1.`,
    "",
  ];
  for (const run of r.runs) {
    lines.push(
      `## API on ${run.database}`,
      "",
      "| route | req/s | p50 ms | p99 ms | ratio to hello | errors / non-2xx |",
      "|---|---|---|---|---|---|",
    );
    for (const x of run.routes) {
      const gated = x.name.startsWith("public event by id");
      const note = gated
        ? ` ${mark(x.ratio >= targets.ratio && x.p99 < targets.p99Ms)} (target ≥ ${targets.ratio}, p99 < ${targets.p99Ms} ms on PostgreSQL)`
        : "";
      lines.push(
        `| ${x.name} | ${x.rps} | ${x.p50} | ${x.p99} | ${x.ratio}${note} | ${x.errors} / ${x.non2xx} |`,
      );
    }
    const small = run.routes.find((x) => x.name === "guest list page, 100 guests");
    const large = run.routes.find((x) => x.name === "guest list page, 10,000 guests");
    if (small && large) {
      const ratio = Math.round((large.rps / (small.rps || 1)) * 100) / 100;
      lines.push(
        "",
        `Scale: a page of the 10,000-guest list serves at ${ratio} × the rate of the 100-guest list ${mark(ratio >= 0.8)} (target: as fast, ≥ 0.8).`,
      );
    }
    const imp = run.csvImport;
    lines.push(
      `CSV import: ${imp.inserted.toLocaleString("en-US")} of ${imp.rows.toLocaleString("en-US")} rows in ${imp.seconds} s in one request; server peak RSS ${imp.peakRssMb} MB.`,
      "",
      `Server memory: ${run.idleRssMb} MB idle, ${run.peakRssMb} MB peak under load.`,
      "",
    );
  }
  lines.push(
    "## Front end (gzipped, first load)",
    "",
    "| page | JS KB | CSS KB | target |",
    "|---|---|---|---|",
  );
  for (const w of r.weights) {
    const gated = w.page === "public event page";
    lines.push(
      `| ${w.page} | ${w.jsKb} | ${w.cssKb} | ${gated ? `${mark(w.jsKb <= targets.jsKb)} JS ≤ ${targets.jsKb} KB` : ""} |`,
    );
  }
  lines.push("", "## Lighthouse (mobile)", "", "| page | performance | accessibility |", "|---|---|---|");
  for (const l of r.lighthouse) {
    if (l.error) {
      lines.push(`| ${l.page} | failed: ${l.error.replace(/\n/g, " ")} | |`);
      continue;
    }
    lines.push(
      `| ${l.page} | ${l.performance} ${mark((l.performance ?? 0) >= targets.performance)} (≥ ${targets.performance}) | ${l.accessibility} ${mark((l.accessibility ?? 0) >= targets.accessibility)} (${targets.accessibility}) |`,
    );
  }
  return lines.join("\n");
}
