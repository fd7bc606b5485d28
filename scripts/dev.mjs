// `npm run dev`: the server under `tsx watch` (restarted on each change) and Vite's dev server for
// the web app, in one command that one Ctrl-C or SIGTERM stops whole.
import { spawn } from "node:child_process";
import path from "node:path";
import { onStopSignals } from "./stop-signals.mjs";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules/.bin", name);
const webPort = process.env.WEB_PORT || "5173";

// Each child runs in a process group of its own and hears only from us: tsx watch passes a signal
// on to the server it runs, and the server takes a second one (from a terminal's group-wide Ctrl-C)
// to mean "exit now".
const children = [
  spawn(process.execPath, [bin("tsx"), "watch", "src/server/main.ts"], {
    cwd: root,
    stdio: "inherit",
    detached: true,
    env: {
      ...process.env,
      PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${webPort}`,
      NODE_ENV: "development",
      DATA_DIR: process.env.DATA_DIR || "./data",
    },
  }),
  // `npm run dev -- --host` and the like go to Vite.
  spawn(process.execPath, [bin("vite"), ...process.argv.slice(2)], {
    cwd: root,
    stdio: "inherit",
    detached: true,
  }),
];
const running = () => children.filter((c) => c.exitCode === null && c.signalCode === null);

// tsx watch, like the server, takes a second signal to mean "kill now": each child gets one, and a
// second only when the person insists.
let stopping = false;
function stopAll(signal) {
  stopping = true;
  for (const child of running()) child.kill(signal);
}

onStopSignals((signal, insisting) => stopAll(insisting ? "SIGKILL" : signal));

// One of them ending (a crash, a port in use) ends the other: half a dev setup only confuses.
let exitCode = 0;
for (const child of children) {
  child.on("exit", (code, signal) => {
    if (code) exitCode = code;
    else if (signal && signal !== "SIGTERM" && signal !== "SIGINT") exitCode = 1;
    if (running().length === 0) process.exit(exitCode);
    else if (!stopping) stopAll("SIGTERM");
  });
}
