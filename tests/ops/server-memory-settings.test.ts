import fs from "node:fs";
import fsp from "node:fs/promises";
import { afterEach, describe, expect, it } from "vitest";
import { type RunningServer, startServer, stopServer, tempDir } from "./server-process.ts";

// `npm start` on the embedded database runs the server with glibc's malloc bounded (decision record
// 0025): read from the server process itself, since glibc only reads them when a process starts.

let running: RunningServer | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  await stopServer(running);
  running = undefined;
  if (dataDir) await fsp.rm(dataDir, { recursive: true, force: true });
});

/** The environment and command line of the server that `npm start` (scripts/start.mjs) started. */
function serverUnder(wrapper: RunningServer) {
  const pid = wrapper.process.pid;
  const [child] = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/);
  const read = (file: string) => fs.readFileSync(`/proc/${child}/${file}`, "utf8").split("\0");
  return { env: read("environ"), argv: read("cmdline") };
}

describe.runIf(process.platform === "linux")("npm start on the embedded database", () => {
  it("runs the server with two malloc arenas and large blocks given back, beside V8's limits", async () => {
    dataDir = await tempDir("malloc");
    running = await startServer({ dataDir, env: { MALLOC_ARENA_MAX: "" } }, "npm-start");
    const server = serverUnder(running);
    expect(server.env).toEqual(
      expect.arrayContaining([
        "MALLOC_ARENA_MAX=2",
        "MALLOC_MMAP_THRESHOLD_=131072",
        "MALLOC_TRIM_THRESHOLD_=131072",
      ]),
    );
    expect(server.argv).toEqual(expect.arrayContaining(["--max-old-space-size=256"]));
  });

  it("keeps an operator's own malloc setting", async () => {
    dataDir = await tempDir("malloc");
    running = await startServer({ dataDir, env: { MALLOC_ARENA_MAX: "4" } }, "npm-start");
    expect(serverUnder(running).env).toContain("MALLOC_ARENA_MAX=4");
  });
});
