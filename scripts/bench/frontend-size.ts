import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/**
 * The pages whose first load we weigh, as keys of Vite's manifest (relative to src/web): the chunks a
 * browser loads are these and their static imports. The guest pages (home, /events, /events/{id},
 * /invite/..., /rsvp/...) are HTML from the server with their CSS inline, plus one small script;
 * the dashboard's pages are the SPA: index.html's entry and the page's lazy chunk.
 */
export const pages: { page: string; keys: string[]; note?: string }[] = [
  {
    page: "guest pages (script)",
    keys: ["guest/enhance.ts"],
    note: "CSS is inline in each page's HTML (see Guest pages)",
  },
  { page: "login page", keys: ["index.html", "features/auth/login-page.tsx"] },
  { page: "dashboard", keys: ["index.html", "features/dashboard/dashboard-home-page.tsx"] },
];

export type PageWeight = { page: string; jsKb: number; cssKb: number; note?: string; error?: string };

/** Gzipped JS and CSS a browser loads for a page: its manifest chunks and their static imports. */
export function pageWeights(webDir: string): PageWeight[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(webDir, ".vite/manifest.json"), "utf8")) as Manifest;
  return pages.map(({ page, keys, note }) => {
    const absent = keys.filter((k) => !manifest[k]);
    if (absent.length > 0)
      return { page, jsKb: 0, cssKb: 0, note, error: `not in the Vite manifest: ${absent.join(", ")}` };
    const files = new Set<string>();
    const visit = (k: string) => {
      const chunk = manifest[k];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
      for (const imp of chunk.imports ?? []) visit(imp);
    };
    for (const k of keys) visit(k);
    let js = 0;
    let css = 0;
    for (const f of files) {
      const size = gzipSync(fs.readFileSync(path.join(webDir, f))).length;
      if (f.endsWith(".css")) css += size;
      else js += size;
    }
    return { page, jsKb: Math.round(js / 102.4) / 10, cssKb: Math.round(css / 102.4) / 10, note };
  });
}
