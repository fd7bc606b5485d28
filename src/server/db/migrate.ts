import path from "node:path";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { packageRoot } from "../package-root.ts";
import type { Database, Schema } from "./client.ts";
import { withSessionLock } from "./session-lock.ts";

export const migrationsFolder = path.join(packageRoot, "db/migrations");

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "pglite") {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
    return;
  }
  // Servers started together on one database (a deploy of several) take turns: the first applies
  // the new migrations, the others then find none to apply. Without the lock both ran them and one
  // failed on a table the other had just created (tests/ops/two-servers.test.ts).
  await withSessionLock(database.pool!, "eventhub-migrations", () =>
    migratePg(database.db as unknown as NodePgDatabase<Schema>, { migrationsFolder }),
  );
}
