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
  const entry = path.join(ssrDir, "render.js");
  if (!fs.existsSync(entry)) return null;
  const manifestFile = path.join(webDir, ".vite/manifest.json");
  const manifest = fs.existsSync(manifestFile)
    ? (JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Record<string, { file: string }>)
    : {};
  const script = manifest["guest/enhance.ts"]?.file;
  let module: Promise<RenderModule> | null = null;
  return {
    async render(input) {
      module ??= import(pathToFileURL(entry).href) as Promise<RenderModule>;
      return (await module).renderGuestPage(input);
    },
    scriptSrc: script ? `/${script}` : null,
  };
}
