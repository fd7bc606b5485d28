import type { ImportFigure } from "./csv-import.ts";
import type { PageWeight } from "./frontend-size.ts";
import type { GuestHtml } from "./guest-html.ts";
import type { LighthouseScore } from "./lighthouse.ts";
import type { LoadResult } from "./load.ts";

/** One guest page: its first HTML (fetched without script) and its Lighthouse run, if any. */
export type GuestPageFigure = { page: string; html: GuestHtml; lighthouse: LighthouseScore | null };

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
  guestPages: GuestPageFigure[];
  lighthouse: LighthouseScore[];
};

/** The targets of DESIGN.md's quality bars and issue 10, printed beside each figure. */
const targets = {
  ratio: 0.5,
  p99Ms: 50,
  /** The public event page served as HTML, as a ratio to hello world (on PostgreSQL). */
  htmlRatio: 0.3,
  jsKb: 90,
  performance: 98,
  accessibility: 100,
  lcpS: 1.5,
};

/** Routes gated by a ratio to hello world, by name. */
const ratioGates: Record<string, string> = {
  "public event page (HTML)": `target ≥ ${targets.htmlRatio} on PostgreSQL`,
};

const round1 = (n: number) => Math.round(n * 10) / 10;
const cell = (s: string) => s.replace(/\n/g, " ").replace(/\|/g, "\\|");

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
        : ratioGates[x.name]
          ? ` ${mark(x.ratio >= targets.htmlRatio)} (${ratioGates[x.name]})`
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
  lines.push(...guestPagesSection(r.guestPages));
  lines.push(
    "## Front end bundles (gzipped, from Vite's manifest)",
    "",
    "| page | JS KB | CSS KB | note |",
    "|---|---|---|---|",
  );
  for (const w of r.weights) {
    lines.push(`| ${w.page} | ${w.jsKb} | ${w.cssKb} | ${cell(w.error ?? w.note ?? "")} |`);
  }
  const others = r.lighthouse.filter((l) => !r.guestPages.some((g) => g.page === l.page));
  if (others.length > 0) {
    lines.push("", "## Lighthouse (mobile)", "", "| page | performance | accessibility |", "|---|---|---|");
    for (const l of others) {
      if (l.error) {
        lines.push(`| ${l.page} | failed: ${cell(l.error)} | |`);
        continue;
      }
      lines.push(
        `| ${l.page} | ${l.performance} ${mark((l.performance ?? 0) >= targets.performance)} (≥ ${targets.performance}) | ${l.accessibility} ${mark((l.accessibility ?? 0) >= targets.accessibility)} (${targets.accessibility}) |`,
      );
    }
  }
  return lines.join("\n");
}

/**
 * Issue 10's table: per guest page, the gzipped JS and CSS it loaded, Lighthouse mobile (simulated
 * throttling) performance, accessibility, LCP and TBT, and whether its content is in the first HTML.
 */
/** Lighthouse's four cells of the guest pages table: performance, accessibility, LCP, TBT. */
function scoreCells(l: LighthouseScore | null): string {
  if (!l) return "not run | | | ";
  if (l.error) return `failed: ${cell(l.error)} | | | `;
  return [
    `${l.performance} ${mark((l.performance ?? 0) >= targets.performance)}`,
    `${l.accessibility} ${mark((l.accessibility ?? 0) >= targets.accessibility)}`,
    l.lcpMs == null ? "?" : `${round1(l.lcpMs / 1000)} ${mark(l.lcpMs <= targets.lcpS * 1000)}`,
    l.tbtMs == null ? "?" : String(l.tbtMs),
  ].join(" | ");
}

function guestPagesSection(pages: GuestPageFigure[]): string[] {
  if (pages.length === 0) return [];
  const lines = [
    "## Guest pages",
    "",
    `Targets: JS ≤ ${targets.jsKb} KB gzipped, Lighthouse mobile performance ≥ ${targets.performance} and accessibility ${targets.accessibility}, LCP ≤ ${targets.lcpS} s (simulated), content in the first HTML.`,
    "JS and CSS: what Lighthouse's browser loaded (transfer sizes of scripts and stylesheets) plus the CSS inline in the HTML (`<style data-guest-css>`, gzipped); without a Lighthouse run, the files the HTML names, gzipped.",
    "",
    "| page | JS KB gz | CSS KB gz (inline) | Lighthouse perf | a11y | LCP s | TBT ms | content in first HTML |",
    "|---|---|---|---|---|---|---|---|",
    `| *targets* | ≤ ${targets.jsKb} | | ≥ ${targets.performance} | ${targets.accessibility} | ≤ ${targets.lcpS} | | yes |`,
  ];
  const lines2 = [
    "",
    "Where the figures come from (KB, gzipped; Lighthouse's are transfer sizes, with headers and the server's own encoding):",
    "",
    "| page | HTML | inline CSS | script files (gzip) | stylesheet files (gzip) | Lighthouse scripts | Lighthouse stylesheets | HTTP |",
    "|---|---|---|---|---|---|---|---|",
  ];
  for (const { page, html, lighthouse: l } of pages) {
    const ran = l && !l.error;
    const js = ran && l.jsKb != null ? l.jsKb : html.jsKb;
    const cssFiles = ran && l.cssKb != null ? l.cssKb : html.cssFilesKb;
    const css = round1(cssFiles + html.inlineCssKb);
    if (html.status !== 200) {
      lines.push(`| ${page} | | | ${scoreCells(l)} | no ❌ (HTTP ${html.status}) |`);
      lines2.push(`| ${page} | ${html.htmlKb} | | | | | | ${html.status} |`);
      continue;
    }
    const content = html.contentInHtml ? "yes ✅" : `no ❌ (missing ${cell(html.missing.join(", "))})`;
    lines.push(
      `| ${page} | ${js} ${mark(js <= targets.jsKb)} | ${css} (${html.inlineCssKb}) | ${scoreCells(l)} | ${content} |`,
    );
    lines2.push(
      `| ${page} | ${html.htmlKb} | ${html.inlineCssKb} | ${html.jsKb} | ${html.cssFilesKb} | ${ran ? l.jsKb : ""} | ${ran ? l.cssKb : ""} | ${html.status} |`,
    );
  }
  return [...lines, ...lines2, ""];
}
