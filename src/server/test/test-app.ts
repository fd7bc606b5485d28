import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { createApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { openRuntime } from "../runtime.ts";
import { adminQuery, type TemplateRef, withDatabase } from "./template-database.ts";

export const testOrigin = "http://localhost:3000";

/** A fresh copy of the migrated template: PGlite in memory, or a new PostgreSQL database. */
async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const ref = JSON.parse(inject("databaseTemplate")) as TemplateRef;
  if (ref.kind === "pglite") {
    const dump = new Blob([await fs.readFile(ref.dumpFile)]);
    const database = await openDatabase({ dataDir: null, loadDataDir: dump });
    return { database, drop: async () => {} };
  }
  const name = `eventhub_test_${randomUUID().replace(/-/g, "")}`;
  await adminQuery(ref.adminUrl, `create database "${name}" template "${ref.template}"`);
  const database = await openDatabase({ databaseUrl: withDatabase(ref.adminUrl, name), dataDir: null });
  return { database, drop: () => adminQuery(ref.adminUrl, `drop database if exists "${name}" with (force)`) };
}

const bareIndexHtml = "<!doctype html><title>EventHub</title>";

async function standInWebDir(indexHtml: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "eventhub-web-"));
  await fs.writeFile(path.join(dir, "index.html"), indexHtml);
  return dir;
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app on a fresh database, with mail going to a temporary outbox. */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: {
    webDir?: string;
    /**
     * A stand-in for the built web app, for the pages the server renders around its index.html:
     * `true` for a bare page, or the page's HTML. It lives in a temporary folder gone on close.
     */
    web?: true | string;
    /** Run the delivery workers (tests that send invitations); others only queue, if anything. */
    workers?: boolean;
  } = {},
) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "eventhub-test-"));
  const config: Config = loadConfig({
    NODE_ENV: "test",
    PUBLIC_URL: testOrigin,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    AUTH_FLOOD_LIMIT: "1000",
    // Other features' tests add hundreds of guests and photos to one event: their rules, not the
    // packages', are what they test. The payments tests set the allowance they test.
    FREE_GUEST_LIMIT: "1000000",
    FREE_PHOTO_LIMIT: "1000000",
    // A reply's mails go with the reply (no worker needed); the tests of the coalescing set a window.
    REPLY_MAIL_WINDOW_SECONDS: "0",
    ...env,
  });
  const { database, drop } = await openTestDatabase();
  // The server's own composition root, on this test's database copy and temporary folder.
  const runtime = await openRuntime(config, {
    database,
    authSecret: "test-secret-test-secret-test-secret-1234",
    workers: opts.workers,
    pollSeconds: 0.5,
  });
  const { storage, realtime, jobs } = runtime;
  const webDir = opts.web ? await standInWebDir(opts.web === true ? bareIndexHtml : opts.web) : opts.webDir;
  const app = createApp({ ...runtime, webDir: webDir ?? null });

  return {
    app,
    config,
    database,
    db: database.db,
    storage,
    realtime,
    jobs,
    /** The signed-in users the server trusts without reading their session again. */
    sessions: runtime.sessions,
    /** The caches the idle collection empties (http/quiet-caches.ts). */
    caches: runtime.caches,
    /** The feature services the app runs on (for tests that build a second worker on them). */
    services: runtime.services,
    /** The host's day-before reminders; tests sweep at a chosen time. */
    hostReminders: runtime.hostReminders,
    /** The server's stopping flag (what SIGTERM raises in main.ts). */
    draining: runtime.draining,
    dataDir,
    /** The web app's folder the server reads pages from, if it has one. */
    webDir,
    /** Sends a request as a browser on our origin would; pass `cookie` to act as a signed-in user. */
    request(
      pathname: string,
      init: { method?: string; json?: unknown; cookie?: string; headers?: Record<string, string> } = {},
    ) {
      const headers: Record<string, string> = { origin: testOrigin, ...init.headers };
      if (init.cookie) headers.cookie = init.cookie;
      if (init.json !== undefined) headers["content-type"] = "application/json";
      return app.request(pathname, {
        method: init.method ?? (init.json !== undefined ? "POST" : "GET"),
        headers,
        body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
      });
    },
    /** Mails written to the outbox so far, oldest first; `raw` is the .eml, the bytes SMTP would send. */
    async outbox(): Promise<{ to: string; subject: string; text: string; html: string; raw: string }[]> {
      const dir = path.join(dataDir, "outbox");
      const files = (await fs.readdir(dir).catch(() => [])).filter((f) => f.endsWith(".json")).sort();
      return Promise.all(
        files.map(async (f) => ({
          ...JSON.parse(await fs.readFile(path.join(dir, f), "utf8")),
          raw: await fs.readFile(path.join(dir, f.replace(/\.json$/, ".eml")), "utf8"),
        })),
      );
    },
    async close() {
      // A test may have stopped the jobs or closed the database on purpose already.
      await runtime.close().catch(() => {});
      await database.close().catch(() => {});
      await drop();
      await fs.rm(dataDir, { recursive: true, force: true });
      if (opts.web && webDir) await fs.rm(webDir, { recursive: true, force: true });
    },
  };
}

/** Registers a user through the real sign-up endpoint and returns the session cookie. */
export async function signUp(
  t: TestApp,
  email = `user-${randomUUID().slice(0, 8)}@example.com`,
  name = "Test User",
) {
  const password = "Tr1cky-Lantern!";
  const res = await t.request("/api/auth/sign-up/email", { json: { email, password, name } });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user: { id: string } };
  return { id: body.user.id, email, password, cookie: sessionCookie(res) };
}

/** Follows the link of the newest "confirm your address" mail to `email`, as its owner would. */
export async function verifyEmail(t: TestApp, email: string): Promise<void> {
  const mail = (await t.outbox())
    .reverse()
    .find((m) => m.to === email && m.subject === "Confirm your EventHub e-mail address");
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no verification mail to ${email}`);
  const res = await t.app.request(link.replace(t.config.publicUrl, ""), { redirect: "manual" });
  if (res.status !== 302 || res.headers.get("location")?.includes("error")) {
    throw new Error(`verification failed: ${res.status} ${res.headers.get("location")}`);
  }
}

/** An admin as the product makes one: an ADMIN_EMAILS address (set by the test) that its owner verified. */
export async function signUpAdmin(t: TestApp, email: string, name = "Admin") {
  const account = await signUp(t, email, name);
  await verifyEmail(t, email);
  return account;
}

export function sessionCookie(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
