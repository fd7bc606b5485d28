// `npm start`: build whatever is missing or older than its sources, then run the compiled server.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { serverEnv, serverNodeFlags } from "./server-node-flags.mjs";
import { onStopSignals } from "./stop-signals.mjs";

const root = path.resolve(import.meta.dirname, "..");

// npm runs scripts with node_modules/.bin first on PATH, where `npm ci` put the project's own Node
// (docs/decisions/0019-node-lts-from-the-registry.md). Started any other way on an old Node, say so.
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 24 || (major === 24 && minor < 11)) {
  console.error(
    `EventHub needs Node 24.11 or later; this is ${process.version}. Start it with \`npm start\` after \`npm ci\`, which installs Node 24 into node_modules on Linux (x64, arm64); elsewhere install Node 24 LTS.`,
  );
  process.exit(1);
}

/** Newest modification time of any file under the given paths (0 when none exist). */
function newest(paths) {
  let max = 0;
  for (const p of paths) {
    const full = path.join(root, p);
    if (!fs.existsSync(full)) continue;
    const stat = fs.statSync(full);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(full)) max = Math.max(max, newest([path.join(p, entry)]));
    } else {
      max = Math.max(max, stat.mtimeMs);
    }
  }
  return max;
}

function ensureBuilt(output, sources, script) {
  const out = path.join(root, output);
  if (fs.existsSync(out) && fs.statSync(out).mtimeMs >= newest(sources)) return;
  console.log(`Building (${script})…`);
  const result = spawnSync("npm", ["run", script], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const webSources = ["src/web", "src/contract", "public", "vite.config.ts", "package-lock.json"];
ensureBuilt("dist/web/index.html", webSources, "build:web");
// The guest pages' server renderer comes from the same build (vite build --ssr).
ensureBuilt("dist/ssr/render.js", webSources, "build:web");
ensureBuilt(
  "dist/server-build/server/main.js",
  ["src/server", "src/contract", "tsconfig.server.json", "package-lock.json"],
  "build:server",
);

const args = process.argv.slice(2);
const main = path.join(root, "dist/server-build/server/main.js");
// The server runs as a child in its own process group, so that it hears only from us (a terminal's
// Ctrl-C reaches the whole group, and the server takes a second signal to mean "exit now"). The
// first stop request is passed on, starting the server's clean stop; an insisting second ends it
// at once. The IPC channel lets the server notice if this wrapper is killed outright, and stop then too.
const server = spawn(process.execPath, [...serverNodeFlags(), main, ...args], {
  cwd: root,
  stdio: ["inherit", "inherit", "inherit", "ipc"],
  env: serverEnv(),
  detached: true,
});
onStopSignals((signal) => {
  if (server.exitCode === null && server.signalCode === null) server.kill(signal);
});
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
