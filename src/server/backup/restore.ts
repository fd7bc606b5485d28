import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import pg from "pg";
import yauzl from "yauzl";
import type { Config } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import { createStorage, type Storage } from "../storage/storage.ts";
import { archiveEntries, type BackupManifest, migrationJournal } from "./archive.ts";
import { countsAndMigrations } from "./database-dump.ts";

/** A refusal the operator can act on (printed without a stack). */
export class RestoreRefused extends Error {}

type Zip = { entries: Map<string, yauzl.Entry>; read(name: string): Promise<Readable>; close(): void };

async function openZip(file: string): Promise<Zip> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (err, z) => (err ? reject(err) : resolve(z))),
  ).catch((err: Error) => {
    throw new RestoreRefused(`${file} is not a backup archive (${err.message})`);
  });
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on("entry", (entry: yauzl.Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on("end", resolve);
    zip.on("error", reject);
    zip.readEntry();
  });
  return {
    entries,
    read: (name) =>
      new Promise((resolve, reject) => {
        const entry = entries.get(name);
        if (!entry) return reject(new RestoreRefused(`the archive has no ${name}`));
        zip.openReadStream(entry, (err, stream) => (err ? reject(err) : resolve(stream)));
      }),
    close: () => zip.close(),
  };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * What a PostgreSQL 18 pg_dump (PGlite's) writes that PostgreSQL 15 refuses or that needs more
 * than ownership of the database: psql-only lines, a setting added in 17, and comments on
 * extensions (which need the extension's owner). None changes a row.
 */
export function portableSql(sql: string): string {
  return sql
    .split("\n")
    .filter(
      (line) =>
        !line.startsWith("\\restrict") &&
        !line.startsWith("\\unrestrict") &&
        !line.startsWith("SET transaction_timeout") &&
        !line.startsWith("COMMENT ON EXTENSION"),
    )
    .join("\n");
}

async function manifestOf(zip: Zip): Promise<BackupManifest> {
  return JSON.parse((await readAll(await zip.read(archiveEntries.manifest))).toString("utf8"));
}

/** The manifest of an archive on disk (the backup command prints it; restore starts with it). */
export async function readManifest(file: string): Promise<BackupManifest> {
  const zip = await openZip(file);
  try {
    return await manifestOf(zip);
  } finally {
    zip.close();
  }
}

/** One line saying what an archive holds. */
export function describeManifest(m: BackupManifest): string {
  const rows = Object.values(m.database.counts).reduce((a, b) => a + b, 0);
  const bytes = m.files.reduce((a, f) => a + f.size, 0);
  return `${rows} rows in ${Object.keys(m.database.counts).length} tables (${m.database.kind}, migration ${m.database.migration}), ${m.files.length} files (${(bytes / 1e6).toFixed(1)} MB), EventHub ${m.version}, ${m.createdAt}`;
}

export function checkManifest(manifest: BackupManifest) {
  if (manifest.format !== 1 || manifest.app !== "eventhub")
    throw new RestoreRefused("This is not an EventHub backup archive (manifest.json is not ours).");
  const journal = migrationJournal();
  const ran = manifest.database.migrations;
  // By the last migration's name, not the count: a database made before the baseline migration
  // (docs/decisions/0027) counts its 36 folded migrations, and the baseline is its last one.
  if (ran > 0 && !journal.some((m) => m.tag === manifest.database.migration)) {
    throw new RestoreRefused(
      `The backup was made by a newer EventHub (${manifest.version}, migration ${manifest.database.migration}); restore it with that version or a later one.`,
    );
  }
}

function sameCounts(expected: Record<string, number>, actual: Record<string, number>): string | null {
  for (const [table, n] of Object.entries(expected)) {
    if (actual[table] !== n)
      return `${table}: ${actual[table] ?? "missing"} rows restored, ${n} in the backup`;
  }
  return null;
}

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === "ENOENT";

async function nonEmptyFolder(dir: string): Promise<boolean> {
  try {
    return (await fs.readdir(dir)).length > 0;
  } catch (err) {
    if (isMissing(err)) return false;
    throw err;
  }
}

async function firstKey(storage: Storage): Promise<string | null> {
  for await (const { key } of storage.list()) return key;
  return null;
}

/**
 * Restores a backup archive into the configured installation, which must be empty: PGlite in
 * DATA_DIR (or the database at DATABASE_URL) and the files in DATA_DIR/files (or the S3 bucket).
 * Nothing is half-restored: the embedded database and local files are built in a folder beside
 * them and moved into place at the end; PostgreSQL takes the whole dump in one transaction that
 * commits only after the row counts match the manifest and every file is stored; files put into
 * S3 are deleted again if anything fails.
 */
export async function restoreBackup(file: string, config: Config, log: Logger): Promise<BackupManifest> {
  const zip = await openZip(file);
  let client: pg.Client | null = null;
  try {
    const manifest = await manifestOf(zip);
    checkManifest(manifest);
    const storage = createStorage({ dataDir: config.dataDir, s3: config.s3, log });

    // Refuse a target that holds anything, before touching it.
    const pgdata = path.join(config.dataDir, "pgdata");
    const filesDir = path.join(config.dataDir, "files");
    if (config.databaseUrl) {
      client = new pg.Client({ connectionString: config.databaseUrl });
      await client.connect();
      const { rows } = await client.query(
        `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')`,
      );
      if (rows[0].n > 0)
        throw new RestoreRefused(
          `The database at DATABASE_URL is not empty (${rows[0].n} tables). Restore only into a new, empty database.`,
        );
    } else if (await nonEmptyFolder(pgdata)) {
      throw new RestoreRefused(
        `${config.dataDir} already holds a database (pgdata). Restore only into an empty DATA_DIR.`,
      );
    }
    if (config.s3) {
      if (await firstKey(storage))
        throw new RestoreRefused(
          `The S3 bucket ${config.s3.bucket} is not empty. Restore only into an empty bucket.`,
        );
    } else if (await nonEmptyFolder(filesDir)) {
      throw new RestoreRefused(`${filesDir} is not empty. Restore only into an empty DATA_DIR.`);
    }

    const sql = portableSql((await readAll(await zip.read(archiveEntries.database))).toString("utf8"));
    const staging = path.join(config.dataDir, `.restoring-${process.pid}`);
    const putInS3: string[] = [];
    try {
      await fs.rm(staging, { recursive: true, force: true });
      await fs.mkdir(staging, { recursive: true });
      // Files first: into the staging folder (local) or the bucket (S3), each checked for its size.
      const staged = config.s3 ? storage : createStorage({ dataDir: staging, log });
      for (const f of manifest.files as BackupManifest["files"]) {
        const body = await readAll(await zip.read(`${archiveEntries.filesDir}${f.key}`));
        if (body.length !== f.size)
          throw new Error(`${f.key}: ${body.length} bytes in the archive, ${f.size} listed`);
        await staged.put(f.key, body, f.contentType);
        if (config.s3) putInS3.push(f.key);
      }

      if (client) {
        await client.query("begin");
        let movedFiles = false;
        try {
          await client.query(sql);
          const restored = await countsAndMigrations((text) => client!.query(text));
          const mismatch = sameCounts(manifest.database.counts, restored.counts);
          if (mismatch) throw new Error(`the restored rows do not match the backup (${mismatch})`);
          if (!config.s3 && manifest.files.length > 0) {
            await fs.rename(path.join(staging, "files"), filesDir);
            movedFiles = true;
          }
          await client.query("commit");
        } catch (err) {
          await client.query("rollback").catch(() => {});
          if (movedFiles) await fs.rm(filesDir, { recursive: true, force: true });
          throw err;
        }
      } else {
        const database = await openDatabase({ dataDir: staging });
        try {
          await database.pglite!.exec(sql);
          const restored = await countsAndMigrations(
            async (text) => (await database.pglite!.query(text)) as never,
          );
          const mismatch = sameCounts(manifest.database.counts, restored.counts);
          if (mismatch) throw new Error(`the restored rows do not match the backup (${mismatch})`);
        } finally {
          await database.close();
        }
        // Into place: files, then the database (whose presence says "restored").
        if (!config.s3 && manifest.files.length > 0) await fs.rename(path.join(staging, "files"), filesDir);
        await fs.rename(path.join(staging, "pgdata"), pgdata);
      }
    } catch (err) {
      for (const key of putInS3) await storage.deletePrefix(key).catch(() => {});
      throw err;
    } finally {
      await fs.rm(staging, { recursive: true, force: true });
    }
    return manifest;
  } finally {
    await client?.end().catch(() => {});
    zip.close();
  }
}
