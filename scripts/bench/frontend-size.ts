import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** The page modules whose first load we weigh (keys of Vite's manifest, relative to src/web). */
export const pages = {
  "public event page": "features/events/public-event-page.tsx",
  "home page": "features/home/home-page.tsx",
  "login page": "features/auth/login-page.tsx",
  dashboard: "features/dashboard/dashboard-home-page.tsx",
};

export type PageWeight = { page: string; jsKb: number; cssKb: number };

/** Gzipped JS and CSS a browser loads for a page: the entry, the page chunk and their static imports. */
export function pageWeights(webDir: string): PageWeight[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(webDir, ".vite/manifest.json"), "utf8")) as Manifest;
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error("no entry in the Vite manifest");
  return Object.entries(pages).map(([page, key]) => {
    const files = new Set<string>();
    const visit = (k: string) => {
      const chunk = manifest[k];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
      for (const imp of chunk.imports ?? []) visit(imp);
    };
    visit(entry);
    visit(key);
    let js = 0;
    let css = 0;
    for (const f of files) {
      const size = gzipSync(fs.readFileSync(path.join(webDir, f))).length;
      if (f.endsWith(".css")) css += size;
      else js += size;
    }
    return { page, jsKb: Math.round(js / 102.4) / 10, cssKb: Math.round(css / 102.4) / 10 };
  });
}
