import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";
import { PassThrough, type Readable } from "node:stream";
import yazl from "yazl";
import type { Database } from "../db/client.ts";
import { packageRoot } from "../package-root.ts";
import type { Storage } from "../storage/storage.ts";
import { dumpDatabase } from "./database-dump.ts";

/**
 * One backup archive: a ZIP holding `database.sql` (a consistent SQL dump), every uploaded file
 * under `files/<key>`, and `manifest.json` last (what it holds, written once all of it is in).
 */
export const archiveEntries = { database: "database.sql", manifest: "manifest.json", filesDir: "files/" };

export type BackupManifest = {
  format: 1;
  app: "eventhub";
  version: string;
  createdAt: string;
  database: {
    kind: "pglite" | "postgres";
    /** Migrations that had run; `migration` is the last one's tag (db/migrations). */
    migrations: number;
    migration: string | null;
    /** Rows per table (schema.table) at the moment of the dump. */
    counts: Record<string, number>;
  };
  files: { key: string; size: number; contentType: string }[];
  /** Files listed by storage but deleted before they were read (their rows went with them). */
  filesGone: string[];
};

/** The tags of this version's migrations, in order (db/migrations/meta/_journal.json). */
export function migrationJournal(): { tag: string; when: number }[] {
  const journal = JSON.parse(
    fs.readFileSync(path.join(packageRoot, "db/migrations/meta/_journal.json"), "utf8"),
  ) as { entries: { tag: string; when: number }[] };
  return journal.entries;
}

function appVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(packageRoot, "package.json"), "utf8")) as { version: string })
    .version;
}

/**
 * Streams a backup of a running installation. The database is dumped first (on PGlite the server
 * pauses for the dump), then files are read one at a time: a file uploaded after the dump may be
 * in the archive without a row (harmless), and one deleted meanwhile is listed as gone.
 */
export async function writeBackup(deps: {
  database: Database;
  databaseUrl?: string;
  storage: Storage;
}): Promise<Readable> {
  const dump = await dumpDatabase(deps.database, deps.databaseUrl);
  const zip = new yazl.ZipFile();
  const out = new PassThrough();
  (zip.outputStream as Readable).pipe(out);
  zip.on("error", (err: Error) => out.destroy(err));
  const now = new Date();
  zip.addReadStream(typeof dump.sql === "string" ? textStream(dump.sql) : dump.sql, archiveEntries.database, {
    mtime: now,
  });

  (async () => {
    await dump.done;
    const files: BackupManifest["files"] = [];
    const filesGone: string[] = [];
    for await (const { key } of deps.storage.list()) {
      const object = await deps.storage.get(key);
      if (!object) {
        filesGone.push(key);
        continue;
      }
      zip.addReadStream(object.body, `${archiveEntries.filesDir}${key}`, { compress: false, mtime: now });
      files.push({ key, size: object.size, contentType: object.contentType });
      // One file open at a time, whatever the number of files.
      if (!object.body.readableEnded) await once(object.body, "end");
    }
    const journal = migrationJournal();
    const manifest: BackupManifest = {
      format: 1,
      app: "eventhub",
      version: appVersion(),
      createdAt: now.toISOString(),
      database: {
        kind: deps.database.kind,
        migrations: dump.migrations.count,
        migration: journal.find((m) => m.when === dump.migrations.lastWhen)?.tag ?? null,
        counts: dump.counts,
      },
      files,
      filesGone,
    };
    zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), archiveEntries.manifest, { mtime: now });
    zip.end();
  })().catch((err: unknown) => out.destroy(err as Error));
  return out;
}

function textStream(text: string): Readable {
  const stream = new PassThrough();
  stream.end(text);
  return stream;
}
