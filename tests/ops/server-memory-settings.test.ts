import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { tempDir } from "./server-process.ts";

const startScript = path.resolve(import.meta.dirname, "../../scripts/start.mjs");

// `npm start` on the embedded database runs the server with glibc's malloc bounded (decision record
// 0025). Read from the server process itself as soon as it exists, since glibc reads them only when
// a process starts; the server need not finish starting for that.

let wrapper: ChildProcess | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  if (wrapper && wrapper.exitCode === null && wrapper.signalCode === null) {
    const exited = new Promise((r) => wrapper?.once("exit", r));
    wrapper.kill("SIGTERM");
    const timer = setTimeout(() => wrapper?.kill("SIGKILL"), 20_000);
    await exited;
    clearTimeout(timer);
  }
  wrapper = undefined;
  if (dataDir) await fsp.rm(dataDir, { recursive: true, force: true });
});

/** Runs scripts/start.mjs and returns the environment and command line of the server it starts. */
async function serverStartedBy(env: Record<string, string>) {
  dataDir = await tempDir("malloc");
  wrapper = spawn(process.execPath, [startScript], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", PORT: "0", LOG_LEVEL: "error", ...env },
    stdio: "ignore",
  });
  const pid = wrapper.pid;
  const read = (child: string, file: string) => fs.readFileSync(`/proc/${child}/${file}`, "utf8").split("\0");
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/);
    // start.mjs may run a build first (npm); the server is the child that runs the compiled entry.
    for (const child of children.filter(Boolean)) {
      const argv = read(child, "cmdline");
      if (argv.some((a) => a.endsWith("server/main.js"))) return { env: read(child, "environ"), argv };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("npm start started no server within 120 s");
}

describe.runIf(process.platform === "linux")("npm start on the embedded database", () => {
  it("runs the server with one malloc arena and large blocks given back, beside V8's limits", async () => {
    const server = await serverStartedBy({ MALLOC_ARENA_MAX: "" });
    expect(server.env).toEqual(
      expect.arrayContaining([
        "MALLOC_ARENA_MAX=1",
        "MALLOC_MMAP_THRESHOLD_=1048576",
        "MALLOC_TRIM_THRESHOLD_=2097152",
        "MALLOC_TOP_PAD_=0",
      ]),
    );
    expect(server.argv).toEqual(
      expect.arrayContaining(["--max-old-space-size=256", "--expose-gc", "--liftoff-only"]),
    );
  });

  it("keeps an operator's own malloc setting", async () => {
    const server = await serverStartedBy({ MALLOC_ARENA_MAX: "4" });
    expect(server.env).toContain("MALLOC_ARENA_MAX=4");
  });
});
