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
  error?: string;
};

/** Lighthouse 12 (mobile, its default) on Debian's Chromium against the production build. */
export function lighthouse(root: string, page: string, url: string): LighthouseScore {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "eventhub-lh-")), "report.json");
  const run = spawnSync(
    path.join(root, "node_modules/.bin/lighthouse"),
    [
      url,
      "--quiet",
      "--output=json",
      `--output-path=${out}`,
      "--only-categories=performance,accessibility",
      `--chrome-flags=${chromeFlags}`,
    ],
    {
      env: { ...process.env, CHROME_PATH: chromiumPath },
      encoding: "utf8",
      timeout: 180_000,
    },
  );
  if (run.status !== 0 || !fs.existsSync(out)) {
    return {
      page,
      performance: null,
      accessibility: null,
      error: (run.stderr || run.error?.message || "failed").slice(-300),
    };
  }
  const report = JSON.parse(fs.readFileSync(out, "utf8"));
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  const score = (c: string) =>
    report.categories[c]?.score == null ? null : Math.round(report.categories[c].score * 100);
  return { page, performance: score("performance"), accessibility: score("accessibility") };
}
