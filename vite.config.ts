import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/** Files of public/ the installed app needs offline (the rest, like the CSV template, are fetched). */
const offlinePublicFiles = [
  "/favicon.svg",
  "/manifest.webmanifest",
  "/icons/icon-192.png",
  "/icons/icon-512.png",
];

/**
 * Writes dist/web/sw.js from src/web/sw/service-worker.js with this build's files and a version
 * made from them (hashed names change with their content), so every deploy gets its own cache and
 * its own worker, which the open dashboard offers to load (docs/decisions/0017).
 */
function serviceWorker(): Plugin {
  return {
    name: "eventhub-service-worker",
    apply: "build",
    enforce: "post",
    writeBundle(options, bundle) {
      if (!options.dir || !bundle["index.html"]) return;
      const built = Object.values(bundle)
        // The guest pages' script never runs in the dashboard; the manifest is for the server.
        .filter((f) => !f.fileName.startsWith(".vite/") && !(f.type === "chunk" && f.name === "guest"))
        .map((f) => `/${f.fileName}`)
        .filter((name) => name !== "/index.html");
      const files = ["/index.html", ...built.sort(), ...offlinePublicFiles];
      const template = fs.readFileSync(
        path.resolve(import.meta.dirname, "src/web/sw/service-worker.js"),
        "utf8",
      );
      const html = bundle["index.html"];
      const version = createHash("sha256")
        .update(files.join("\n"))
        .update(html.type === "asset" ? html.source : "")
        .update(template)
        .digest("hex")
        .slice(0, 16);
      const source = template.replace("__VERSION__", version).replace("__FILES__", JSON.stringify(files));
      fs.writeFileSync(path.join(options.dir, "sw.js"), source);
    },
  };
}

// Two builds from one config:
// - the browser build (`vite build`): the dashboard SPA (index.html) and the guest pages' small
//   script (guest/enhance.ts), into dist/web, with a manifest the server reads for hashed names;
// - the server build (`vite build --ssr`): the guest pages' renderer, into dist/ssr, which the
//   server imports to render home, /events, /events/{id}, /invite/... and /rsvp/... to HTML.
const devServer = `http://localhost:${process.env.PORT || 3000}`;

export default defineConfig(({ isSsrBuild }) => ({
  root: "src/web",
  // The server build needs none of the static files.
  publicDir: isSsrBuild ? false : "../../public",
  plugins: [react(), serviceWorker()],
  build: isSsrBuild
    ? {
        outDir: "../../dist/ssr",
        emptyOutDir: true,
        sourcemap: false,
      }
    : {
        outDir: "../../dist/web",
        emptyOutDir: true,
        manifest: true,
        sourcemap: false,
        rollupOptions: { input: { main: "src/web/index.html", guest: "src/web/guest/enhance.ts" } },
      },
  // `npm run dev` pre-bundles the app's dependencies before the first page. Vite finds them by
  // scanning from the build's inputs, which are written from the project's folder while the scan
  // resolves them from root (src/web): it failed ("Failed to run dependency scan") and Vite found
  // the dependencies one page at a time instead, reloading the page each time with 504 "Outdated
  // Optimize Dep" errors (issue 31). These are the same two entries, seen from root.
  optimizeDeps: { entries: ["index.html", "guest/enhance.ts"] },
  ssr: {
    // MUI's icons are published as CommonJS files without ESM exports; bundling them lets Node
    // import the renderer directly.
    noExternal: ["@mui/icons-material"],
  },
  // `npm run dev`: the web app on WEB_PORT, passing the API and the guest pages to the server on
  // PORT (the same variable the server reads). strictPort: PUBLIC_URL names this port.
  server: {
    port: Number(process.env.WEB_PORT || 5173),
    strictPort: true,
    proxy: {
      "/api": devServer,
      // The guest pages are rendered by the server, in development too.
      "^/(events(/[^/?]+)?|invite/[^?]+|rsvp/[^?]+)?(\\?.*)?$": devServer,
    },
  },
}));
