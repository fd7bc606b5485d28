import { createWriteStream } from "node:fs";
import fsp from "node:fs/promises";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import yazl from "yazl";
import type { BackupManifest } from "../../src/server/backup/archive.ts";
import { countsAndMigrations } from "../../src/server/backup/database-dump.ts";
import { readManifest } from "../../src/server/backup/restore.ts";
import { openDatabase } from "../../src/server/db/client.ts";
import { createLogger } from "../../src/server/logger.ts";
import { createStorage } from "../../src/server/storage/storage.ts";
import { runScript } from "../../src/server/test/run-script.ts";
import { pngImage } from "../../src/server/test/sample-images.ts";
import {
  createEvent,
  freshPostgres,
  guestCsv,
  guestTotal,
  type RunningServer,
  signedIn,
  signUpOn,
  startImport,
  startServer,
  stopServer,
  tempDir,
} from "./server-process.ts";

// Seed a server, back it up while it serves, restore into a fresh folder, into PostgreSQL + S3.

/** `npm run backup` / `npm run restore` as an operator types them (the scripts behind them). */
const cli = (script: "backup" | "restore", args: string[], env: Record<string, string>) =>
  runScript(script, args, { LOG_LEVEL: "error", DATABASE_URL: "", S3_BUCKET: "", ...env });

/**
 * A copy of an archive whose SQL fails at its very end, after every row (a disk full, a server
 * gone): the restore must then leave its target as it found it.
 */
async function brokenCopy(from: string, to: string): Promise<void> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(from, { lazyEntries: true }, (err, z) => (err ? reject(err) : resolve(z))),
  );
  const out = new yazl.ZipFile();
  await new Promise<void>((resolve, reject) => {
    zip.on("entry", (entry: yauzl.Entry) => {
      zip.openReadStream(entry, async (err, stream) => {
        if (err) return reject(err);
        const chunks: Buffer[] = [];
        for await (const c of stream) chunks.push(c as Buffer);
        let body = Buffer.concat(chunks);
        if (entry.fileName === "database.sql") body = Buffer.concat([body, Buffer.from("\nSELECT 1/0;\n")]);
        out.addBuffer(body, entry.fileName);
        zip.readEntry();
      });
    });
    zip.on("end", resolve);
    zip.on("error", reject);
    zip.readEntry();
  });
  out.end();
  await pipeline(out.outputStream, createWriteStream(to));
}

/** Every file under DATA_DIR/files, by key, as bytes. */
async function localFiles(dataDir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const storage = createStorage({ dataDir, log: createLogger("silent") });
  for await (const { key } of storage.list()) {
    const object = await storage.get(key);
    const chunks: Buffer[] = [];
    for await (const c of object!.body) chunks.push(c as Buffer);
    files.set(key, Buffer.concat(chunks));
  }
  return files;
}

/** The S3 driver's settings for the s3rver the restore wrote to. */
function bucketSettings(env: Record<string, string>) {
  return {
    bucket: env.S3_BUCKET,
    region: "us-east-1",
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: true,
  };
}

async function pgliteCounts(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    return (await countsAndMigrations(async (q) => (await database.pglite!.query(q)) as never)).counts;
  } finally {
    await database.close();
  }
}

let source: RunningServer | undefined;
let sourceDir: string;
let work: string;
let archive: string;
let manifest: BackupManifest;
let eventId: string;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  sourceDir = await tempDir("backup-source");
  work = await tempDir("backup-work");
  cleanups.push(() => fsp.rm(sourceDir, { recursive: true, force: true }));
  cleanups.push(() => fsp.rm(work, { recursive: true, force: true }));
  source = await startServer({ dataDir: sourceDir });
  const host = await signUpOn(source.baseUrl, "host@example.com");

  eventId = (await createEvent(host)).id;
  await (await startImport(host, eventId, guestCsv(300))).answer;
  // Uploaded files: a custom template (its picture, stored in several sizes).
  const form = new FormData();
  form.append("name", "Garden");
  form.append("category", "other");
  form.append(
    "image",
    new File([new Uint8Array(await pngImage(900, 1200))], "garden.png", { type: "image/png" }),
  );
  const res = await host.request("POST", "/api/templates", form);
  expect(res.status).toBe(201);
  // A scheduled send far ahead: a pg-boss job in the database, which must survive the move.
  const { items } = await host.json<{ items: { id: string }[] }>(
    "GET",
    `/api/events/${eventId}/guests?pageSize=5`,
  );
  const { items: templates } = await host.json<{ items: { id: string }[] }>("GET", "/api/templates");
  const invitation = await host.json<{ id: string }>("POST", "/api/invitations", {
    eventId,
    templateId: templates[0].id,
    guestIds: items.map((g) => g.id),
    title: "Save the date",
    message: "Please come.",
    type: "email",
  });
  await host.json("POST", `/api/invitations/${invitation.id}/schedule`, {
    scheduledDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  });
}, 120_000);

