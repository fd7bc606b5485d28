import path from "node:path";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { packageRoot } from "../package-root.ts";
import type { Database, Schema } from "./client.ts";

export const migrationsFolder = path.join(packageRoot, "db/migrations");

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "pglite") {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
  } else {
    await migratePg(database.db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
  }
}
