import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

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
  plugins: [react()],
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
