// The guest pages' server renderer (dist/ssr/render.js, `vite build --ssr`): built when missing or
// older than the web sources. The API tests render guest pages too, and run before the full build.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

function newest(dir) {
  let max = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return max;
}

export function ensureSsrBuild() {
  const out = path.join(root, "dist/ssr/render.js");
  const sources = Math.max(newest(path.join(root, "src/web")), newest(path.join(root, "src/contract")));
  if (fs.existsSync(out) && fs.statSync(out).mtimeMs >= sources) return;
  const run = spawnSync("npx", ["vite", "build", "--ssr", "guest/render.tsx", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
    // Under vitest NODE_ENV is "test", which would make Vite emit React's development JSX calls,
    // which the production server cannot run.
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (run.status !== 0) throw new Error("vite build --ssr failed");
}

if (import.meta.url === `file://${process.argv[1]}`) ensureSsrBuild();
