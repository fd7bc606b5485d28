import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import fsp from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { serverEnv, serverNodeFlags } from "../server-node-flags.mjs";

export type BenchServer = {
  url: string;
  dataDir: string;
  pid: number;
  /** Resident memory of the server process in MB, from /proc. */
  rssMb(): number;
  /** The end of the server's log (errors only, LOG_LEVEL=error), to tell why a page failed. */
  logTail(chars?: number): string;
  stop(): Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: string): Promise<void> {
  // PGlite's start took over a minute on two cores at load 24 (a soak failed so on 2026-11-27).
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `server did not become healthy:\n${fs.existsSync(log) ? fs.readFileSync(log, "utf8").slice(-2000) : ""}`,
  );
}

/** Seeds a fresh database, then starts the production server on it. */
export async function startBenchServer(root: string, opts: { databaseUrl?: string; seeds: string[][] }) {
  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), "eventhub-bench-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: url,
    LOG_LEVEL: "error",
    // The bench's events hold 100,000 guests and 1,000 photos without buying a package.
    FREE_GUEST_LIMIT: "10000000",
    FREE_PHOTO_LIMIT: "10000000",
    AUTH_FLOOD_LIMIT: "100000",
    RSVP_RATE_LIMIT: "1000000",
    NODE_ENV: "production",
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : { DATABASE_URL: "" }),
  };
  for (const args of opts.seeds) {
    const seed = spawn(
      process.execPath,
      [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/seed.ts", ...args],
      {
        cwd: root,
        env,
        stdio: "inherit",
      },
    );
    const seedCode = await new Promise<number | null>((resolve) => seed.on("exit", resolve));
    if (seedCode !== 0) throw new Error("seeding failed");
  }

  const log = path.join(dataDir, "server.log");
  const out = fs.openSync(log, "a");
  const start = async () => {
    // Started as `npm start` starts it, with the same Node flags.
    const main = path.join(root, "dist/server-build/server/main.js");
    // BENCH_NODE_FLAGS adds flags for one run, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it.
    const extra = process.env.BENCH_NODE_FLAGS?.split(" ").filter(Boolean) ?? [];
    const started = spawn(process.execPath, [...serverNodeFlags(env), ...extra, main], {
      cwd: root,
      env: serverEnv(env),
      stdio: ["ignore", out, out],
    });
    await waitForHealth(url, started, log);
    return started;
  };
  let child = await start();
  // The first guest page loads the server-side renderer (dist/ssr/render.js) once, for the life of
  // the process. Load it now; if the file was being rebuilt at that moment (another `vite build
  // --ssr` in this checkout), the server keeps failing, so it is started again.
  for (let attempt = 1; ; attempt++) {
    const status = await fetch(`${url}/`, { headers: { accept: "text/html" } })
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 200) break;
    if (attempt === 3) {
      child.kill("SIGTERM");
      throw new Error(`the home page answers ${status}:\n${fs.readFileSync(log, "utf8").slice(-2000)}`);
    }
    console.log(`   the home page answers ${status}; starting the server again`);
    if (child.exitCode === null) {
      const running = child;
      running.kill("SIGTERM");
      await new Promise((r) => running.once("exit", r));
    }
    await new Promise((r) => setTimeout(r, 10_000));
    child = await start();
  }
  const server: BenchServer = {
    url,
    dataDir,
    pid: child.pid!,
    rssMb() {
      // A server that has died has no memory to read: 0, and the caller's own failure says why.
      if (!fs.existsSync(`/proc/${child.pid}/status`)) return 0;
      const status = fs.readFileSync(`/proc/${child.pid}/status`, "utf8");
      const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
    logTail(chars = 2000) {
      return fs.existsSync(log) ? fs.readFileSync(log, "utf8").slice(-chars) : "";
    },
    async stop() {
      // A server that has died already (out of memory, say) has nothing more to say.
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await new Promise((r) => child.once("exit", r));
      }
      await fsp.rm(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

/** The seeded demo host's session cookie (scripts/seed.ts signs them up). */
export async function demoCookie(url: string): Promise<string> {
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email: "demo@eventhub.local", password: "DemoPass123!" }),
  });
  return signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
