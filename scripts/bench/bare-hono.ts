import { spawn } from "node:child_process";
import path from "node:path";
import type { BenchServer } from "./bench-server.ts";
import { freePort } from "./bench-server.ts";

/** Starts bare-hono-server.ts in its own process, shaped like the app's bench server for load(). */
export async function startBareHono(root: string): Promise<BenchServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      path.join(root, "node_modules/tsx/dist/cli.mjs"),
      path.join(root, "scripts/bench/bare-hono-server.ts"),
      String(port),
    ],
    { cwd: root, stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (d: Buffer) => d.toString().includes("listening") && resolve());
    child.once("exit", (code) => reject(new Error(`bare Hono server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir: "",
    pid: child.pid!,
    rssMb: () => 0,
    logTail: () => "",
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    },
  };
}
