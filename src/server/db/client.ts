import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { leanEmbeddedProcess, pgliteStartParams } from "./pglite-memory.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** The drizzle handle the services use; the same API whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside db.transaction(…). */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Set on PGlite: the embedded instance (used by jobs and tests). */
  pglite?: PGlite;
  /** Set on PostgreSQL: the pool (used by jobs and realtime). */
  pool?: pg.Pool;
  close(): Promise<void>;
};

/** Opens PostgreSQL when a URL is given, else PGlite in `dataDir/pgdata` (or memory when dataDir is null). */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string | null;
  loadDataDir?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection the server drops (restart, failover) must not crash the process; the
    // pool replaces it on the next query.
    pool.on("error", (err) => process.stderr.write(`database connection lost: ${err.message}\n`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: "postgres", pool, close: () => pool.end() };
  }
  let dataPath: string | undefined;
  if (opts.dataDir) {
    // PGlite creates only the last folder of its path.
    fs.mkdirSync(opts.dataDir, { recursive: true });
    dataPath = path.join(opts.dataDir, "pgdata");
  }
  leanEmbeddedProcess();
  const pglite = await PGlite.create({
    dataDir: dataPath,
    loadDataDir: opts.loadDataDir,
    startParams: pgliteStartParams,
    // pg_trgm backs the guest search's index (migration guest_search_trigrams).
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return { db, kind: "pglite", pglite, close: () => pglite.close() };
}
