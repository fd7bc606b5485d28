import { productNewsQueue } from "./admin/product-news.ts";
import { createAuth } from "./auth/auth.ts";
import { resolveAuthSecret } from "./auth/secret.ts";
import { createSessionCache } from "./auth/session-cache.ts";
import { passCatchUpQueue } from "./check-in/pass-catch-up.ts";
import type { Config } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { startPgliteHousekeeping } from "./db/pglite-housekeeping.ts";
import { cancellationMailQueue } from "./events/cancellation.ts";
import { createCancellationMailer } from "./events/cancellation-mail.ts";
import { createHostReminders } from "./events/host-reminders.ts";
import { createDraining } from "./http/draining.ts";
import { createQuietCaches } from "./http/quiet-caches.ts";
import { createDelivery } from "./invitations/delivery.ts";
import { deliveryQueues } from "./invitations/delivery-queues.ts";
import { createJobs } from "./jobs/jobs.ts";
import { createLogger } from "./logger.ts";
import { createMailer } from "./mail/mailer.ts";
import { deliverAttendeeReminderQueue } from "./messages/attendee-reminders.ts";
import { deliverMessageQueue } from "./messages/delivery.ts";
import { createRealtime } from "./realtime/realtime.ts";
import { replyMailQueues } from "./rsvp/reply-mails.ts";
import { createServices } from "./services.ts";
import { createStorage } from "./storage/storage.ts";

export type RuntimeOptions = {
  /**
   * A database that is open and migrated already (the API tests bring a copy of a template); its
   * opener closes it. Without one, the configured database is opened, migrated and closed here.
   */
  database?: Database;
  /** Instead of AUTH_SECRET or the secret kept in DATA_DIR (tests). */
  authSecret?: string;
  /** Run the invitation delivery workers in this process (the server; tests that send). */
  workers?: boolean;
  /** How often job workers look for work, in seconds. */
  pollSeconds?: number;
};

/**
 * The one composition root: everything the server, the scripts (seed, bench) and the API tests
 * open from one configuration, wired the same way for all of them.
 */
export async function openRuntime(config: Config, opts: RuntimeOptions = {}) {
  const log = createLogger(config.logLevel);
  const ownsDatabase = !opts.database;
  const database =
    opts.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  if (ownsDatabase) await migrateDatabase(database);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log,
    dkim: config.dkim,
  });
  const storage = createStorage({ dataDir: config.dataDir, s3: config.s3, log });
  const sessions = createSessionCache({ ttlMs: config.sessionCacheSeconds * 1000, maxEntries: 10_000 });
  // What speeds up busy times and is emptied when the server falls quiet (idle-collect.ts).
  const caches = createQuietCaches();
  caches.add("sessions", sessions);
  const authSecret = opts.authSecret ?? resolveAuthSecret(config.authSecret, config.dataDir);
  const auth = createAuth({
    config,
    db: database.db,
    log,
    mailer,
    sessions,
    secret: authSecret,
  });
  const draining = createDraining();
  const realtime = await createRealtime(database, log, draining.signal);
  sessions.listen(realtime.subscribe);
  const jobs = await createJobs(database, log, {
    databaseUrl: database.pool?.options.connectionString,
    queues: [
      ...deliveryQueues,
      cancellationMailQueue,
      productNewsQueue,
      ...replyMailQueues,
      passCatchUpQueue,
      deliverMessageQueue,
      deliverAttendeeReminderQueue,
    ],
    pollSeconds: opts.pollSeconds,
  });
  const services = createServices({
    db: database.db,
    storage,
    mailer,
    realtime,
    jobs,
    log,
    publicUrl: config.publicUrl,
    galleryLimits: config.gallery,
    databaseKind: database.kind,
    dataDir: config.dataDir,
    razorpay: config.razorpay,
    freeAllowance: config.freeAllowance,
    replyMailWindowSeconds: config.replyMailWindowSeconds,
  });
  caches.add("event rows", services.events.keptRows);
  caches.add("event parts", services.parts.keptParts);
  if (opts.workers) {
    await createDelivery({
      db: database.db,
      events: services.events,
      guests: services.guests,
      team: services.people,
      mailer,
      log,
      publicUrl: config.publicUrl,
      draining: draining.signal,
      invitedParts: services.rsvp.invitedPartsOf,
    }).registerWorkers(jobs);
    await createCancellationMailer({ db: database.db, mailer, log }).registerWorkers(jobs);
    await services.productNews.registerWorkers(jobs);
    await services.replyMails.registerWorkers(jobs);
    await services.passCatchUp.registerWorkers(jobs);
    await services.messages.registerWorkers(jobs);
  }
  const hostReminders = createHostReminders({
    db: database.db,
    guests: services.guests,
    team: services.people,
    mailer,
    log,
    publicUrl: config.publicUrl,
  });
  const hostReminderSweeps = opts.workers ? hostReminders.start() : null;
  const activitySweeps = opts.workers ? services.activity.start() : null;
  // The server's own embedded database has no autovacuum: this process keeps its statistics.
  const housekeeping = opts.workers && database.pglite ? startPgliteHousekeeping(database.pglite, log) : null;
  return {
    config,
    log,
    database,
    db: database.db,
    mailer,
    storage,
    auth,
    sessions,
    caches,
    realtime,
    jobs,
    draining,
    /** The secret sessions are signed with (the backup route derives the operator's key from it). */
    authSecret,
    services,
    ...services,
    hostReminders,
    /** The embedded database's housekeeping in this process (statistics, vacuum), if it runs here. */
    housekeeping,
    /** Stops the workers and closes what was opened here; every part is closed even if one fails. */
    async close() {
      const failures: unknown[] = [];
      housekeeping?.stop();
      hostReminderSweeps?.stop();
      activitySweeps?.stop();
      const steps = [
        () => jobs.stop(),
        () => realtime.close(),
        () => mailer.close(),
        () => (ownsDatabase ? database.close() : Promise.resolve()),
      ];
      for (const step of steps) await step().catch((err: unknown) => failures.push(err));
      if (failures.length > 0) throw failures[0];
    },
  };
}
