import { spawn } from "node:child_process";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { freePort } from "../free-port.ts";
import { isAlive, processTree, tempDir, waitUntilGone } from "./server-process.ts";

// `npm run dev` as a developer runs it, stopped by one SIGTERM to npm's PID (an IDE's stop button,
// a process manager): tsx watch, the server under it and Vite all end.

const root = path.resolve(import.meta.dirname, "../..");
const leftovers: number[] = [];
let dataDir = "";
afterEach(async () => {
  for (const pid of leftovers.splice(0).filter(isAlive)) process.kill(pid, "SIGKILL");
  if (dataDir) await fsp.rm(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it("one SIGTERM to npm run dev's PID ends npm, tsx watch, the server and Vite, and Vite's dependency scan finds the app", async () => {
  dataDir = await tempDir("dev");
  const [port, webPort] = [await freePort(), await freePort()];
  const logFile = path.join(dataDir, "dev.log");
  const log = fs.openSync(logFile, "a");
  // --force: Vite scans for the app's dependencies now, even with a cache from an earlier run.
  const npm = spawn("npm", ["run", "dev", "--", "--force"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      WEB_PORT: String(webPort),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
    },
    stdio: ["ignore", log, log],
    detached: true,
  });
  fs.closeSync(log);
  const npmPid = npm.pid as number;
  leftovers.push(npmPid);
  const exited = new Promise((resolve) => npm.once("exit", resolve));

  // Running: Vite answers (the web app; "/" is the server's home page), and tsx watch has started the server (its child).
  const cmdline = (pid: number) => fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  const deadline = Date.now() + 60_000;
  let tree: number[] = [];
  for (;;) {
    expect(Date.now(), `npm run dev did not come up:\n${await fsp.readFile(logFile, "utf8")}`).toBeLessThan(
      deadline,
    );
    tree = processTree(npmPid);
    leftovers.push(...tree);
    const viteUp = await fetch(`http://localhost:${webPort}/login`).then(
      (r) => r.ok,
      () => false,
    );
    if (viteUp && tree.some((pid) => cmdline(pid).includes("main.ts") && !cmdline(pid).includes("watch")))
      break;
    await sleep(200);
  }
  // npm, scripts/dev.mjs, tsx watch, the server, Vite.
  expect(tree.length).toBeGreaterThanOrEqual(5);
  // The scan ran from the app's entries, so the dependencies are bundled before the first page.
  let output = "";
  while (!/Failed to run dependency scan|bundling dependencies/.test(output)) {
    expect(Date.now(), output).toBeLessThan(deadline);
    await sleep(100);
    output = await fsp.readFile(logFile, "utf8");
  }
  expect(output).not.toMatch(/Failed to run dependency scan/);

  process.kill(npmPid, "SIGTERM");
  const left = await waitUntilGone(tree, 15_000);
  output = await fsp.readFile(logFile, "utf8");
  expect(
    left.map((pid) => `${pid} ${cmdline(pid)}`),
    output,
  ).toEqual([]);
  await exited;
  // Each process got one signal: tsx did not have to force-kill the server.
  expect(output).not.toMatch(/Force killing/);
});
