import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { packageRoot } from "../package-root.ts";

/** Where `npm run build` puts the addon (scripts/build-native.mjs). */
export const mallocTrimAddon = path.join(packageRoot, "dist/native/malloc-trim.node");

/**
 * glibc's malloc_trim(0), from the addon built beside the server (malloc-trim.c), or null where it
 * was not built (no C compiler, no glibc): then nothing is trimmed and nothing else changes.
 * Returns true when memory went back to the system.
 */
export function loadMallocTrim(file = mallocTrimAddon): (() => boolean) | null {
  if (!fs.existsSync(file)) return null;
  try {
    const addon = createRequire(import.meta.url)(file) as { mallocTrim?: () => boolean };
    return addon.mallocTrim ?? null;
  } catch {
    // Built for another system (a copied dist/): the same as not built.
    return null;
  }
}
