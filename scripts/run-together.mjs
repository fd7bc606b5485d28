// Runs npm scripts at the same time, for `npm test`: the type check and lint need little of the
// two cores the API tests leave, so they run beside them instead of a minute before them.
// The last script named prints as it goes; the others' output is held and printed, with its name,
// when each ends. The first to fail stops the rest, and its exit code is this script's.
// Usage: node scripts/run-together.mjs typecheck lint test:api
import { spawn } from "node:child_process";

const names = process.argv.slice(2);
if (names.length === 0) {
  process.stderr.write("usage: node scripts/run-together.mjs <npm script>...\n");
  process.exit(2);
}
const npm = process.env.npm_execpath;
const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;

const runs = names.map((name, i) => {
  const live = i === names.length - 1;
  // Through the npm that started us (its own Node), as `npm run <name>` would be.
  const [command, args] = npm ? [process.execPath, [npm, "run", name]] : ["npm", ["run", name]];
  // Its own process group, so that stopping it stops what it started (tsc, vitest's workers).
  const child = spawn(command, args, {
    stdio: live ? "inherit" : ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const held = [];
  if (!live) {
    child.stdout.on("data", (b) => held.push(b));
    child.stderr.on("data", (b) => held.push(b));
  }
  const done = new Promise((resolve) => {
    child.on("close", (code, signal) => {
      if (!live) process.stdout.write(`\n--- npm run ${name} (${seconds()}) ---\n${Buffer.concat(held)}`);
      resolve({ name, code: code ?? (signal ? 1 : 0) });
    });
  });
  return { name, child, done };
});

function stopAll() {
  for (const { child } of runs) {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
    }
  }
}
process.on("SIGINT", () => {
  stopAll();
  process.exit(130);
});
process.on("SIGTERM", () => {
  stopAll();
  process.exit(143);
});

let failed;
await Promise.all(
  runs.map(async (run) => {
    const { name, code } = await run.done;
    if (code !== 0 && !failed) {
      failed = { name, code };
      process.stderr.write(`\nnpm run ${name} failed (exit ${code}); stopping the others.\n`);
      stopAll();
    }
  }),
);
if (failed) process.exit(failed.code);
process.stdout.write(`\n${names.join(", ")}: all passed (${seconds()})\n`);
