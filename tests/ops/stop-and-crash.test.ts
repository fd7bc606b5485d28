import { execFileSync } from "node:child_process";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  createEvent,
  databaseKinds,
  freshPostgres,
  guestCsv,
  guestTotal,
  logOf,
  type RunningServer,
  type ServerSetup,
  serverEntry,
  signedIn,
  signUpOn,
  startImport,
  startServer,
  stopServer,
  tempDir,
  waitUntilGone,
} from "./server-process.ts";

// A stop and a crash of the real, built server: signals sent to its process, SIGKILL included.

let running: RunningServer[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const s of running) await stopServer(s);
  running = [];
  for (const c of cleanups.splice(0)) await c();
});

async function setupFor(kind: "pglite" | "postgres", prefix: string): Promise<ServerSetup> {
  const dataDir = await tempDir(prefix);
  cleanups.push(() => fsp.rm(dataDir, { recursive: true, force: true }));
  if (kind === "pglite") return { dataDir };
  const db = await freshPostgres();
  if (!db) throw new Error("TEST_DATABASE_URL is not set");
  cleanups.push(db.drop);
  return { dataDir, databaseUrl: db.url };
}

async function start(setup: ServerSetup, via: "npm" | "node" = "node") {
  const server = await startServer(setup, via);
  running.push(server);
  return server;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// `npm start` as Docker (`CMD ["npm", "start"]`), systemd or a terminal runs it: the signal goes to
// npm's PID, or to its whole process group. npm, scripts/start.mjs and the server all end within the
// grace plus 5 s, and the server stops cleanly (one signal, not a second one meaning "exit now").
const graceSeconds = 10;

async function stopsCleanlyWithin(server: RunningServer, tree: number[], signalledAt: number) {
  const left = await waitUntilGone(tree, (graceSeconds + 5) * 1000);
  const log = await logOf(server);
  expect(left, `still running after ${graceSeconds + 5} s:\n${log}`).toEqual([]);
  expect(Date.now() - signalledAt).toBeLessThan((graceSeconds + 5) * 1000);
  expect(log).toMatch(/"msg":"stopped"/);
  expect(log).not.toMatch(/second signal/);
  expect((await server.exited).code, log).toBe(0);
  await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow();
}

/** The server's process among npm's descendants: the one running the compiled entry. */
function serverPid(tree: number[]): number {
  const pid = tree.find((p) => fs.readFileSync(`/proc/${p}/cmdline`, "utf8").includes(serverEntry));
  if (!pid) throw new Error(`no server process among ${tree.join(", ")}`);
  return pid;
}

/** The Node major version a process runs on, from its executable. */
function nodeMajor(pid: number): number {
  const exe = fs.readlinkSync(`/proc/${pid}/exe`);
  return Number(execFileSync(exe, ["--version"], { encoding: "utf8" }).match(/^v(\d+)\./)?.[1]);
}

describe.each(databaseKinds)("on %s", (kind) => {
  // The stop is the same code on both databases; PostgreSQL's clean stop is checked at the end of
  // the kill test below.
  it.runIf(kind === "pglite")(
    "SIGTERM to npm's PID during a 10,000-row import: the import ends whole, npm, its script and the server exit within the grace, and the server restarts",
    async () => {
      const setup = await setupFor(kind, "sigterm");
      setup.env = { SHUTDOWN_GRACE_SECONDS: String(graceSeconds) };
      const server = await start(setup, "npm");
      const tree = server.pids;
      expect(nodeMajor(serverPid(tree))).toBeGreaterThanOrEqual(24);
      const host = await signUpOn(server.baseUrl, "host@example.com");
      const event = await createEvent(host);
      const importing = (await startImport(host, event.id, guestCsv(10_000))).answer;
      // The import request on its way: the signal comes while it is being read or written.
      await sleep(500);
      const signalledAt = Date.now();
      server.process.kill("SIGTERM");
      // Once the server has the signal it takes no new work: health says so, or nothing listens.
      const told = Date.now() + graceSeconds * 1000;
      while (!(await logOf(server)).includes('"msg":"stopping"')) {
        expect(Date.now(), "the server was not told to stop").toBeLessThan(told);
        await sleep(20);
      }
      const health = await fetch(`${server.baseUrl}/api/health`).then(
        async (r) => ({ status: r.status, body: await r.json() }),
        () => ({ status: 0, body: null }),
      );
      if (health.status !== 0) expect(health).toEqual({ status: 503, body: { status: "stopping" } });
      const answer = await importing.then(
        async (r) => ({ status: r.status, body: (await r.json()) as { inserted?: number } }),
        () => null,
      );
      await stopsCleanlyWithin(server, tree, signalledAt);

      const again = await start(setup);
      const total = await guestTotal(signedIn(again.baseUrl, host.cookie), event.id);
      // A request in flight finishes within the grace: the whole list went in, and the host was told.
      expect(answer?.status).toBe(200);
      expect(answer?.body.inserted).toBe(10_000);
      expect(total).toBe(10_000);
    },
  );

  it.runIf(kind === "pglite").each([
    ["SIGINT to npm's PID (Ctrl-C to npm alone)", "SIGINT", "npm"],
    ["SIGTERM to npm's process group (a terminal's or a supervisor's group kill)", "SIGTERM", "group"],
  ] as const)("%s: every process ends within the grace, after one clean stop", async (_, signal, to) => {
    const setup = await setupFor(kind, "signal");
    setup.env = { SHUTDOWN_GRACE_SECONDS: String(graceSeconds) };
    const server = await start(setup, "npm");
    const npm = server.process.pid as number;
    const tree = server.pids;
    serverPid(tree);
    const signalledAt = Date.now();
    process.kill(to === "group" ? -npm : npm, signal);
    await stopsCleanlyWithin(server, tree, signalledAt);
    expect(await logOf(server)).toContain(`"signal":"${signal}"`);
  });

  it("SIGKILL during a 10,000-row import, then during a scheduled send: all rows or none, and every guest gets exactly one mail", async () => {
    const setup = await setupFor(kind, "kill");
    const first = await start(setup);
    let host = await signUpOn(first.baseUrl, "host@example.com");
    const imported = await createEvent(host, "Imported");
    const importing = (await startImport(host, imported.id, guestCsv(10_000))).answer;
    importing.catch(() => {});
    await sleep(700);
    first.process.kill("SIGKILL");
    await first.exited;

    const server = await start(setup);
    host = signedIn(server.baseUrl, host.cookie);
    const total = await guestTotal(host, imported.id);
    process.stdout.write(`[${kind}] guests after the kill during the import: ${total}\n`);
    expect([0, 10_000]).toContain(total);
    // Importing the same file again finishes the job, with nothing counted twice.
    const repeat = await startImport(host, imported.id, guestCsv(10_000));
    const report = (await (await repeat.answer).json()) as { inserted: number };
    expect(report.inserted + (total === 10_000 ? 10_000 : 0)).toBe(10_000);
    expect(await guestTotal(host, imported.id)).toBe(10_000);

    const event = await createEvent(host);
    const recipients = 400;
    const listed = await (await startImport(host, event.id, guestCsv(recipients))).answer;
    expect(((await listed.json()) as { inserted: number }).inserted).toBe(recipients);
    const guestIds: string[] = [];
    for (let page = 1; guestIds.length < recipients; page++) {
      const { items } = await host.json<{ items: { id: string }[] }>(
        "GET",
        `/api/events/${event.id}/guests?pageSize=25&page=${page}`,
      );
      guestIds.push(...items.map((g) => g.id));
    }
    const { items: templates } = await host.json<{ items: { id: string }[] }>("GET", "/api/templates");
    const invitation = await host.json<{ id: string }>("POST", "/api/invitations", {
      eventId: event.id,
      templateId: templates[0].id,
      guestIds,
      title: "You are invited",
      message: "Please come.",
      type: "email",
    });
    await host.json("POST", `/api/invitations/${invitation.id}/schedule`, {
      scheduledDate: new Date(Date.now() + 1500).toISOString(),
    });

    // Kill the server once part of the mail has gone.
    const outbox = path.join(setup.dataDir, "outbox");
    const sentFiles = async () =>
      (await fsp.readdir(outbox).catch(() => [] as string[])).filter((f) => /-invitation-.+\.eml$/.test(f));
    const deadline = Date.now() + 30_000;
    let before = 0;
    while (Date.now() < deadline) {
      before = (await sentFiles()).length;
      if (before >= 20) break;
      await sleep(10);
    }
    server.process.kill("SIGKILL");
    await server.exited;
    before = (await sentFiles()).length;
    expect(before, "the kill came before any mail or after all of it").toBeGreaterThan(0);
    expect(before).toBeLessThan(recipients);

    const again = await start(setup);
    host = signedIn(again.baseUrl, host.cookie);
    const until = Date.now() + 60_000;
    let states: string[] = [];
    while (Date.now() < until) {
      const detail = await host.json<{ recipients: { state: string }[] }>(
        "GET",
        `/api/invitations/${invitation.id}`,
      );
      states = detail.recipients.map((r) => r.state);
      if (states.every((s) => s === "sent")) break;
      await sleep(250);
    }
    expect(
      states.filter((s) => s !== "sent"),
      await logOf(again),
    ).toEqual([]);
    const files = await sentFiles();
    const keys = files.map((f) => f.match(/-(invitation-.+)\.eml$/)?.[1]);
    expect(new Set(keys).size).toBe(recipients);
    expect(files).toHaveLength(recipients);

    // And a clean stop of this server (on PostgreSQL too): exit 0, everything closed.
    again.process.kill("SIGTERM");
    expect((await again.exited).code, await logOf(again)).toBe(0);
    expect(await logOf(again)).toMatch(/"msg":"stopped"/);
  });
});
