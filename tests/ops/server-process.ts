import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "../free-port.ts";

// The built server as an operator runs it, in a child process that the tests signal and kill.

const root = path.resolve(import.meta.dirname, "../..");
export const serverEntry = path.join(root, "dist/server-build/server/main.js");

export type ServerSetup = {
  dataDir: string;
  /** PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  env?: Record<string, string>;
};

export type RunningServer = {
  baseUrl: string;
  process: ChildProcess;
  /** The started process and its descendants once healthy (under npm: npm, scripts/start.mjs, the server). */
  pids: number[];
  logFile: string;
  /** Resolves with the exit code (null when ended by a signal) and how long after `since` it came. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/**
 * Starts the built server. `via: "npm"` runs the real `npm start` (the process a supervisor or
 * Docker signals), in a process group of its own as a terminal or `docker run` would give it;
 * `via: "node"` runs the compiled entry itself (the process SIGKILL takes down).
 */
export async function startServer(setup: ServerSetup, via: "npm" | "node" = "node"): Promise<RunningServer> {
  if (!fs.existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  await fsp.mkdir(setup.dataDir, { recursive: true });
  const logFile = path.join(setup.dataDir, `server-${Date.now()}.log`);
  const log = fs.openSync(logFile, "a");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: baseUrl,
    DATA_DIR: setup.dataDir,
    DATABASE_URL: setup.databaseUrl ?? "",
    AUTH_FLOOD_LIMIT: "1000",
    FREE_GUEST_LIMIT: "100000",
    LOG_LEVEL: "info",
    NODE_ENV: "production",
    ...setup.env,
  };
  delete env.SMTP_URL;
  let child: ChildProcess;
  if (via === "npm") {
    // An operator's PATH: the system's Node, not the project's. npm puts node_modules/.bin first
    // itself, which is how `npm start` runs on the project's Node 24 (decision record 0019).
    env.PATH = (env.PATH ?? "")
      .split(path.delimiter)
      .filter((dir) => !dir.endsWith(path.join("node_modules", ".bin")))
      .join(path.delimiter);
    child = spawn("npm", ["start"], { cwd: root, env, stdio: ["ignore", log, log], detached: true });
  } else {
    child = spawn(process.execPath, [serverEntry], { cwd: root, env, stdio: ["ignore", log, log] });
  }
  fs.closeSync(log);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const server = { baseUrl, process: child, pids: [child.pid as number], logFile, exited };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${await logOf(server)}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) {
        server.pids = processTree(child.pid as number);
        return server;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  // Under npm the server is a grandchild: every process of the tree goes.
  for (const pid of processTree(child.pid as number).reverse()) signalIfAlive(pid, "SIGKILL");
  throw new Error(`server not healthy after 90 s:\n${await logOf(server)}`);
}

export async function logOf(server: RunningServer): Promise<string> {
  return fsp.readFile(server.logFile, "utf8").catch(() => "(no log)");
}

/** Stops a server that a test left running (SIGTERM, then SIGKILL to every process of it after 20 s). */
export async function stopServer(server: RunningServer | undefined): Promise<void> {
  if (!server) return;
  // A test that failed may leave the server behind its ended parent: every process it had is stopped.
  const first = server.pids.find(isAlive);
  if (first === undefined) return;
  signalIfAlive(first, "SIGTERM");
  const left = await waitUntilGone(server.pids, 20_000);
  for (const pid of left) signalIfAlive(pid, "SIGKILL");
  await waitUntilGone(left, 5000);
}

/** The parent of each process now running (Linux's /proc). */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (command) state ppid …": the command may hold spaces and parentheses, so split after its last ")".
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      map.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // ended meanwhile
    }
  }
  return map;
}

/** `pid` and all its descendants, parents first: npm, scripts/start.mjs, the server. */
export function processTree(pid: number): number[] {
  const all = parents();
  const tree = [pid];
  for (let i = 0; i < tree.length; i++)
    for (const [child, parent] of all) if (parent === tree[i]) tree.push(child);
  return tree;
}

