import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { createAuth } from "./auth/auth.ts";
import { resolveAuthSecret } from "./auth/secret.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { createLogger } from "./logger.ts";
import { createMailer } from "./mail/mailer.ts";
import { createStorage } from "./storage/storage.ts";

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const log = createLogger(config.logLevel);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(database);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log,
  });
  const storage = createStorage({ dataDir: config.dataDir, s3: config.s3, log });
  const auth = createAuth({
    config,
    db: database.db,
    mailer,
    secret: resolveAuthSecret(config.authSecret, config.dataDir),
  });
  const app = createApp({ config, database, auth, mailer, storage, log });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    log.info("EventHub is running", {
      url: config.publicUrl,
      port: info.port,
      database: database.kind,
      storage: storage.kind,
      mail: mailer.kind === "outbox" ? `outbox folder ${config.dataDir}/outbox` : "smtp",
    });
  });

  const shutdown = async () => {
    server.close();
    await mailer.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}

main().catch((err) => {
  process.stderr.write(
    `EventHub failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
