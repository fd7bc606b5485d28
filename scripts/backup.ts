// `npm run backup -- FILE [--url URL]`: one archive of the installation (SQL dump, uploaded files,
// manifest) while the server runs. With a server answering at URL (default http://127.0.0.1:$PORT)
// the archive comes from it (the embedded database belongs to the server's process); with none,
// this command opens the database itself. Either way FILE appears only once it is complete.
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { resolveAuthSecret } from "../src/server/auth/secret.ts";
import { writeBackup } from "../src/server/backup/archive.ts";
import { describeManifest, readManifest } from "../src/server/backup/restore.ts";
import { backupToken } from "../src/server/backup/routes.ts";
import { ConfigError, loadConfig } from "../src/server/config.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { embeddedDatabaseBusy } from "../src/server/db/embedded-lock.ts";
import { createLogger } from "../src/server/logger.ts";
import { createStorage } from "../src/server/storage/storage.ts";

const args = process.argv.slice(2);
const urlAt = args.indexOf("--url");
const serverUrl = urlAt >= 0 ? args.splice(urlAt, 2)[1] : undefined;
const [file] = args;
if (!file || args.length !== 1) {
  console.error("Usage: npm run backup -- FILE [--url http://127.0.0.1:3000]");
  process.exit(2);
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
const target = path.resolve(file);
const partial = `${target}.partial`;
const url = (serverUrl ?? `http://127.0.0.1:${config.port}`).replace(/\/$/, "");

/** The archive from the running server, or null when nothing answers at `url`. */
async function fromServer(): Promise<Readable | null> {
  let res: Response;
  try {
    res = await fetch(`${url}/api/admin/backup`, {
      headers: {
        authorization: `Bearer ${backupToken(resolveAuthSecret(config.authSecret, config.dataDir))}`,
      },
    });
  } catch {
    return null;
  }
  if (!res.ok || !res.body) {
    throw new Error(
      `the server at ${url} refused the backup (${res.status}): run this with the server's DATA_DIR and BETTER_AUTH_SECRET`,
    );
  }
  return Readable.fromWeb(res.body as never);
}

try {
  let archive = await fromServer();
  let close = async () => {};
  if (archive) {
    console.log(`Backing up the server at ${url}…`);
  } else {
    const busy = embeddedDatabaseBusy(config);
    if (busy) {
      throw new Error(
        `${busy} No server answers at ${url}: pass the running server's address with --url, or stop it.`,
      );
    }
    console.log("No server answers: backing up the database and files directly…");
    const log = createLogger("error");
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    close = () => database.close();
    const storage = createStorage({ dataDir: config.dataDir, s3: config.s3, log });
    archive = await writeBackup({ database, databaseUrl: config.databaseUrl, storage });
  }
  try {
    await pipeline(archive, fs.createWriteStream(partial));
  } finally {
    await close();
  }
  const manifest = await readManifest(partial);
  fs.renameSync(partial, target);
  console.log(
    `Backup written to ${target} (${(fs.statSync(target).size / 1e6).toFixed(1)} MB): ${describeManifest(manifest)}`,
  );
} catch (err) {
  fs.rmSync(partial, { force: true });
  console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
