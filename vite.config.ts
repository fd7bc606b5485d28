import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The SPA lives in src/web; the server serves dist/web in production and proxies to Vite in dev.
export default defineConfig({
  root: "src/web",
  publicDir: "../../public",
  plugins: [react()],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000" },
  },
});
