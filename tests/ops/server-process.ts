import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "../free-port.ts";

// The built server as an operator runs it, in a child process that the tests signal and kill.

const root = path.resolve(import.meta.dirname, "../..");
export const startScript = path.join(root, "scripts/start.mjs");
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
  logFile: string;
  /** Resolves with the exit code (null when ended by a signal) and how long after `since` it came. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/**
 * Starts the built server. `via: "npm-start"` runs scripts/start.mjs (the process a supervisor
 * signals); `via: "node"` runs the compiled entry itself (the process SIGKILL takes down).
 */
export async function startServer(
  setup: ServerSetup,
  via: "npm-start" | "node" = "node",
): Promise<RunningServer> {
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
  const child = spawn(process.execPath, [via === "npm-start" ? startScript : serverEntry], {
    cwd: root,
    env,
    stdio: ["ignore", log, log],
  });
  fs.closeSync(log);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const server = { baseUrl, process: child, logFile, exited };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${await logOf(server)}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`server not healthy after 90 s:\n${await logOf(server)}`);
}

export async function logOf(server: RunningServer): Promise<string> {
  return fsp.readFile(server.logFile, "utf8").catch(() => "(no log)");
}

/** Stops a server that a test left running (SIGTERM, then SIGKILL after 20 s). */
export async function stopServer(server: RunningServer | undefined): Promise<void> {
  if (!server || server.process.exitCode !== null || server.process.signalCode !== null) return;
  server.process.kill("SIGTERM");
  const timer = setTimeout(() => server.process.kill("SIGKILL"), 20_000);
  await server.exited;
  clearTimeout(timer);
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
