import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { GuestPageInput, GuestPageOutput } from "../../contract/guest-pages.ts";
import { packageRoot } from "../package-root.ts";

type RenderModule = { renderGuestPage: (input: GuestPageInput) => GuestPageOutput };

export type GuestRenderer = {
  render(input: GuestPageInput): Promise<GuestPageOutput>;
  /** The guest pages' script as the browser fetches it. */
  scriptSrc: string | null;
};

/**
 * The guest pages' renderer, built by `vite build --ssr` into dist/ssr from src/web/guest/render.tsx,
 * and the hashed name of their script from the browser build's manifest. Null when the web app is
 * not built (API tests); `npm start` builds it.
 */
export function loadGuestRenderer(
  webDir: string,
  ssrDir = path.join(packageRoot, "dist/ssr"),
): GuestRenderer | null {
  // `npm run dev` runs the server from source under tsx, which loads the renderer's source as well
  // (an edit restarts the server); the page's script then comes from Vite's dev server, through
  // which the pages are opened (vite.config.ts proxies them here).
  if (process.env.NODE_ENV === "development") {
    return rendererFrom(path.join(packageRoot, "src/web/guest/render.tsx"), "/guest/enhance.ts");
  }
  const entry = path.join(ssrDir, "render.js");
  if (!fs.existsSync(entry)) return null;
  const manifestFile = path.join(webDir, ".vite/manifest.json");
  const manifest = fs.existsSync(manifestFile)
    ? (JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Record<string, { file: string }>)
    : {};
  const script = manifest["guest/enhance.ts"]?.file;
  return rendererFrom(entry, script ? `/${script}` : null);
}

function rendererFrom(entry: string, scriptSrc: string | null): GuestRenderer {
  let module: Promise<RenderModule> | null = null;
  return {
    async render(input) {
      // A failed load (a build replacing the file at that moment) is tried again next time.
      module ??= (import(pathToFileURL(entry).href) as Promise<RenderModule>).catch((error) => {
        module = null;
        throw error;
      });
      return (await module).renderGuestPage(input);
    },
    scriptSrc,
  };
}