afterAll(async () => {
  await stopServer(source);
  for (const c of cleanups.splice(0)) await c();
});

describe("backup and restore", () => {
  it("backs up while serving: requests meanwhile are answered, the archive has the rows and files", async () => {
    archive = path.join(work, "backup.zip");
    let answered = 0;
    let failed = 0;
    let busy = true;
    const traffic = (async () => {
      while (busy) {
        const r = await fetch(`${source!.baseUrl}/api/health`).catch(() => null);
        if (r?.ok) answered++;
        else failed++;
      }
    })();
    const result = await cli("backup", [archive], {
      DATA_DIR: sourceDir,
      PORT: new URL(source!.baseUrl).port,
    });
    busy = false;
    await traffic;
    expect(result.out).toMatch(/Backing up the server at/);
    expect(result.code, result.out).toBe(0);
    expect(failed).toBe(0);
    expect(answered).toBeGreaterThan(0);
    manifest = await readManifest(archive);
    expect(manifest.database.kind).toBe("pglite");
    expect(manifest.database.counts["public.guests"]).toBe(300);
    expect(manifest.database.counts["public.user"]).toBe(1);
    expect(manifest.database.counts["pgboss.job"]).toBeGreaterThan(0);
    expect(manifest.database.migration).toMatch(/^\d{4}_/);
    expect(manifest.files.length).toBeGreaterThan(1);
    await expect(fsp.access(`${archive}.partial`)).rejects.toThrow();
  });

  it("restores into an empty DATA_DIR: the same rows and byte-identical files, and the server starts on it", async () => {
    const fresh = path.join(work, "fresh");
    const result = await cli("restore", [archive], { DATA_DIR: fresh });
    expect(result.code, result.out).toBe(0);
    expect(await pgliteCounts(fresh)).toEqual(manifest.database.counts);
    const [before, after] = [await localFiles(sourceDir), await localFiles(fresh)];
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [key, bytes] of before) expect(after.get(key)?.equals(bytes), key).toBe(true);

    const restored = await startServer({ dataDir: fresh });
    try {
      // The same secret signs sessions only if kept: sign in again, as a moved host would.
      const res = await fetch(`${restored.baseUrl}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: restored.baseUrl },
        body: JSON.stringify({ email: "host@example.com", password: "Secret#2024x" }),
      });
      expect(res.status).toBe(200);
      const session = res.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .find((c) => c.split("=")[0].endsWith("session_token"))!;
      expect(await guestTotal(signedIn(restored.baseUrl, session), eventId)).toBe(300);
    } finally {
      await stopServer(restored);
    }

    // A second restore into the same folder is refused, and changes nothing.
    const inUse = await pgliteCounts(fresh);
    const again = await cli("restore", [archive], { DATA_DIR: fresh });
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/already holds a database \(pgdata\)\. Restore only into an empty DATA_DIR\./);
    expect(await pgliteCounts(fresh)).toEqual(inUse);
  });

  it("a restore that fails at the last statement leaves the folder without database or files", async () => {
    const broken = path.join(work, "broken.zip");
    await brokenCopy(archive, broken);
    const target = path.join(work, "broken-target");
    const result = await cli("restore", [broken], { DATA_DIR: target });
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/Restore failed, nothing was changed: division by zero/);
    expect(await fsp.readdir(target).catch(() => [])).toEqual([]);
  });

  it("refuses a file that is not a backup, writing nothing", async () => {
    const bogus = path.join(work, "not-a-backup.zip");
    await fsp.writeFile(bogus, "hello");
    const target = path.join(work, "bogus-target");
    const result = await cli("restore", [bogus], { DATA_DIR: target });
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/is not a backup archive/);
    await expect(fsp.access(path.join(target, "pgdata"))).rejects.toThrow();
  });

  describe.runIf(process.env.TEST_DATABASE_URL)("moving to PostgreSQL and S3", () => {
    let s3: S3rver;
    let s3Env: Record<string, string>;
    beforeAll(async () => {
      const s3Dir = await tempDir("s3");
      cleanups.push(() => fsp.rm(s3Dir, { recursive: true, force: true }));
      s3 = new S3rver({
        port: 0,
        address: "127.0.0.1",
        silent: true,
        directory: s3Dir,
        configureBuckets: [
          { name: "eventhub-files", configs: [] },
          { name: "eventhub-empty", configs: [] },
        ],
      });
      const { port } = (await s3.run()) as AddressInfo;
      cleanups.push(() => s3.close());
      s3Env = {
        S3_BUCKET: "eventhub-files",
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
      };
    });

    it("the same archive restores into an empty PostgreSQL database and S3 bucket, with no lost row", async () => {
      const db = await freshPostgres();
      cleanups.push(db!.drop);
      const env = { DATA_DIR: path.join(work, "pg-node"), DATABASE_URL: db!.url, ...s3Env };
      const result = await cli("restore", [archive], env);
      expect(result.code, result.out).toBe(0);
      const client = new pg.Client({ connectionString: db!.url });
      await client.connect();
      try {
        expect((await countsAndMigrations((q) => client.query(q))).counts).toEqual(manifest.database.counts);
      } finally {
        await client.end();
      }
      const bucket = createStorage({
        dataDir: env.DATA_DIR,
        log: createLogger("silent"),
        s3: bucketSettings(s3Env),
      });
      for (const [key, bytes] of await localFiles(sourceDir)) {
        const object = await bucket.get(key);
        const chunks: Buffer[] = [];
        for await (const c of object!.body) chunks.push(c as Buffer);
        expect(Buffer.concat(chunks).equals(bytes), key).toBe(true);
      }

      // The moved installation serves; and a backup of it (PostgreSQL's pg_dump, files from S3)
      // restores back into an embedded one with the same rows.
      const moved = await startServer({ dataDir: env.DATA_DIR, databaseUrl: db!.url, env: s3Env });
      try {
        const back = path.join(work, "from-postgres.zip");
        const backup = await cli("backup", [back], { ...env, PORT: new URL(moved.baseUrl).port });
        expect(backup.code, backup.out).toBe(0);
        const fromPg = await readManifest(back);
        expect(fromPg.database.kind).toBe("postgres");
        expect(fromPg.database.counts["public.guests"]).toBe(300);
        const home = path.join(work, "back-home");
        const restore = await cli("restore", [back], { DATA_DIR: home });
        expect(restore.code, restore.out).toBe(0);
        expect(await pgliteCounts(home)).toEqual(fromPg.database.counts);
      } finally {
        await stopServer(moved);
      }

      // A restore that fails at its last statement leaves the database and the bucket empty.
      const broken = path.join(work, "broken-pg.zip");
      await brokenCopy(archive, broken);
      const empty = await freshPostgres();
      cleanups.push(empty!.drop);
      const emptyBucket = { ...s3Env, S3_BUCKET: "eventhub-empty" };
      const failed = await cli("restore", [broken], { ...env, DATABASE_URL: empty!.url, ...emptyBucket });
      expect(failed.code).toBe(1);
      expect(failed.out).toMatch(/division by zero/);
      const check = new pg.Client({ connectionString: empty!.url });
      await check.connect();
      try {
        const { rows } = await check.query(
          "select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
        );
        expect(rows[0].n).toBe(0);
      } finally {
        await check.end();
      }
      const leftInBucket: string[] = [];
      for await (const { key } of createStorage({
        dataDir: env.DATA_DIR,
        log: createLogger("silent"),
        s3: { ...bucketSettings(s3Env), bucket: "eventhub-empty" },
      }).list())
        leftInBucket.push(key);
      expect(leftInBucket).toEqual([]);

      // Into a database that is not empty: refused.
      const again = await cli("restore", [archive], { ...env, S3_BUCKET: "" });
      expect(again.code).toBe(1);
      expect(again.out).toMatch(/The database at DATABASE_URL is not empty/);
    });
  });
});
