// `npm run seed -- [--events N] [--guests-per-event M] [--photos-per-event P] [--parts-per-event K]`: demo and scale data in the configured
// database (PGlite in DATA_DIR, or DATABASE_URL), written through the app's own services.
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { loadConfig } from "../src/server/config.ts";
import { embeddedDatabaseBusy } from "../src/server/db/embedded-lock.ts";
import { demoLogin, seedDemoData } from "../src/server/demo/seed.ts";
import { openRuntime } from "../src/server/runtime.ts";

const { values } = parseArgs({
  options: {
    events: { type: "string", default: "12" },
    "guests-per-event": { type: "string", default: "60" },
    // Gallery rows without files, for the bench's 1,000-photo listing.
    "photos-per-event": { type: "string", default: "0" },
    // Parts of each event (haldi, mehndi, sangeet …), for the bench's event in parts.
    "parts-per-event": { type: "string", default: "0" },
  },
});
const events = Number(values.events);
const guestsPerEvent = Number(values["guests-per-event"]);
const photosPerEvent = Number(values["photos-per-event"]) || 0;
const partsPerEvent = Number(values["parts-per-event"]) || 0;
if (!Number.isInteger(events) || events < 1 || !Number.isInteger(guestsPerEvent) || guestsPerEvent < 0) {
  console.error("--events must be a positive whole number and --guests-per-event a whole number");
  process.exit(1);
}

const config = loadConfig();
const busy = embeddedDatabaseBusy(config);
if (busy) {
  console.error(`${busy} Stop the server, then run this again.`);
  process.exit(1);
}
const runtime = await openRuntime({ ...config, logLevel: "error" });
const started = Date.now();
const result = await seedDemoData(runtime, { events, guestsPerEvent, photosPerEvent, partsPerEvent });
// After a bulk load the planner needs statistics (as after a restore): PostgreSQL's autovacuum would
// gather them within a minute, the server does so on PGlite; a measurement must not run before.
await runtime.db.execute(sql`analyze`);
await runtime.close();
console.log(
  `Seeded ${result.events} events, ${result.guests} guests and ${result.invitations} invitations for ${result.hosts} hosts in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
console.log(`Sign in as ${demoLogin.email} / ${demoLogin.password}`);
