import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { productNewsQueue } from "../admin/product-news.ts";
import { openDatabase } from "../db/client.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { cancellationMailQueue } from "../events/cancellation.ts";
import { deliveryQueues } from "../invitations/delivery-queues.ts";
import { createJobs } from "../jobs/jobs.ts";
import { createLogger } from "../logger.ts";

/**
 * Built once per test run (vitest globalSetup): a migrated database that each test file copies,
 * so no file migrates from scratch. PGlite: a dumped data dir. PostgreSQL (TEST_DATABASE_URL):
 * a template database that CREATE DATABASE ... TEMPLATE clones.
 */
export type TemplateRef =
  | { kind: "pglite"; dumpFile: string }
  | { kind: "postgres"; adminUrl: string; template: string };

export async function buildTemplate(testDatabaseUrl: string | undefined): Promise<TemplateRef> {
  if (testDatabaseUrl) {
    const template = `eventhub_tpl_${process.pid}_${Date.now()}`;
    await adminQuery(testDatabaseUrl, `create database "${template}"`);
    const database = await openDatabase({
      databaseUrl: withDatabase(testDatabaseUrl, template),
      dataDir: null,
    });
    await prepare(database, withDatabase(testDatabaseUrl, template));
    await database.close();
    return { kind: "postgres", adminUrl: testDatabaseUrl, template };
  }
  const database = await openDatabase({ dataDir: null });
  await prepare(database);
  const dump = await database.pglite!.dumpDataDir("none");
  await database.close();
  const dumpFile = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "eventhub-tpl-")), "template.tar");
  await fs.writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  return { kind: "pglite", dumpFile };
}

/** Migrations and pg-boss's own schema, so each test's copy starts ready. */
async function prepare(database: Awaited<ReturnType<typeof openDatabase>>, databaseUrl?: string) {
  await migrateDatabase(database);
  const jobs = await createJobs(database, createLogger("silent"), {
    databaseUrl,
    queues: [...deliveryQueues, cancellationMailQueue, productNewsQueue],
  });
  await jobs.start();
  await jobs.stop();
}

export async function dropTemplate(ref: TemplateRef): Promise<void> {
  if (ref.kind === "pglite") {
    await fs.rm(path.dirname(ref.dumpFile), { recursive: true, force: true });
  } else {
    await adminQuery(ref.adminUrl, `drop database if exists "${ref.template}" with (force)`);
  }
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
