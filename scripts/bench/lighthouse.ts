import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromiumArgs, chromiumPath } from "../chromium-args.ts";

const chromeFlags = chromiumArgs.join(" ");

export type LighthouseScore = {
  page: string;
  performance: number | null;
  accessibility: number | null;
  /** The SEO category (status code, robots.txt, meta description, crawlable links, …). */
  seo?: number | null;
  /** The SEO audits that did not pass, by id. */
  seoFailed?: string[];
  /** Largest Contentful Paint and Total Blocking Time, simulated mobile (Lantern), in ms. */
  lcpMs?: number | null;
  tbtMs?: number | null;
  /** What the page loaded over the network: transferSize (gzipped, with headers) of scripts, stylesheets. */
  jsKb?: number;
  cssKb?: number;
  error?: string;
};

type NetworkRequest = { url: string; resourceType?: string; transferSize?: number };

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/**
 * Lighthouse 12 (mobile, its default) on Debian's Chromium against the production build. On a busy
 * machine a run now and then fails to record its trace (NO_NAVSTART): such a run is tried again.
 */
export function lighthouse(root: string, page: string, url: string, attempts = 3): LighthouseScore {
  let score = runLighthouse(root, page, url);
  // A page the server answers with an error status fails the same way every time.
  for (let i = 1; i < attempts && score.error && !/Status code: [45]\d\d/.test(score.error); i++) {
    console.log(`   ${page}: Lighthouse failed, again (${score.error.replace(/\s+/g, " ").slice(-120)})`);
    score = runLighthouse(root, page, url);
  }
  return score;
}

function runLighthouse(root: string, page: string, url: string): LighthouseScore {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "eventhub-lh-")), "report.json");
  const run = spawnSync(
    path.join(root, "node_modules/.bin/lighthouse"),
    [
      url,
      "--quiet",
      "--output=json",
      `--output-path=${out}`,
      "--only-categories=performance,accessibility,seo",
      `--chrome-flags=${chromeFlags}`,
    ],
    {
      env: { ...process.env, CHROME_PATH: chromiumPath },
      encoding: "utf8",
      timeout: 180_000,
    },
  );
  if (run.status !== 0 || !fs.existsSync(out)) {
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
    return {
      page,
      performance: null,
      accessibility: null,
      error: (run.stderr || run.error?.message || "failed").slice(-300),
    };
  }
  const report = JSON.parse(fs.readFileSync(out, "utf8"));
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  if (report.runtimeError?.code) {
    return {
      page,
      performance: null,
      accessibility: null,
      error: `${report.runtimeError.code}: ${report.runtimeError.message ?? ""}`.slice(0, 300),
    };
  }
  const score = (c: string) =>
    report.categories[c]?.score == null ? null : Math.round(report.categories[c].score * 100);
  const ms = (audit: string): number | null => {
    const v = report.audits[audit]?.numericValue;
    return typeof v === "number" ? Math.round(v) : null;
  };
  const requests: NetworkRequest[] = report.audits["network-requests"]?.details?.items ?? [];
  const transferred = (type: string) =>
    kb(requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0));
  return {
    page,
    performance: score("performance"),
    accessibility: score("accessibility"),
    seo: score("seo"),
    seoFailed: (report.categories.seo?.auditRefs ?? [])
      .map((ref: { id: string }) => ref.id)
      .filter((id: string) => report.audits[id]?.score === 0),
    lcpMs: ms("largest-contentful-paint"),
    tbtMs: ms("total-blocking-time"),
    jsKb: transferred("Script"),
    cssKb: transferred("Stylesheet"),
  };
}
