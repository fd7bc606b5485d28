import { createAuth } from "./auth/auth.ts";
import { resolveAuthSecret } from "./auth/secret.ts";
import type { Config } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { createEventsService } from "./events/service.ts";
import { deliveryQueues } from "./invitations/delivery-queues.ts";
import { createInvitationsService } from "./invitations/service.ts";
import { createTemplatesService } from "./invitations/templates-service.ts";
import { createJobs } from "./jobs/jobs.ts";
import { createLogger } from "./logger.ts";
import { createMailer } from "./mail/mailer.ts";
import { createRealtime } from "./realtime/realtime.ts";
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
  const events = createEventsService({ db: database.db, storage, log });
  const realtime = await createRealtime(database, log);
  const jobs = await createJobs(database, log, { databaseUrl: config.databaseUrl, queues: deliveryQueues });
  const templates = createTemplatesService({ db: database.db, storage, log });
  const invitations = createInvitationsService({
    db: database.db,
    events,
    templates,
    jobs,
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
    events,
    realtime,
    jobs,
    templates,
    invitations,
    async close() {
      await jobs.stop();
      await realtime.close();
      await mailer.close();
      await database.close();
    },
  };
}
