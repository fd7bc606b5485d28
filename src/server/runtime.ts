import { createAuth } from "./auth/auth.ts";
import { resolveAuthSecret } from "./auth/secret.ts";
import type { Config } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { deliveryQueues } from "./invitations/delivery-queues.ts";
import { createJobs } from "./jobs/jobs.ts";
import { createLogger } from "./logger.ts";
import { createMailer } from "./mail/mailer.ts";
import { createRealtime } from "./realtime/realtime.ts";
import { createServices } from "./services.ts";
import { createStorage } from "./storage/storage.ts";

/** Everything the server and the scripts (seed, bench) open from one configuration. */
export async function openRuntime(config: Config) {
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
  const realtime = await createRealtime(database, log);
  const jobs = await createJobs(database, log, { databaseUrl: config.databaseUrl, queues: deliveryQueues });
  const services = createServices({
    db: database.db,
    storage,
    mailer,
    realtime,
    jobs,
    log,
    publicUrl: config.publicUrl,
  });
  return {
    config,
    log,
    database,
    db: database.db,
    mailer,
    storage,
    auth,
    realtime,
    jobs,
    services,
    ...services,
    async close() {
      await jobs.stop();
      await realtime.close();
      await mailer.close();
      await database.close();
    },
  };
}
