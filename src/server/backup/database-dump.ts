import { spawn } from "node:child_process";
import type { Readable } from "node:stream";
import type { PGlite, Transaction } from "@electric-sql/pglite";
import { pgDump } from "@electric-sql/pglite-tools/pg_dump";
import pg from "pg";
import type { Database } from "../db/client.ts";

/**
 * A consistent SQL dump of the whole database (our tables, pg-boss's jobs, the migrations table)
 * with the row counts of that same moment. Plain INSERTs, so a restore is one SQL text run in one
 * transaction on either database.
 */
export type DatabaseDump = {
  /** The SQL; a stream on PostgreSQL (pg_dump's output as it comes), whole text on PGlite. */
  sql: Readable | string;
  counts: Record<string, number>;
  /** How many migrations had run, and when the last was generated (the journal's `when`). */
  migrations: { count: number; lastWhen: number | null };
  /** Resolves once the dump has been read to its end (and fails if pg_dump did). */
  done: Promise<void>;
};

const dumpOptions = ["--no-owner", "--no-privileges", "--inserts", "--rows-per-insert=500"];

/** Row counts of every table in the schemas a dump carries (partitions count in their parent). */
const countTablesSql = `
  select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and not c.relispartition and n.nspname in ('public', 'pgboss', 'drizzle')
  order by 1`;

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

async function countsAndMigrations(query: Query) {
  const counts: Record<string, number> = {};
  for (const { name } of (await query(countTablesSql)).rows as { name: string }[]) {
    const [schema, table] = name.split(".");
    const { rows } = await query(`select count(*)::int as n from "${schema}"."${table}"`);
    counts[name] = Number(rows[0].n);
  }
  const hasMigrations = "drizzle.__drizzle_migrations" in counts;
  const last = hasMigrations
    ? (
        await query(
          "select max(created_at)::text as last, count(*)::int as n from drizzle.__drizzle_migrations",
        )
      ).rows[0]
    : { last: null, n: 0 };
  return { counts, migrations: { count: Number(last.n), lastWhen: last.last ? Number(last.last) : null } };
}

/**
 * PGlite is one connection: pg_dump (WebAssembly, run by @electric-sql/pglite-tools) talks to it
 * through that connection and must not interleave with the app's statements, or it would read
 * inside a request's open transaction. So it runs inside PGlite's transaction lock, which waits
 * for a transaction in progress to end and keeps every other query waiting until the dump is done;
 * the BEGIN that lock issues is rolled back at once, since pg_dump opens its own snapshot.
 * pg_dump runs synchronously: the server answers nothing meanwhile (about 1 s per 20,000 rows).
 */
async function dumpPglite(pglite: PGlite): Promise<DatabaseDump> {
  return pglite.transaction(async (tx: Transaction) => {
    await tx.exec("rollback");
    const query: Query = async (text) => (await tx.query<Record<string, unknown>>(text)) as never;
    const { counts, migrations } = await countsAndMigrations(query);
    const locked = {
      query: tx.query.bind(tx),
      exec: tx.exec.bind(tx),
      execProtocolRawStream: pglite.execProtocolRawStream.bind(pglite),
    } as unknown as PGlite;
    const file = await pgDump({ pg: locked, args: dumpOptions });
    return { sql: await file.text(), counts, migrations, done: Promise.resolve() };
  });
}

/**
 * On PostgreSQL the counts are read in a repeatable-read transaction whose snapshot pg_dump then
 * shares (--snapshot): the dump and the counts are the same moment while the server keeps serving.
 * pg_dump is the machine's client (its major version must not be older than the server's).
 */
async function dumpPostgres(databaseUrl: string): Promise<DatabaseDump> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    const snapshot = (await client.query("select pg_export_snapshot() as id")).rows[0].id as string;
    const { counts, migrations } = await countsAndMigrations((text) => client.query(text));
    const child = spawn("pg_dump", [...dumpOptions, `--snapshot=${snapshot}`, "--dbname", databaseUrl], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => {
      stderr += d.toString();
    });
    const done = new Promise<void>((resolve, reject) => {
      child.once("error", (err) =>
        reject(new Error(`pg_dump could not run (${err.message}): install PostgreSQL's client tools`)),
      );
      child.once("close", (code) =>
        code === 0 ? resolve() : reject(new Error(`pg_dump failed (${code}): ${stderr.trim()}`)),
      );
    }).finally(() => client.end().catch(() => {}));
    return { sql: child.stdout, counts, migrations, done };
  } catch (err) {
    await client.end().catch(() => {});
    throw err;
  }
}

export async function dumpDatabase(database: Database, databaseUrl?: string): Promise<DatabaseDump> {
  if (database.pglite) return dumpPglite(database.pglite);
  if (!databaseUrl) throw new Error("dumping PostgreSQL needs its URL");
  return dumpPostgres(databaseUrl);
}

export { countsAndMigrations };