/** Whether the process runs (a zombie, ended but not yet reaped, counts as ended). */
export function isAlive(pid: number): boolean {
  try {
    return !/^\S+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}

function signalIfAlive(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}

/** Resolves with the processes of `pids` still running after `ms` (none when all ended in time). */
export async function waitUntilGone(pids: number[], ms: number): Promise<number[]> {
  const deadline = Date.now() + ms;
  for (;;) {
    const alive = pids.filter(isAlive);
    if (alive.length === 0 || Date.now() > deadline) return alive;
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function tempDir(prefix: string): Promise<string> {
  return fsp.mkdtemp(path.join(os.tmpdir(), `eventhub-${prefix}-`));
}

/** A fresh, empty PostgreSQL database on `base`'s server (TEST_DATABASE_URL's), or null without one. */
export async function freshPostgres(
  base = process.env.TEST_DATABASE_URL,
): Promise<{ url: string; drop: () => Promise<void> } | null> {
  if (!base) return null;
  const name = `eventhub_ops_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

/** The databases the kill tests run on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. */
export const databaseKinds = process.env.TEST_DATABASE_URL
  ? (["pglite", "postgres"] as const)
  : (["pglite"] as const);

/** An account on the running server, signed up through the API as the web app does it. */
export async function signUpOn(baseUrl: string, email: string) {
  const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email, password: "Secret#2024x", name: "Ops Host" }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.split("=")[0].endsWith("session_token"));
  if (!cookie) throw new Error("no session cookie");
  return signedIn(baseUrl, cookie);
}

/**
 * Requests as the account with `cookie` (it stays valid across restarts of the same database),
 * from pages at `origin` (the server's PUBLIC_URL, which differs from its own address behind a proxy).
 */
export function signedIn(baseUrl: string, cookie: string, origin = baseUrl) {
  const request = async (method: string, pathname: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}${pathname}`, {
      method,
      headers: {
        origin,
        cookie,
        ...(body !== undefined && !(body instanceof FormData) ? { "content-type": "application/json" } : {}),
      },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
    return res;
  };
  const json = async <T = Record<string, unknown>>(method: string, pathname: string, body?: unknown) => {
    const res = await request(method, pathname, body);
    if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  return { cookie, request, json };
}

export async function createEvent(host: ReturnType<typeof signedIn>, title = "Sangeet") {
  return host.json<{ id: string }>("POST", "/api/events", {
    title,
    description: "Music and dinner.",
    date: "2031-06-15",
    time: "18:30",
    location: "Jaipur",
    timeZone: "Asia/Kolkata",
    isPublic: false,
  });
}

/** A guest CSV of `rows` guests with distinct e-mails. */
export function guestCsv(rows: number, prefix = "guest"): Buffer {
  const lines = ["name,email,phone,category,status"];
  for (let i = 0; i < rows; i++)
    lines.push(`Guest ${i},${prefix}${i}@example.com,98765${String(i).padStart(5, "0")},friend,invited`);
  return Buffer.from(`${lines.join("\n")}\n`);
}

/**
 * Previews `csv` for the event (awaited), then sends the import request: the answer is returned
 * unawaited, so a test can stop the server while the import is being written.
 */
export async function startImport(host: ReturnType<typeof signedIn>, eventId: string, csv: Buffer) {
  const form = () => {
    const f = new FormData();
    f.append("file", new File([new Uint8Array(csv)], "guests.csv", { type: "text/csv" }));
    return f;
  };
  const preview = await host.json<{ fingerprint: string }>(
    "POST",
    `/api/events/${eventId}/guests/import/preview`,
    form(),
  );
  const body = form();
  body.append("fingerprint", preview.fingerprint);
  return { answer: host.request("POST", `/api/events/${eventId}/guests/import`, body) };
}

export async function guestTotal(host: ReturnType<typeof signedIn>, eventId: string): Promise<number> {
  return (await host.json<{ total: number }>("GET", `/api/events/${eventId}/guests?pageSize=5`)).total;
}
