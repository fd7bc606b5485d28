import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { freePort } from "../free-port.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the one shared e2e server answers, e.g. http://127.0.0.1:41234 (no trailing slash). */
    e2eBaseUrl: string;
    /** That server's DATA_DIR; mail lands in its outbox/ folder. */
    e2eDataDir: string;
  }
}

/**
 * The ADMIN_EMAILS addresses, one for each test file that needs an admin: files run two at a time,
 * and two files signing up and verifying one shared address at once would race (one reads the
 * other's mail). No address is part of another, so a mail to one is never read as a mail to another.
 */
export const adminEmails = {
  admin: "admin-e2e@example.com",
  auth: "admin-e2e-auth@example.com",
  news: "admin-e2e-news@example.com",
  templates: "admin-e2e-templates@example.com",
} as const;
/** The admin panel's own test's admin. */
export const adminEmail = adminEmails.admin;
const serverEntry = path.resolve("dist/server-build/server/main.js");
const healthTimeoutMs = 60_000;

async function tail(file: string, lines = 60): Promise<string> {
  const text = await fsp.readFile(file, "utf8").catch(() => "(no log)");
  return text.split("\n").slice(-lines).join("\n");
}

async function waitForHealth(baseUrl: string, server: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + healthTimeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(
        `e2e server exited with ${server.exitCode} before it was healthy:\n${await tail(logFile)}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet: first start migrates a new database, which takes a few seconds.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`e2e server not healthy after ${healthTimeoutMs / 1000}s:\n${await tail(logFile)}`);
}

/** Kills the server and waits for it, so its PGlite files are closed before the folder is removed. */
async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  server.kill("SIGTERM");
  const timer = setTimeout(() => server.kill("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}

/** One built server for every browser test: starting one per file would cost seconds of migration each. */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(serverEntry)) {
    throw new Error(`${serverEntry} is missing: run \`npm run build\` first (npm run test:e2e does).`);
  }
  const port = await freePort();
  // 127.0.0.1 everywhere: the auth origin check and the cookie domain must match what the browser uses.
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), "eventhub-e2e-"));
  const logFile = path.join(dataDir, "server.log");
  const log = fs.openSync(logFile, "a");

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    ADMIN_EMAILS: Object.values(adminEmails).join(","),
    // Every test signs up from the same address; the flood guard would otherwise trip mid-run.
    AUTH_FLOOD_LIMIT: "1000",
    // Likewise every guest page: two test files at a time answer more than a guest's 20 a minute.
    // (The limit itself is tested in the API tests.)
    RSVP_RATE_LIMIT: "1000",
    LOG_LEVEL: "error",
    // The gallery's browser test uploads 20 photos to a free event; the guest allowance stays the
    // default 25 (the payments test buys past it).
    FREE_PHOTO_LIMIT: "50",
    // A guest's reply mails wait this long (the product waits minutes) and go through the job queue.
    REPLY_MAIL_WINDOW_SECONDS: "2",
    NODE_ENV: "production",
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
  };
  // Mail must land in the outbox folder, whatever the developer's shell has set.
  delete env.SMTP_URL;

  const server = spawn(process.execPath, [serverEntry], { env, stdio: ["ignore", log, log] });
  fs.closeSync(log);

  try {
    await waitForHealth(baseUrl, server, logFile);
  } catch (err) {
    await stop(server);
    await fsp.rm(dataDir, { recursive: true, force: true });
    throw err;
  }

  project.provide("e2eBaseUrl", baseUrl);
  project.provide("e2eDataDir", dataDir);

  return async () => {
    await stop(server);
    if (process.env.E2E_KEEP_DATA) {
      process.stdout.write(`e2e data kept in ${dataDir}\n`);
      return;
    }
    await fsp.rm(dataDir, { recursive: true, force: true });
  };
}
