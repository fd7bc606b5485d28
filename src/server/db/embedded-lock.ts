import fs from "node:fs";
import path from "node:path";

/**
 * Why a command must not open the embedded database now, or null when it may. PGlite is one
 * process's database: while a server has it open, its lock file pgdata/postmaster.pid exists, and a
 * second process opening the folder would corrupt it (and, on closing, delete the server's lock
 * file). With DATABASE_URL there is nothing to guard: PostgreSQL serves many clients.
 */
export function embeddedDatabaseBusy(config: { databaseUrl?: string; dataDir: string }): string | null {
  if (config.databaseUrl) return null;
  const pidFile = path.join(config.dataDir, "pgdata", "postmaster.pid");
  if (!fs.existsSync(pidFile)) return null;
  return `The embedded database in ${config.dataDir} is open (${pidFile} exists).`;
}
