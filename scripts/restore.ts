// `npm run restore -- FILE`: fills an empty installation from a backup archive: the embedded
// database in DATA_DIR, or the empty PostgreSQL database at DATABASE_URL; the files into
// DATA_DIR/files, or the S3 bucket when S3_BUCKET is set. A target that holds anything is refused,
// and a failure part-way leaves the target as it was. Start the server afterwards: it runs any
// newer migrations.
import path from "node:path";
import { describeManifest, RestoreRefused, restoreBackup } from "../src/server/backup/restore.ts";
import { ConfigError, loadConfig } from "../src/server/config.ts";
import { createLogger } from "../src/server/logger.ts";

const args = process.argv.slice(2);
if (args.length !== 1) {
  console.error("Usage: npm run restore -- FILE");
  process.exit(2);
}
try {
  const config = loadConfig();
  const into = [
    config.databaseUrl ? "the database at DATABASE_URL" : `the embedded database in ${config.dataDir}`,
    config.s3
      ? `files into the S3 bucket ${config.s3.bucket}`
      : `files into ${path.join(config.dataDir, "files")}`,
  ].join(", ");
  console.log(`Restoring ${path.resolve(args[0])} into ${into}…`);
  const manifest = await restoreBackup(path.resolve(args[0]), config, createLogger("error"));
  console.log(`Restored: ${describeManifest(manifest)}`);
} catch (err) {
  if (err instanceof RestoreRefused || err instanceof ConfigError) console.error(err.message);
  else
    console.error(`Restore failed, nothing was changed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
