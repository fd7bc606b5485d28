import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { createApp } from "./app.ts";
import { ConfigError, configWarnings, loadConfig } from "./config.ts";
import { user } from "./db/schema.ts";
import { demoLogin, seedDemoData } from "./demo/seed.ts";
import { collectWhenIdle } from "./idle-collect.ts";
import { loadMallocTrim } from "./native/malloc-trim.ts";
import { openRuntime } from "./runtime.ts";
import { installShutdown } from "./shutdown.ts";

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
  // The libraries read the mode from the environment, not from our config: without this, an unset
  // NODE_ENV (the default is production) made React render the guest pages with its development
  // build, several times slower (profiled 2026-11-23).
  process.env.NODE_ENV = config.env;
  // The server sends invitations itself: its runtime runs the delivery workers.
  const runtime = await openRuntime(config, { workers: true });
  const { log, database, mailer, storage } = runtime;
  for (const warning of configWarnings(config)) process.stderr.write(`${warning}\n`);
  if (config.smtpUrl && !config.dkim) {
    // One line, not a refusal: a test server may send through SMTP, but guests' providers will not trust it.
    process.stderr.write(
      "warning: SMTP_URL is set but DKIM is not: invitations may land in spam (README, Sending mail that arrives)\n",
    );
  }

  // `npm start -- --demo`: a living product at once, seeded once per database.
  if (process.argv.includes("--demo")) {
    const [existing] = await database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, demoLogin.email));
    if (!existing) await seedDemoData(runtime, { events: 8, guestsPerEvent: 40 });
    log.info("demo data ready", { login: demoLogin.email, password: demoLogin.password });
  }

  await runtime.templates.installDefaults();

  const app = createApp(runtime);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    log.info("EventHub is running", {
      url: config.publicUrl,
      port: info.port,
      database: database.kind,
      storage: storage.kind,
      mail: mailer.kind === "outbox" ? `outbox folder ${config.dataDir}/outbox` : "smtp",
    });
  });

  collectWhenIdle(server as Server, {
    beforeCollect: async () => runtime.housekeeping?.run(),
    caches: runtime.caches,
    trimMalloc: loadMallocTrim() ?? undefined,
    onCollected: (c) => log.debug("collected the heap while idle", c),
  });

  installShutdown({
    server: server as Server,
    draining: runtime.draining,
    jobs: runtime.jobs,
    close: () => runtime.close(),
    graceMs: config.shutdownGraceSeconds * 1000,
    log,
  });
}

main().catch((err) => {
  process.stderr.write(
    `EventHub failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
